#if os(Linux)
import Foundation
import Testing

/// The release binary applies a change to 120 files and is killed with SIGKILL at random moments.
/// After each kill, `narrow recover` runs; then every file must be wholly old or wholly
/// new, all of them the same, and no staged file, backup or journal may be left.
@Suite struct KillTests {
  static let fileCount = 120
  static let kills = 24

  /// File `i` declares a value, a model that ticks it and a row; file `i + 1` builds the row.
  static func tree() -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for i in 0..<fileCount {
      let next = (i + 1) % fileCount
      files["App/File\(i).swift"] = Array("""
        import SwiftUI

        struct Item\(i) {
          var title: String
          var count: Int
        }

        @Observable
        final class Model\(i) {
          var item = Item\(i)(title: "", count: 0)
          func start() {
            Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in self?.tick() }
          }
          func tick() { item.count += 1 }
        }

        struct Row\(i): View {
          let item: Item\(i)
          var body: some View { Text(item.title) }
        }

        struct Host\(next): View {
          let model: Model\(next)
          var body: some View { Row\(next)(item: model.item) }
        }

        """.utf8)
    }
    return files
  }

  private func contents(of root: URL) throws -> [String: [UInt8]] {
    var found: [String: [UInt8]] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      FileManager.default.fileExists(atPath: root.path + "/" + path, isDirectory: &isDirectory)
      if !isDirectory.boolValue { found[path] = [UInt8](try Data(contentsOf: root.appendingPathComponent(path))) }
    }
    return found
  }

  @Test func everyKillLeavesAWholeTreeAfterTheNextRun() throws {
    let narrow = try InstalledNarrow.binary()
    let old = Self.tree()
    let complete = try Sandbox(files: old, git: false)
    defer { complete.remove() }
    let started = Date()
    let full = try Shell.run(narrow.path, ["apply", "-t", "pass-fields", "--allow-dirty", "App"], in: complete.root)
    let duration = Date().timeIntervalSince(started)
    #expect(full.status == 0, "\(full.stderr)")
    let new = try contents(of: complete.root)
    #expect(new.count == Self.fileCount && new.allSatisfy { old[$0.key] != $0.value }, "every file changes")

    var seed = UInt64(Date().timeIntervalSince1970 * 1000)
    print("kill test seed \(seed); a full apply takes \(Int(duration * 1000)) ms")
    var outcomes: [String: Int] = [:]
    for trial in 0..<Self.kills {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Half the kills anywhere in the run, half late in it, where the files are being replaced.
      let draw = Double(seed >> 11) / Double(1 << 53)
      let delay = duration * (trial.isMultiple(of: 2) ? draw * 1.2 : 0.7 + draw * 0.4)
      let sandbox = try Sandbox(files: old, git: false)
      defer { sandbox.remove() }
      let process = Process()
      process.executableURL = narrow
      process.arguments = ["apply", "-t", "pass-fields", "--allow-dirty", "App"]
      process.currentDirectoryURL = sandbox.root
      process.environment = Shell.environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let next = try Shell.run(narrow.path, ["recover"], in: sandbox.root)
      #expect(next.status == 0, "trial \(trial): \(next.stderr)")
      let after = try contents(of: sandbox.root)
      let leftovers = after.keys.filter { $0.split(separator: "/").last?.hasPrefix(".") == true }
      #expect(leftovers.isEmpty, "trial \(trial) (after \(Int(delay * 1000)) ms) left \(leftovers.sorted())")
      let state = after == old ? "old" : after == new ? "new" : "mixed"
      #expect(state != "mixed", "trial \(trial) (after \(Int(delay * 1000)) ms): the tree is neither wholly old nor wholly new")
      outcomes[state, default: 0] += 1
    }
    print("kill test: \(Self.kills) kills, \(outcomes["old"] ?? 0) left the old tree, \(outcomes["new"] ?? 0) the new one, \(outcomes["mixed"] ?? 0) mixed")
  }
}
#endif
