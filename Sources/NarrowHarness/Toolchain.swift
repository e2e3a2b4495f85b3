import Foundation

/// The Swift compiler used to build the subset and the fixtures: the one of the toolchain this
/// program runs on, so that the compiled code matches the runtime libraries already loaded.
struct Toolchain {
  let swiftc: URL

  static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Toolchain {
    if let override = environment["NARROW_HARNESS_SWIFTC"] {
      return Toolchain(swiftc: URL(fileURLWithPath: override))
    }
    if let besideRuntime = compilerBesideLoadedRuntime() {
      return Toolchain(swiftc: besideRuntime)
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return Toolchain(swiftc: candidate)
      }
    }
    throw HarnessError("no swiftc found: put a Swift toolchain on PATH or set NARROW_HARNESS_SWIFTC")
  }

  /// `<toolchain>/usr/lib/swift/linux/libswiftCore.so`, as mapped into this process, gives
  /// `<toolchain>/usr/bin/swiftc`.
  private static func compilerBesideLoadedRuntime() -> URL? {
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
    for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
      guard let slash = line.firstIndex(of: "/") else { continue }
      let usr = URL(fileURLWithPath: String(line[slash...]))
        .deletingLastPathComponent()  // linux
        .deletingLastPathComponent()  // swift
        .deletingLastPathComponent()  // lib
        .deletingLastPathComponent()  // usr
      let swiftc = usr.appendingPathComponent("bin/swiftc")
      if FileManager.default.isExecutableFile(atPath: swiftc.path) { return swiftc }
    }
    return nil
  }

  /// Runs swiftc; on failure, the error carries the compiler's diagnostics.
  func compile(_ arguments: [String], what: String) throws {
    let result = try Subprocess.run(swiftc, arguments)
    guard result.status == 0 else {
      throw HarnessError("compiling \(what) failed:\n\(result.standardError)\(result.standardOutput)")
    }
  }

  /// The compiler's version line, part of every cache key.
  func versionText() throws -> String {
    try Subprocess.run(swiftc, ["--version"]).standardOutput
  }
}

struct HarnessError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

enum Subprocess {
  struct Result {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  static func run(_ executable: URL, _ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both pipes while the process runs, so that neither fills up and blocks it.
    let errorData = LockedData()
    let errorsRead = DispatchGroup()
    errorsRead.enter()
    DispatchQueue.global().async {
      errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
      errorsRead.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    errorsRead.wait()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData.value, as: UTF8.self)
    )
  }
}

private final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?

  func set(_ newData: Data) { lock.withLock { data = newData } }
  var value: Data { lock.withLock { data ?? Data() } }
}
