import Foundation
import Testing

/// Runs the `narrow` executable that the package built next to this test bundle.
struct CLI {
  static var binary: URL { executable("narrow") }

  /// A product built beside this test bundle.
  static func executable(_ name: String) -> URL {
    let testExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = testExecutable.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path),
      directory.path != "/"
    {
      directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent(name)
  }

  /// The package's own directory, for fixtures and examples.
  static var packageRoot: URL {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
      directory.deleteLastPathComponent()
    }
    return directory
  }

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  @discardableResult
  static func run(_ arguments: [String], in directory: URL) throws -> Run {
    try Shell.run(binary.path, arguments, in: directory)
  }
}

enum Shell {
  /// The fact cache every command run by the tests uses, instead of the user's own.
  static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-test-cache-\(getpid())")
  static var environment: [String: String] {
    ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheHome.path]) { _, new in new }
  }

  static func run(
    _ executable: String, _ arguments: [String], in directory: URL, input: Data? = nil, environment: [String: String] = [:]
  ) throws -> CLI.Run {
    let process = Process()
    process.environment = Self.environment.merging(environment) { _, new in new }
    process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
    process.arguments = executable.hasPrefix("/") ? arguments : [executable] + arguments
    process.currentDirectoryURL = directory
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(input) }
    try stdin.fileHandleForWriting.close()
    // Both pipes are drained at once: a child that fills one while the other is read would block.
    nonisolated(unsafe) var errData = Data()
    let errRead = DispatchGroup()
    DispatchQueue.global().async(group: errRead) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    errRead.wait()
    process.waitUntilExit()
    return CLI.Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Where a tool that may be missing is on PATH, if it is: tests that need one (Graphviz,
  /// Chromium) check what it does where it is present, and say they were skipped elsewhere.
  static func find(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @discardableResult
  static func git(_ arguments: [String], in directory: URL) throws -> CLI.Run {
    try run("git", ["-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments, in: directory)
  }
}

/// A throwaway directory holding files, optionally as a committed git repository.
struct Sandbox {
  let root: URL

  /// A copy of a directory of the package.
  init(copying directory: String) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-test-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(directory), to: root)
  }

  init(files: [String: [UInt8]], git: Bool = true) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-test-\(UUID().uuidString)")
    for (path, bytes) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    if git {
      try Shell.git(["init", "-q"], in: root)
      try Shell.git(["add", "-A"], in: root)
      try Shell.git(["commit", "-qm", "fixture"], in: root)
    }
  }

  func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: root.appendingPathComponent(path))) }
  func text(_ path: String) throws -> String { String(decoding: try bytes(path), as: UTF8.self) }
  func write(_ path: String, _ text: String) throws { try Data(text.utf8).write(to: root.appendingPathComponent(path)) }
  func remove() { try? FileManager.default.removeItem(at: root) }
}
