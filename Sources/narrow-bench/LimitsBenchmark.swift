import Foundation
import Spawning

/// The second half of `--bounds`: input that once made Narrow slow far beyond its size, each
/// timed in its own process against a reference measured in the same run, with the limit it must
/// keep. A broken limit is printed as such and fails the benchmark.
enum LimitsBenchmark {
  struct Limit {
    let name: String
    let measured: String
    let reference: String
    /// The measured figure over the reference's (or, for a rate, the rate itself).
    let value: Double
    let bound: Double
    /// Whether the value must stay at or below the bound (a ratio) or at or above it (a rate).
    let atMost: Bool
    let why: String

    var holds: Bool { atMost ? value <= bound : value >= bound }
  }

  /// Runs every case; false when a limit is broken.
  static func run(jobs: Int) throws -> Bool {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-limits-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    var limits: [Limit] = []

    let views = try write(BoundsBenchmark.viewsFile(bytes: 5_000_000), in: root, "views")
    limits.append(try ratio("diff of a 5 MB file of views and callers", ("diff", views), over: ("scan", views), jobs: jobs,
      bound: 2, why: "nothing to rewrite: diff indexes the file once, as scan does"))
    let changing = try write(changingFile(bytes: 5_000_000), in: root, "changing")
    limits.append(try ratio("diff of a 5 MB file where every view has a proposal", ("diff", changing), over: ("scan", changing),
      jobs: jobs, bound: 2,
      why: "diff indexes each file it rewrites a second time, to give in one run what repeated runs would"))

    let line = try write((0..<360_000).map { "let v\($0) = \($0);" }.joined(separator: " ") + "\n", in: root, "line")
    limits.append(try ratio("scan of a 5 MB line", ("scan", line), over: ("parse", line), jobs: jobs,
      bound: 2, why: "the facts of a long line cost what its parse does"))
    if let swiftc = which("swiftc") {
      let parse = try ChildProcess.run(swiftc, ["-parse", line + "/Input.swift"])
      let scan = try phase("scan", line, jobs: jobs)
      print(String(format: "(for reference: swiftc -parse takes %.2f s on the 5 MB line, scan %.1f× that; SwiftParser, which Narrow links, is the limit's reference)",
        parse.wallSeconds, scan.wallSeconds / max(parse.wallSeconds, 0.000_001)))
    }

    let shallow = try write(nestedIf(depth: 2_000), in: root, "if-2000")
    let deep = try write(nestedIf(depth: 8_000), in: root, "if-8000")
    let perLevel = try phase("scan", deep, jobs: jobs).wallSeconds / 8_000 / (try phase("scan", shallow, jobs: jobs).wallSeconds / 2_000)
    limits.append(Limit(name: "nested #if, 8,000 levels against 2,000", measured: "scan time per level", reference: "at 2,000 levels",
      value: perLevel, bound: 1.5, atMost: true, why: "linear in the depth"))
    limits.append(try ratio("scan of 8,000 nested #if", ("scan", deep), over: ("parse", deep), jobs: jobs,
      bound: 2, why: "at the parser's speed"))

    let log = root.appendingPathComponent("evidence.log").path
    try Data(evidenceLog(bytes: 50_000_000).utf8).write(to: URL(fileURLWithPath: log))
    let read = try ChildProcess.run(PhaseRunner.selfExecutable, ["--phase", "evidence", log])
    let figures = try JSONSerialization.jsonObject(with: read.stdout) as? [String: Any] ?? [:]
    let bytes = figures["bytes"] as? Double ?? 0
    let seconds = figures["seconds"] as? Double ?? .infinity
    limits.append(Limit(name: "a 50 MB evidence log", measured: "MB read per second", reference: "",
      value: bytes / 1e6 / seconds, bound: 50, atMost: false, why: "a day of log show output is hundreds of MB"))

    print("\nLimits on odd input, each against a reference measured in this run.\n")
    print("| case | measured | against | value | limit | holds | why |")
    print("|---|---|---|---:|---:|---|---|")
    for limit in limits {
      print(String(format: "| %@ | %@ | %@ | %.2f | %@%.1f | %@ | %@ |", limit.name, limit.measured, limit.reference, limit.value,
        limit.atMost ? "≤ " : "≥ ", limit.bound, limit.holds ? "yes" : "**NO**", limit.why))
    }
    return limits.allSatisfy(\.holds)
  }

  private static func ratio(
    _ name: String, _ measured: (phase: String, directory: String), over reference: (phase: String, directory: String), jobs: Int,
    bound: Double, why: String
  ) throws -> Limit {
    let top = try phase(measured.phase, measured.directory, jobs: jobs)
    let bottom = try phase(reference.phase, reference.directory, jobs: jobs)
    return Limit(name: name, measured: String(format: "%@ %.1f s", measured.phase, top.wallSeconds),
      reference: String(format: "%@ %.1f s", reference.phase, bottom.wallSeconds),
      value: top.wallSeconds / max(bottom.wallSeconds, 0.000_001), bound: bound, atMost: true, why: why)
  }

  private static func phase(_ name: String, _ directory: String, jobs: Int) throws -> ChildProcess.Outcome {
    let outcome = try ChildProcess.run(PhaseRunner.selfExecutable, ["--phase", name, directory, "--jobs", "\(jobs)"])
    guard outcome.exitStatus == 0 else { throw ChildProcess.Failure(description: "\(name) of \(directory) exited with \(outcome.exitStatus)") }
    return outcome
  }

  private static func write(_ text: String, in root: URL, _ name: String) throws -> String {
    let directory = root.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: directory.appendingPathComponent("Input.swift"))
    return directory.path
  }

  private static func which(_ program: String) -> String? {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(program)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// A model ticked by a timer, a row that reads one field of its value and a host that passes
  /// it whole, again and again: every row is a `pass-fields` proposal.
  static func changingFile(bytes: Int) -> String {
    var text = "import SwiftUI\n"
    var index = 0
    while text.utf8.count < bytes {
      text += """

        struct Item\(index) {
          var title: String
          var count: Int
        }

        @Observable
        final class Model\(index) {
          var item = Item\(index)(title: "", count: 0)
          func start() {
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
          }
          func tick() { item.count += 1 }
        }

        struct Row\(index): View {
          let item: Item\(index)
          var body: some View { Text(item.title) }
        }

        struct Host\(index): View {
          let model: Model\(index)
          var body: some View { Row\(index)(item: model.item) }
        }

        """
      index += 1
    }
    return text
  }

  static func nestedIf(depth: Int) -> String {
    (0..<depth).map { "#if FLAG\($0)\n" }.joined() + "let x = 1\n" + String(repeating: "#endif\n", count: depth)
  }

  /// `log show` lines of `_logChanges()`, most of them a body run with its causes.
  static func evidenceLog(bytes: Int) -> String {
    let causes = ["@self", "_isOn", "@dependencies", "@identity", "_model", "\\Storage<Int>.output", "@3"]
    var lines: [String] = []
    var size = 0
    var index = 0
    while size < bytes {
      let view = "MusicApp.Row\(index % 200)"
      let message = index % 10 == 0
        ? "\(view): unchanged."
        : "\(view): \((0...(index % 3)).map { causes[($0 + index) % causes.count] }.joined(separator: ", ")) changed."
      let line = "2026-11-30 09:41:12.345678+0100 0x1a2b     Info        0x0                  1234   0    MusicApp: (SwiftUI) [com.apple.SwiftUI:Changed Body Properties] \(message)\n"
      lines.append(line)
      size += line.utf8.count
      index += 1
    }
    return lines.joined()
  }
}
