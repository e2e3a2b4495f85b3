import Foundation
import Testing

@testable import NarrowKit

/// Mutated real sources through the whole pipeline, with every transform: no crash, no hang, no
/// new syntax error in an edited file, and a second run proposes nothing.
///
/// `swift test` runs `fixedSeeds` every time, so a failure there is the change's, never the
/// luck of the draw. `NARROW_FUZZ_SEED=<seed>` replays one case; `NARROW_FUZZ_FROM=<seed>
/// NARROW_FUZZ_COUNT=<n>` runs n seeds from there instead, saying each before its case runs (a
/// case that crashes the process says nothing after), and with `NARROW_FUZZ_FINDINGS=<directory>`
/// keeps the files of a case that fails. `Scripts/fuzz/run.sh --seeds FROM COUNT` does all that
/// and prints each finding as a regression input: for fresh seeds, or for the fixed ones when a
/// case crashes the process.
@Suite struct FuzzTests {
  /// About 20 seconds on two cores, then the seeds whose cases took the longest before the parse
  /// budget (380 s, 1 s and 1.2 s).
  static let fixedSeeds: [UInt64] = Array(1...1_500) + [1_796_403_107_068, 1_796_403_109_325, 1_796_500_002_316]

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

  /// One job, so that the case's parsing and transforms run on the thread whose CPU time `check` reads.
  static func run(_ files: [[UInt8]]) -> RunResult {
    var request = RunRequest(paths: [], transformIDs: TransformCatalog.ids)
    request.acceptReview = true
    request.minimumEffect = .possible
    request.jobs = 1
    let sources = files.enumerated().map { SourceFile(path: "F\($0.offset).swift", bytes: $0.element) }
    return Pipeline.run(transforms, on: sources, request: request)
  }

  @Test func mutatedSourcesNeverCrashHangOrBreakWhatTheyEdit() throws {
    let corpus = Self.corpus()
    #expect(corpus.count > 20)
    let environment = ProcessInfo.processInfo.environment
    let explored = environment["NARROW_FUZZ_FROM"].flatMap(UInt64.init).map { from in
      Array(from..<(from + (environment["NARROW_FUZZ_COUNT"].flatMap(UInt64.init) ?? 100)))
    }
    let seeds = environment["NARROW_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] } ?? explored ?? Self.fixedSeeds
    var cases = 0
    for seed in seeds {
      // Said before the case runs, unbuffered: a case that crashes the process says nothing more.
      if explored != nil { FileHandle.standardError.write(Data("fuzz: seed \(seed)\n".utf8)) }
      var random = FuzzRandom(seed: seed)
      let files = Mutator.files(from: corpus, random: &random)
      if let problem = FuzzCheck.check(files, run: Self.run) {
        Issue.record("fuzz seed \(seed): \(problem); replay with NARROW_FUZZ_SEED=\(seed)")
        if let directory = environment["NARROW_FUZZ_FINDINGS"] { try FuzzCheck.keep(files, seed: seed, in: directory) }
        break
      }
      cases += 1
    }
    print("fuzz: \(cases) of \(seeds.count) cases passed")
  }

  /// Inputs that once crashed or hung Narrow, reduced, run every time; those that hung are bounded
  /// by the parse budget, which must still blank part of them.
  @Test(arguments: FuzzRegressions.inputs)
  func regressionInputsAreHandled(_ input: FuzzRegressions.Input) {
    #expect(FuzzCheck.check([input.bytes, Self.corpus()[0]], run: Self.run) == nil, "\(input.name)")
    if input.blanked {
      #expect(BoundedParse.masked(input.bytes[...]) != nil, "the parse budget blanks part of \(input.name)")
    }
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
