#if os(Linux)
import Foundation
import Testing

/// The fact cache from the command line: where it lives, what turns it off, and how it is cleared.
@Suite struct CacheTests {
  private func sandbox() throws -> Sandbox {
    try Sandbox(files: ["App/Row.swift": FileSafetyTests.Fixture.view, "App/Shelf.swift": FileSafetyTests.Fixture.caller], git: false)
  }

  private func entries(in cache: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("facts").path)) ?? []
  }

  /// The entries of one kind: `.facts` (one per file), `.judgement` (one per proposal with edits).
  private func entries(in cache: URL, ending suffix: String) -> [String] {
    entries(in: cache).filter { $0.hasSuffix(suffix) }
  }

  @Test func aScanFillsTheCacheAndAWarmScanSaysTheSame() throws {
    let sandbox = try sandbox()
    defer { sandbox.remove() }
    let cache = sandbox.root.appendingPathComponent("cache")
    let cold = try CLI.run(["scan", "--cache-path", "cache", "--format", "json", "App"], in: sandbox.root)
    #expect(cold.status == 0, "\(cold.stderr)")
    #expect(entries(in: cache, ending: ".facts").count == 2)
    // One for each proposal with edits the scan judged, kept for the next run.
    #expect(entries(in: cache, ending: ".judgement").count == 2)
    let warm = try CLI.run(["scan", "--cache-path", "cache", "--format", "json", "App"], in: sandbox.root)
    #expect(warm.stdout == cold.stdout)
    let uncached = try CLI.run(["scan", "--no-cache", "--format", "json", "App"], in: sandbox.root)
    #expect(uncached.stdout == cold.stdout)
  }

  /// A FIFO where an entry belongs is refused without opening it for a writer that never comes:
  /// the scan finishes, as if the entry were missing.
  @Test func aFIFOInTheCacheIsRefusedNotWaitedOn() throws {
    let sandbox = try sandbox()
    defer { sandbox.remove() }
    let cache = sandbox.root.appendingPathComponent("cache")
    let cold = try CLI.run(["scan", "--cache-path", "cache", "--format", "json", "App"], in: sandbox.root)
    // Without its kept output, the scan reads the facts again.
    try FileManager.default.removeItem(at: cache.appendingPathComponent("outputs"))
    for name in entries(in: cache) {
      let path = cache.appendingPathComponent("facts/\(name)").path
      try FileManager.default.removeItem(atPath: path)
      #expect(mkfifo(path, 0o644) == 0)
    }
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = ["scan", "--cache-path", "cache", "--format", "json", "App"]
    process.currentDirectoryURL = sandbox.root
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < deadline { usleep(50_000) }
    // SIGKILL: a process blocked opening a FIFO may never get to handle a gentler signal.
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    let warm = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 0, "the scan waited on a FIFO in the cache, and was killed")
    #expect(warm == cold.stdout)
  }

  @Test func theDefaultCacheFollowsXDGAndNoCacheWritesNothing() throws {
    let sandbox = try sandbox()
    defer { sandbox.remove() }
    let home = sandbox.root.appendingPathComponent("xdg")
    let environment = ["XDG_CACHE_HOME": home.path]
    let path = try Shell.run(CLI.binary.path, ["cache", "path"], in: sandbox.root, environment: environment)
    #expect(path.stdout == home.path + "/narrow\n")
    _ = try Shell.run(CLI.binary.path, ["scan", "--no-cache", "App"], in: sandbox.root, environment: environment)
    #expect(entries(in: home.appendingPathComponent("narrow")).isEmpty)
    _ = try Shell.run(CLI.binary.path, ["scan", "App"], in: sandbox.root, environment: environment)
    #expect(entries(in: home.appendingPathComponent("narrow"), ending: ".facts").count == 2)
    #expect(entries(in: home.appendingPathComponent("narrow"), ending: ".judgement").count == 2)
    #expect(entries(in: home.appendingPathComponent("narrow"), ending: ".lastrun").count == 1)
    let clear = try Shell.run(CLI.binary.path, ["cache", "clear"], in: sandbox.root, environment: environment)
    #expect(clear.status == 0 && clear.stdout == "removed 6 cached files from \(home.path)/narrow\n", "\(clear.stdout)")
    #expect(entries(in: home.appendingPathComponent("narrow")).isEmpty)
  }

  @Test(arguments: [
    (["scan", "--no-cache", "--cache-path", "c", "App"], "--no-cache and --cache-path cannot be given together"),
    (["cache"], "cache takes 'clear' or 'path'"),
    (["cache", "empty"], "cache takes 'clear' or 'path'"),
    (["cache", "clear", "--no-cache"], "--no-cache does not apply to 'cache'"),
  ])
  func misuseIsAUsageError(_ arguments: [String], _ message: String) throws {
    let sandbox = try sandbox()
    defer { sandbox.remove() }
    let run = try CLI.run(arguments, in: sandbox.root)
    #expect(run.status == 2 && run.stderr.contains(message), "\(run.stderr)")
  }

  @Test func aCacheThatCannotBeWrittenIsAWarningNotAFailure() throws {
    let sandbox = try Sandbox(
      files: ["App/Row.swift": FileSafetyTests.Fixture.view, "App/Shelf.swift": FileSafetyTests.Fixture.caller, "blocked": [0x61]],
      git: false)
    defer { sandbox.remove() }
    let run = try CLI.run(["scan", "--cache-path", "blocked/cache", "App"], in: sandbox.root)
    #expect(run.status == 0 && run.stdout.contains("[pass-fields]"), "\(run.stdout)")
    #expect((run.stdout + run.stderr).contains("cannot write the fact cache in"), "\(run.stdout)\(run.stderr)")
  }

  @Test func cacheHasHelp() throws {
    let run = try CLI.run(["cache", "--help"], in: CLI.packageRoot)
    #expect(run.status == 0 && run.stdout.contains("USAGE: narrow cache clear|path"))
    #expect(try CLI.run(["scan", "--help"], in: CLI.packageRoot).stdout.contains("--no-cache"))
  }
}
#endif
