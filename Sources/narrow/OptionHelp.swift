import NarrowKit

/// The help line of each option, written once; `Help` lists those of a command in its order.
extension Help {
  static let help = "  -h, --help           Show this help."

  static func option(_ option: String, of spec: Command) -> String {
    let command = spec.name
    switch option {
    case "--transform": return transform(command)
    case "--format": return format(spec.formats)
    case "--accept":
      return command == "apply" || command == "diff" || command == "simulate"
        ? "  --accept review|safe Include proposals whose verdict is review (safe: only safe ones)."
        : "  --accept review|safe The setting --accept would give diff and apply."
    case "--effect":
      return """
          --effect possible|likely
                               Include proposals whose effect is only possible (default: likely or
                               measured: the simulation shows a body run it spares for an event
                               that is not once-only, or evidence names the view).
        """
    case "--view":
      return command == "graph"
        ? "  --view NAME          Only NAME's neighbourhood: what is within --depth steps of it."
        : "  --view NAME          Only the runs of this view."
    default:
      if let setting = TransformCatalog.settings.first(where: { $0.flag == option }) { return help(for: setting) }
      return texts[option] ?? "  \(option)"
    }
  }

  /// `  --large-fields N     large-value: fields, … (default 20).`, from the declaration alone.
  static func help(for setting: TransformSetting) -> String {
    let flag = "  \(setting.flag) N"
    let text = "\(setting.transform): \(setting.help) (default \(setting.defaultValue))."
    let body = wrap(text, indent: 23)
    // The flag stands in the first line's indent when it fits there, else on a line of its own.
    guard flag.count < 22 else { return flag + "\n" + body }
    return flag.padding(toLength: 23, withPad: " ", startingAt: 0) + body.dropFirst(23)
  }

  private static func transform(_ command: String) -> String {
    switch command {
    case "diff", "apply": return "  -t, --transform ID   A transform to run (see 'narrow transforms'). Required, repeatable."
    case "graph": return "  -t, --transform ID   Transforms whose proposals mark cut edges (default: all). Repeatable."
    case "config": return "  -t, --transform ID   The transforms scan would run (default: the file's, else all). Repeatable."
    default: return "  -t, --transform ID   Only these transforms (default: all). Repeatable."
    }
  }

  /// What each format is for; the text report, the default, goes without saying.
  private static let formatDescriptions: [Arguments.Format: String] = Dictionary(
    uniqueKeysWithValues: ReportFormats.all.filter { $0 != TextReport.self }.compactMap { format in Arguments.Format(format.name).map { ($0, format.purpose) } }
  ).merging([.dot: "dot is Graphviz", .mermaid: "mermaid renders on GitHub"]) { kept, _ in kept }

  private static func format(_ formats: [Arguments.Format]) -> String {
    let names = formats.map(\.name).joined(separator: "|")
    let described = formats.compactMap { formatDescriptions[$0] }.joined(separator: "; ")
    return "  --format \(names)\n" + wrap("Output format (default: \(formats[0].name)). \(described).", indent: 23)
  }

  /// Words filled into lines of at most 100 columns, each indented.
  static func wrap(_ text: String, indent: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && indent + line.count + 1 + word.count > 100 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { String(repeating: " ", count: indent) + $0 }.joined(separator: "\n")
  }

  private static let texts: [String: String] = [
    "--strict": """
        --strict             Exit 1 when there is a finding at the --fail-on threshold (with
                             --baseline: a new one), or a file that cannot be read or has syntax
                             errors (otherwise a warning, exit 0). No Swift file to scan is an error
                             (exit 2).
      """,
    "--fail-on": """
        --fail-on likely|possible|any
                             Which findings --strict fails on: those whose effect is likely or
                             measured (default), also those whose effect is only possible, or every
                             one. Also `failOn` in .narrow.json.
      """,
    "--allow-empty": "  --allow-empty        With --strict, no Swift file to scan is no error.",
    "--skipped": "  --skipped            List every skipped candidate with its reason.",
    "--project-context": """
        --project-context    Also read every Swift file of the package or Xcode project each PATH
                             belongs to, for its readers, writers and callers, and report only what
                             the PATHs hold (what a pre-commit hook that passes staged files needs).
      """,
    "--write-baseline": """
        --write-baseline FILE
                             Record today's findings in FILE (JSON: transform, target and a hash of
                             the target's declaration, never line numbers).
      """,
    "--baseline": "  --baseline FILE      Report only findings FILE does not hold, and its stale entries.",
    "--exit-code": "  --exit-code          Exit 1 when the diff is not empty.",
    "--allow-dirty": "  --allow-dirty        Write files even if they have uncommitted changes or are not in git.",
    "--html": "  --html FILE          Where to write the page.",
    "--views": "  --views A,B          The views whose bodies get the lines.",
    "--hot": "  --hot                The views hot lists as running for nothing (its first --limit events).",
    "--remove": "  --remove             Take out every block instrument wrote, and nothing else.",
    "--diff": "  --diff               Print the change as a unified diff; write nothing.",
    "--verify": "  --verify CMD         Run CMD (with /bin/sh) after writing; if it fails, put every file back.",
    "--debug-check": """
        --debug-check        Where a transform can, add #if DEBUG assertions that check its work at
                             run time (cache-computed: the stored value is current where views read it).
      """,
    "--depth": "  --depth N            How far --view reaches (default 2).",
    "--limit": "  --limit N            The N events that waste the most body runs (default 10; 0 lists every one).",
    "--report": "  --report FILE        Also write the report to FILE, in the format its extension says ("
      + ReportFormats.fileExtensions.map { "." + $0 }.joined(separator: ", ") + ").",
    "--verbose": """
        --verbose            Text: every detail of each proposal's effect and evidence, and every
                             skipped candidate.
      """,
    "--quiet": "  --quiet              Text: only the proposals, one line each, and errors.",
    "--color": "  --color WHEN         auto (default: on a terminal, unless NO_COLOR is set), always or never.",
    "--name": """
        --name TYPE          split-observable: the new class's name (default: the model's name
                             followed by the portion's properties).
      """,
    "--only": """
        --only TARGET        Only this target (exact, like TrackRow.track, or a glob like 'TrackRow.*').
                             Repeatable. An exact name also accepts that proposal's review verdict.
      """,
    "--evidence": """
        --evidence FILE      Output of SwiftUI's Self._printChanges() or a log of Self._logChanges()
                             from the running app (repeatable). Views it names get effect measured,
                             with their counts; it also counts as the measurement isolate-onchange asks for.
      """,
    "--config": """
        --config FILE        Read settings from FILE instead of the nearest .narrow.json in the
                             scanned directory or above it. Command-line options win over both.
      """,
    "--jobs": """
        -j, --jobs N         Work on N threads: parsing, resolving, the transforms and the judging
                             of each proposal, which holds at most a quarter of memory at once
                             (default: the number of cores).
      """,
    "--platform": """
        --platform NAME      Read the #if branches a build for NAME takes: iOS, macOS, tvOS, watchOS
                             or visionOS (default: the configuration's platform, else every branch).
      """,
    "--cache-path": """
        --cache-path DIR     Keep each file's facts in DIR between runs, so unchanged files are not
                             parsed again (default: $XDG_CACHE_HOME/narrow or ~/.cache/narrow;
                             ~/Library/Caches/narrow on macOS).
      """,
    "--no-cache": "  --no-cache           Parse every file, and keep nothing.",
  ]
}
