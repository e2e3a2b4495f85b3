import Foundation

// oss-check: runs a build of Narrow over pinned open-source SwiftUI apps, compares two runs, and
// scores a run against the team's hand verdicts. Run it from the repository root.

let defaultApps = "Benchmarks/oss/apps.json"
let defaultResults = "Benchmarks/oss/results"
let defaultLabels = "Benchmarks/oss/labels.json"
let defaultBuild = ".build/release/narrow"
let defaultRemote = "https://github.com/{repository}.git"

let usage = """
  OVERVIEW: Measure Narrow on pinned open-source SwiftUI apps (Benchmarks/oss).

  USAGE: oss-check fetch [--apps FILE] [--sources DIR] [--remote TEMPLATE] [APP…]
         oss-check run [--build PATH] [--apps FILE] [--sources DIR] [--results DIR] [--jobs N] [APP…]
         oss-check compare OLD NEW [--format text|markdown]
         oss-check score [--apps FILE] [--labels FILE] [--results DIR] [--format text|markdown]

  fetch    Clone each app (its Swift files, Package.swift, *.pbxproj and *.xcconfig only) into the
           sources directory, at its pinned commit.
  run      Scan each app with a build of narrow (and list its `hot` events) and write one result
           per app.
  compare  Proposals gained and lost per app between two results directories, changed verdicts
           and strengths, and the time and memory ratio.
  score    For the labelled and the first-contact apps apart: precision, noise by class, recall,
           misses by cause and the share of real waste among `hot`'s first ten events, against
           the hand verdicts.

  OPTIONS:
    --apps FILE        The pinned list (default: \(defaultApps)).
    --sources DIR      Where the checkouts are kept, outside the repository
                       (default: $XDG_CACHE_HOME/narrow-oss or ~/.cache/narrow-oss).
    --remote TEMPLATE  Where git clones an app from; {repository}, {owner} and {name} are replaced
                       (default: \(defaultRemote)).
    --build PATH       The narrow executable to measure (default: \(defaultBuild)).
    --results DIR      Results directory (default: \(defaultResults)).
    --jobs N           Passed to narrow's --jobs (default: narrow's own, the number of cores).
    --labels FILE      Hand verdicts and known hot paths (default: \(defaultLabels)).
    --format FORMAT    text (default) or markdown, for a pull request.
    -h, --help         Show this help.

  Exit status: 0 on success, 1 when an app could not be fetched or scanned (the others still are),
  2 for a usage error or unreadable input.
  """

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("oss-check: \(message)\n".utf8))
  exit(status)
}

func runCommand(_ arguments: [String]) throws -> Int32 {
  guard let command = arguments.first, !["-h", "--help"].contains(command) else {
    print(usage)
    return arguments.isEmpty ? 2 : 0
  }
  let rest = arguments.dropFirst()
  switch command {
  case "fetch":
    let options = try Options(rest, accepting: ["--apps", "--sources", "--remote"])
    if options.help { print(usage); return 0 }
    let apps = try AppList.load(options["--apps", default: defaultApps]).selecting(options.positional)
    let sources = SourceCache(directory: options["--sources", default: SourceCache.defaultDirectory])
    var status: Int32 = 0
    for app in apps {
      do {
        try sources.fetch(app, remoteTemplate: options["--remote", default: defaultRemote])
        print("\(app.name): \(app.commit) in \(sources.checkout(of: app))")
      } catch {
        FileHandle.standardError.write(Data("oss-check: \(error)\n".utf8))
        status = 1
      }
    }
    return status
  case "run":
    let options = try Options(rest, accepting: ["--build", "--apps", "--sources", "--results", "--jobs"])
    if options.help { print(usage); return 0 }
    let apps = try AppList.load(options["--apps", default: defaultApps]).selecting(options.positional)
    let build = options["--build", default: defaultBuild]
    guard FileManager.default.isExecutableFile(atPath: build) else {
      throw CheckError("no narrow executable at \(build); build one with `swift build -c release --product narrow`")
    }
    let runner = Runner(
      narrow: URL(fileURLWithPath: build).standardizedFileURL.path,
      sources: SourceCache(directory: options["--sources", default: SourceCache.defaultDirectory]),
      jobs: try options.positiveNumber("--jobs"))
    let results = options["--results", default: defaultResults]
    try FileManager.default.createDirectory(atPath: results, withIntermediateDirectories: true)
    var status: Int32 = 0
    var rows: [[String]] = []
    for app in apps {
      do {
        let result = try runner.run(app)
        try writeJSON(result, to: AppResult.path(for: app.name, in: results))
        rows.append([
          app.name, "\(result.filesScanned)", "\(result.proposals.count)",
          "\(result.proposals.filter(Score.isLikely).count)", "\(result.skipped.values.reduce(0, +))",
          "\(result.fileErrors.count)", String(format: "%.2f", result.wallSeconds), String(format: "%.1f", result.peakMemoryMiB),
        ])
      } catch {
        FileHandle.standardError.write(Data("oss-check: \(error)\n".utf8))
        status = 1
      }
    }
    print(Table(header: ["app", "files", "proposals", "likely", "skipped", "file errors", "wall s", "peak MiB"], rows: rows)
      .rendered(.text))
    return status
  case "compare":
    let options = try Options(rest, accepting: ["--format"])
    if options.help { print(usage); return 0 }
    guard options.positional.count == 2 else { throw Options.UsageError(description: "compare takes two results directories, OLD and NEW") }
    let comparison = Comparison(
      old: try AppResult.loadAll(from: options.positional[0]), new: try AppResult.loadAll(from: options.positional[1]))
    print(comparison.rendered(try options.format()))
    return 0
  case "score":
    let options = try Options(rest, accepting: ["--labels", "--results", "--format", "--apps"])
    if options.help { print(usage); return 0 }
    guard options.positional.isEmpty else { throw Options.UsageError(description: "score takes no arguments, only options") }
    let apps = try AppList.load(options["--apps", default: defaultApps])
    let score = Score(
      results: try AppResult.loadAll(from: options["--results", default: defaultResults]),
      labels: try Labels.load(options["--labels", default: defaultLabels]), set: apps.set(of:))
    print(score.rendered(try options.format()))
    return 0
  default:
    throw Options.UsageError(description: "unknown command '\(command)'; it is fetch, run, compare or score (see --help)")
  }
}

do {
  exit(try runCommand(Array(CommandLine.arguments.dropFirst())))
} catch {
  fail("\(error)", status: 2)
}
