import Foundation
import Testing

@testable import NarrowKit

/// Mutated real sources through the whole pipeline, with every transform, for about 30 seconds:
/// no crash, no hang, no new syntax error in an edited file, and a second run proposes nothing.
/// Each case prints its seed; `NARROW_FUZZ_SEED=<seed>` replays one, `NARROW_FUZZ_SECONDS`
/// changes the budget.
@Suite struct FuzzTests {
  static var packageRoot: URL {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
      directory.deleteLastPathComponent()
    }
    return directory
  }

  /// The examples and the harness fixtures' starting points.
  static func corpus() -> [[UInt8]] {
    let roots = ["Examples", "Tests/HarnessTests/Fixtures"].map { packageRoot.appendingPathComponent($0).path }
    return roots.flatMap { root -> [[UInt8]] in
      let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") && !$0.contains("/after/") }.sorted()
      return files.compactMap { FileManager.default.contents(atPath: root + "/" + $0).map { [UInt8]($0) } }
    }
  }

  static let transforms: [any Transform] = TransformCatalog.all.map { $0.init(options: TransformOptions()) }

  static func run(_ files: [[UInt8]]) -> RunResult {
    var request = RunRequest(paths: [], transformIDs: TransformCatalog.ids)
    request.acceptReview = true
    request.minimumEffect = .possible
    request.jobs = 2
    let sources = files.enumerated().map { SourceFile(path: "F\($0.offset).swift", bytes: $0.element) }
    return Pipeline.run(transforms, on: sources, request: request)
  }

  /// Checks one case on a thread of its own, so that a case that hangs is reported and the
  /// suite goes on; returns what went wrong.
  static func check(_ files: [[UInt8]]) -> String? {
    let done = DispatchSemaphore(value: 0)
    let outcome = Outcome()
    let thread = Thread {
      outcome.problem = checkNow(files)
      done.signal()
    }
    thread.stackSize = 512 << 20
    thread.start()
    return done.wait(timeout: .now() + 20) == .timedOut ? "did not finish in 20 s" : outcome.problem
  }

  private final class Outcome: @unchecked Sendable {
    var problem: String?
  }

  private static func checkNow(_ files: [[UInt8]]) -> String? {
    let result = run(files)
    for change in result.changes where FileParser.errorCount(in: change.newText) > FileParser.errorCount(in: change.file.text) {
      return "\(change.file.path) gains syntax errors"
    }
    guard !result.changes.isEmpty else { return nil }
    var after = files
    for change in result.changes {
      after[Int(change.file.path.dropFirst().dropLast(6))!] = change.file.bytes(forText: change.newText)
    }
    let again = run(after)
    return again.selected.isEmpty ? nil : "a second run proposes \(again.selected.map(\.target))"
  }

  @Test func mutatedSourcesNeverCrashHangOrBreakWhatTheyEdit() {
    let corpus = Self.corpus()
    #expect(corpus.count > 20)
    let environment = ProcessInfo.processInfo.environment
    let budget = environment["NARROW_FUZZ_SECONDS"].flatMap(Double.init) ?? 30
    var seeds: [UInt64] = environment["NARROW_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] } ?? []
    let deadline = Date().addingTimeInterval(budget)
    var cases = 0
    var start = environment["NARROW_FUZZ_FROM"].flatMap(UInt64.init) ?? UInt64(Date().timeIntervalSince1970 * 1_000)
    // Said before any case runs, unbuffered: a case that crashes the process prints no seed of its
    // own, and NARROW_FUZZ_FROM replays the same cases in the same order up to it.
    if seeds.isEmpty {
      FileHandle.standardError.write(Data("fuzz: cases from seed \(start); replay them with NARROW_FUZZ_FROM=\(start)\n".utf8))
    }
    while seeds.count == 1 ? cases == 0 : Date() < deadline {
      let seed = seeds.first ?? start
      start &+= 1
      var random = FuzzRandom(seed: seed)
      let files = Mutator.files(from: corpus, random: &random)
      if let problem = Self.check(files) {
        Issue.record("fuzz seed \(seed): \(problem); replay with NARROW_FUZZ_SEED=\(seed)")
        break
      }
      cases += 1
      if seeds.count == 1 { seeds = [] }
    }
    print("fuzz: \(cases) cases in \(Int(budget)) s")
  }

  /// Inputs that once crashed or hung Narrow, reduced, run every time.
  @Test(arguments: FuzzRegressions.inputs)
  func regressionInputsAreHandled(_ input: FuzzRegressions.Input) {
    #expect(Self.check([input.bytes, Self.corpus()[0]]) == nil, "\(input.name)")
  }
}

/// A small deterministic generator, so that a seed replays a case exactly.
struct FuzzRandom {
  private var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return bound <= 0 ? 0 : Int((state >> 33) % UInt64(bound))
  }
}

/// Ways a file is damaged: truncated, spliced with another, tokens and braces dropped or doubled,
/// random and invalid UTF-8 bytes, nesting made deep.
enum Mutator {
  static func files(from corpus: [[UInt8]], random: inout FuzzRandom) -> [[UInt8]] {
    var files = (0..<(1 + random.next(3))).map { _ in corpus[random.next(corpus.count)] }
    for index in files.indices where index == 0 || random.next(2) == 0 {
      for _ in 0...random.next(3) { files[index] = mutate(files[index], corpus: corpus, random: &random) }
    }
    return files
  }

  static func mutate(_ bytes: [UInt8], corpus: [[UInt8]], random: inout FuzzRandom) -> [UInt8] {
    guard !bytes.isEmpty else { return bytes }
    let at = random.next(bytes.count)
    switch random.next(7) {
    case 0: return Array(bytes[..<at])
    case 1:
      let other = corpus[random.next(corpus.count)]
      return Array(bytes[..<at]) + Array(other[random.next(max(1, other.count))...])
    case 2:
      let end = min(bytes.count, at + 1 + random.next(12))
      return Array(bytes[..<at]) + Array(bytes[end...])
    case 3:
      let end = min(bytes.count, at + 1 + random.next(12))
      return Array(bytes[..<end]) + Array(bytes[at..<end]) + Array(bytes[end...])
    case 4:
      let braces: [UInt8] = Array("{}()[]<>\"".utf8)
      var copy = bytes
      copy.insert(braces[random.next(braces.count)], at: at)
      return copy
    case 5:
      var copy = bytes
      for _ in 0...random.next(4) { copy[random.next(copy.count)] = UInt8(random.next(256)) }
      return copy
    default:
      let depth = 20 + random.next(3_000)
      let open: [UInt8] = Array(["[", "(", "{", "A<"][random.next(4)].utf8)
      let close: [UInt8] = open == Array("[".utf8) ? Array("]".utf8) : open == Array("(".utf8) ? Array(")".utf8) : open == Array("{".utf8) ? Array("}".utf8) : Array(">".utf8)
      let nested = Array("let deep = ".utf8) + Array(repeating: open, count: depth).flatMap { $0 } + Array("1".utf8) + Array(repeating: close, count: depth).flatMap { $0 } + [10]
      return Array(bytes[..<at]) + nested + Array(bytes[at...])
    }
  }
}
