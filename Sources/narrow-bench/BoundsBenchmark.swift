import Foundation
import Spawning

/// `--bounds`: how time and peak memory grow with one file's size and with how deep it nests,
/// each measured in a child process and printed as a ratio to the smallest case of its series,
/// so that growth that is not linear shows at a glance.
enum BoundsBenchmark {
  struct Series {
    let name: String
    /// A case's label, the input's size in the series' unit, and the file's text.
    let cases: [(label: String, size: Int, text: String)]
  }

  static let series: [Series] = [
    Series(name: "file size (views and callers)", cases: [250, 500, 1_000].map { kilobytes in
      ("\(kilobytes) KB", kilobytes, viewsFile(bytes: kilobytes * 1_000))
    }),
    Series(name: "nested array literals", cases: [12, 24, 48].map { depth in
      ("depth \(depth)", depth, "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "\n")
    }),
    Series(name: "nested parentheses", cases: [500, 1_000, 2_000].map { depth in
      ("depth \(depth)", depth, "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n")
    }),
    Series(name: "declarations on one line", cases: [6_000, 12_000, 24_000].map { count in
      ("\(count) decls", count, (0..<count).map { "let v\($0) = \($0);" }.joined(separator: " ") + "\n")
    }),
  ]

  static func viewsFile(bytes: Int) -> String {
    var text = "import SwiftUI\n\nstruct Track { var title: String; var plays: Int }\n"
    var index = 0
    while text.utf8.count < bytes {
      text += """

        struct Row\(index): View {
          let track: Track
          var body: some View { Text(track.title) }
        }
        struct Host\(index): View {
          let track: Track
          var body: some View { Row\(index)(track: track) }
        }

        """
      index += 1
    }
    return text
  }

  static func run(jobs: Int) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-bounds-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    print("Time and peak memory of a scan of one file, each case in its own process, as ratios to the first case of its series.\n")
    print("| series | case | input × | wall s | wall × | peak MiB | peak × |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for series in series {
      var first: (size: Int, wall: Double, peak: Int)?
      for (label, size, text) in series.cases {
        let directory = root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: directory.appendingPathComponent("Input.swift"), atomically: true, encoding: .utf8)
        let outcome = try ChildProcess.run(PhaseRunner.selfExecutable, ["--phase", "scan", directory.path, "--jobs", "\(jobs)"])
        guard outcome.exitStatus == 0 else { throw ChildProcess.Failure(description: "\(series.name) \(label) exited with \(outcome.exitStatus)") }
        let base = first ?? (size, outcome.wallSeconds, outcome.peakBytes)
        first = base
        print(String(format: "| %@ | %@ | %.1f | %.3f | %.2f | %.1f | %.2f |", series.name, label,
          Double(size) / Double(base.size), outcome.wallSeconds, outcome.wallSeconds / max(base.wall, 0.000_001),
          Double(outcome.peakBytes) / 1_048_576, Double(outcome.peakBytes) / Double(max(base.peak, 1))))
      }
    }
  }
}
