import Foundation

/// Where compiled things are kept between runs, under names derived from everything that went
/// into them, so a changed source, subset or compiler never reuses a stale build.
struct BuildCache {
  let directory: URL

  static func locate(packageRoot: URL?, environment: [String: String] = ProcessInfo.processInfo.environment) -> BuildCache {
    if let override = environment["NARROW_HARNESS_CACHE"] {
      return BuildCache(directory: URL(fileURLWithPath: override))
    }
    if let packageRoot {
      return BuildCache(directory: packageRoot.appendingPathComponent(".build/narrow-harness"))
    }
    return BuildCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent("narrow-harness"))
  }

  /// The directory for `key`, produced by `build` into a fresh directory and then moved into
  /// place, so that concurrent runs never see a half-written build.
  func entry(named name: String, key: String, build: (URL) throws -> Void) throws -> URL {
    let final = directory.appendingPathComponent("\(name)-\(key)")
    if FileManager.default.fileExists(atPath: final.path) { return final }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let staging = directory.appendingPathComponent("\(name)-\(key).\(UUID().uuidString).partial")
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: staging) }
    try build(staging)
    do {
      try FileManager.default.moveItem(at: staging, to: final)
    } catch where FileManager.default.fileExists(atPath: final.path) {
      // Another run finished the same build first; its result is equivalent.
    }
    return final
  }
}

/// A 64-bit FNV-1a hash, enough to tell builds apart (this is not a security boundary).
struct ContentHash {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ text: String) {
    add(Data(text.utf8))
    add(Data([0]))
  }

  mutating func add(_ data: Data) {
    for byte in data {
      state ^= UInt64(byte)
      state = state &* 0x100_0000_01b3
    }
  }

  var hex: String { String(state, radix: 16) }
}
