import Foundation

/// The command line of `narrow-bench`, parsed. Unknown options are usage errors, so a typo never
/// silently measures something else.
struct BenchOptions {
  var sizes: [Int] = []
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var runs = 3
  /// Where to generate and keep the codebases; nil means a temporary directory removed at the end.
  var keepDirectory: String?
  /// A `narrow` executable to time for the scan phase instead of the in-process scan.
  var scanBinary: String?
  var help = false
  /// Set only in the child processes the benchmark starts for itself: which phase, over which directory.
  var phase: Phase?
  /// `--bounds`: growth with one file's size and nesting depth instead of the codebase benchmark.
  var bounds = false
  /// `--cache`: cold, warm and edited scans with a fact cache instead of the codebase benchmark.
  var cache = false
  /// `--scale`: how each stage grows with copies of the same code, instead of the codebase benchmark.
  var scale = false
  /// `--source DIR`: the code `--scale` copies (real apps), instead of a generated codebase.
  /// Given more than once, different apps: the sizes are the first one, the first two, and so on.
  var scaleSources: [String] = []
  /// `--copies 1,2,4`: the sizes `--scale` measures, in copies of the code.
  var scaleCopies = [1, 2, 4]
  /// For a child scan: the fact cache it uses.
  var cachePath: String?
  var phaseDirectory: String?

  enum Phase: String {
    case parse, scan
    /// What `narrow diff` does with every transform, the diff on stdout.
    case diff
    /// Reads one evidence log (a file, not a directory) and prints how long the reading took.
    case evidence
    /// The scan's stages timed one by one (diagnostic; run by hand with `--phase stages DIR`).
    case stages
  }

  struct UsageError: Error {
    let message: String
  }

  static let defaultSizes = [1000, 10000]

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    func value(for option: String) throws -> String {
      guard let next = rest.popFirst() else { throw UsageError(message: "\(option) needs a value") }
      return next
    }
    func positive(_ option: String) throws -> Int {
      let raw = try value(for: option)
      guard let number = Int(raw.replacingOccurrences(of: "k", with: "000")), number > 0 else {
        throw UsageError(message: "\(option) takes a positive number, not '\(raw)'")
      }
      return number
    }
    var copiesGiven = false
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help": help = true
      case "--bounds": bounds = true
      case "--cache": cache = true
      case "--scale": scale = true
      case "--source": scaleSources.append(try value(for: argument))
      case "--copies":
        let raw = try value(for: argument)
        let counts = raw.split(separator: ",").compactMap { Int($0) }
        guard counts.count >= 2, counts.count == raw.split(separator: ",").count, counts.allSatisfy({ $0 > 0 }), counts == counts.sorted() else {
          throw UsageError(message: "--copies takes two or more increasing counts such as 1,2,4, not '\(raw)'")
        }
        scaleCopies = counts
        copiesGiven = true
      case "--cache-path": cachePath = try value(for: argument)
      case "--files": sizes.append(try positive(argument))
      case "-j", "--jobs": jobs = try positive(argument)
      case "--runs": runs = try positive(argument)
      case "--keep": keepDirectory = try value(for: argument)
      case "--scan-binary": scanBinary = try value(for: argument)
      case "--phase":
        let raw = try value(for: argument)
        guard let parsed = Phase(rawValue: raw) else {
          throw UsageError(message: "--phase takes parse, scan, diff, evidence or stages, not '\(raw)'")
        }
        phase = parsed
        phaseDirectory = try value(for: "--phase \(raw)")
      default: throw UsageError(message: "unknown argument '\(argument)'")
      }
    }
    if sizes.isEmpty { sizes = Self.defaultSizes }
    if copiesGiven && scaleSources.count > 1 {
      throw UsageError(message: "--copies measures copies of one --source; several are measured one more app at a time")
    }
  }

  static let helpText = """
    USAGE: narrow-bench [--files N]... [--jobs N] [--runs N] [--keep DIR] [--scan-binary PATH]

    Generates a synthetic SwiftUI codebase of N files (models, @Observable stores, views that read
    a few fields of a model, explicit initialisers, construction sites in other files, ForEach,
    #Preview), then times two phases over it with the same number of threads:

      parse  read every .swift file and parse it with SwiftParser, dropping each tree
      scan   what `narrow scan --format json` does: read, parse into facts, index, run every
             transform, render the JSON report

    Each run of a phase is a separate child process, so peak memory (the child's maximum resident
    set size) belongs to that phase alone. Prints wall time, lines per second and peak memory per
    phase, and the scan/parse ratios.

    OPTIONS:
      --files N           Codebase size in files; repeat for several sizes (default 1000 and 10000;
                          1k and 10k are accepted).
      -j, --jobs N        Threads for both phases (default: the number of active cores).
      --runs N            Runs per phase; the fastest is reported (default 3).
      --keep DIR          Generate into DIR/files-N and leave the files there.
      --bounds            Instead: time and peak memory of one file against its size and nesting
                          depth, as ratios to the smallest case, so that growth stays linear;
                          then the limits on odd input (a 5 MB file diffed, a 5 MB line, 8,000
                          nested #if, a 50 MB evidence log), each against its reference: exits 1
                          when one is broken.
      --cache             Instead: scans of one codebase (--files N, default 10000) with the fact
                          cache: without one, cold (emptied first), warm (unchanged since) and
                          after 1% of the files changed, with the cold/warm ratios and their
                          targets (10x warm, 5x edited).
      --scale             Instead: the same code at several sizes, in copies of itself each in a
                          folder of its own (every name declared once per copy, as in a
                          monorepo). At each size, each in its own process: parse-only, a scan
                          without a cache (time and peak memory), scans with a cache (nothing
                          changed, one file changed) and each stage of the scan. Prints the
                          ratios, each one's exponent of growth and the goals (scan at most 1.25x
                          parse-only, warm 15x and edited 10x faster, 1 GiB at 1M lines); exits 1
                          when a stage that takes 0.25 s or more grows faster than n^1.1.
      --source DIR        With --scale: copy DIR (real apps) instead of a generated codebase of
                          --files N files (default 1000). Given several times, different apps
                          instead of copies: the sizes are the first app, the first two, ...,
                          all of them, side by side, and --copies does not apply.
      --copies 1,2,4      With --scale: the sizes, in copies (default 1,2,4).
      --scan-binary PATH  Time this `narrow` executable (`narrow scan --jobs N --format json DIR`)
                          for the scan phase instead of the same pipeline run inside narrow-bench.
      -h, --help          Show this help.

    Build in release mode, or the figures mean little:
      swift run -c release narrow-bench --files 1000 --files 10000
    """
}
