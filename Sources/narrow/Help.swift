/// `--help` texts, one per command.
enum Help {
  static let overview = """
    OVERVIEW: Narrow refactors SwiftUI code so that views update less.

    USAGE: narrow <command> [options] [PATH…]

    COMMANDS:
      hot          Start a performance review: the busy changes, and the bodies each runs for nothing.
      scan         List every opportunity and every skipped candidate; writes nothing.
      diff         Print the changes of the named transforms as a unified diff; writes nothing.
      apply        Write the changes of the named transforms in place.
      why VIEW     Say everything that can run a view's body again, and what would cut each cause.
      simulate EVENT  Follow one change through the views: the bodies it runs, in order and why, before and after the proposals.
      graph        Draw the update model (DOT, Mermaid or JSON).
      config       Print the settings in effect, and where each comes from.
      cache clear  Remove the facts kept from earlier runs ('cache path' prints where they are).
      explain ID   Describe a transform, with a before/after example.
      transforms   List the transforms.

    Run 'narrow <command> --help' for a command's options. 'narrow --version' prints the version.
    Exit codes: 0 success, 1 work found (with --exit-code or --strict), 2 usage error, unreadable
    input, or output that cannot be written.
    """

  static let commonOptions = """
      --only TARGET        Only this target (exact, like TrackRow.track, or a glob like 'TrackRow.*').
                           Repeatable. An exact name also accepts that proposal's review verdict.
      --debug-check        Where a transform can, add #if DEBUG assertions that check its work at
                           run time (cache-computed: the stored value is current where views read it).
      --format text|json|sarif|xcode|github|markdown
                           Report format (default: text). JSON follows Docs/report-schema.md;
                           SARIF 2.1.0 is for code-scanning services; xcode prints warnings and
                           notes an editor shows inline (a build phase can run `narrow scan`);
                           github prints GitHub Actions annotations (notice for safe proposals,
                           warning for the rest); markdown a summary table for a pull request.
      --report FILE        Also write the report to FILE: SARIF when FILE ends in .sarif, else JSON.
      --evidence FILE      Output of SwiftUI's Self._printChanges() or a log of Self._logChanges()
                           from the running app (repeatable). Views it names get effect measured,
                           with their counts; it also counts as the measurement isolate-onchange asks for.
      --config FILE        Read settings from FILE instead of the nearest .narrow.json in the
                           scanned directory or above it. Command-line options win over both.
      --color WHEN         auto (default: on a terminal, unless NO_COLOR is set), always or never.
      -j, --jobs N         Parse on N threads (default: the number of cores).
      --cache-path DIR     Keep each file's facts in DIR between runs, so unchanged files are not
                           parsed again (default: $XDG_CACHE_HOME/narrow or ~/.cache/narrow;
                           ~/Library/Caches/narrow on macOS).
      --no-cache           Parse every file, and keep nothing.
      -h, --help           Show this help.
    """

  static let thresholdOptions = """
      --large-fields N     large-value: fields, counted through nested structs, that make a value
                           large (default 20; nested collections always do).
      --large-depth N      large-value: view layers a value must pass through (default 3).
      --split-min N        split-observable: stored properties a model needs (default 8).
      --split-views N      split-observable: views that must read only the portion (default 3).
      --name TYPE          split-observable: the new class's name (default: the model's name
                           followed by the portion's properties).
    """

  static let scan = """
    OVERVIEW: List every opportunity and every skipped candidate. Nothing is written.

    USAGE: narrow scan [-t ID…] [options] [PATH…]

    PATH defaults to the current directory. Directories are searched for .swift files; .build, .git,
    DerivedData, Pods, Carthage, .swiftpm and the globs in .narrowignore files are skipped.

    OPTIONS:
      -t, --transform ID   Only these transforms (default: all). Repeatable.
      --strict             Exit 1 when there is any proposal (with --baseline: any new one), or a
                           file with syntax errors (which is otherwise a warning, exit 0).
      --write-baseline FILE
                           Record today's findings in FILE (JSON: transform, target and a hash of
                           the target's declaration, never line numbers).
      --baseline FILE      Report only findings FILE does not hold, and its stale entries.
    \(thresholdOptions)
    \(commonOptions)
    """

  static let diff = """
    OVERVIEW: Print what 'apply' would write, as a unified diff on standard output (for git apply or
    patch -p1). The report goes to standard error. Nothing is written.

    USAGE: narrow diff -t ID [-t ID…] [options] [PATH…]

    OPTIONS:
      -t, --transform ID   A transform to run (see 'narrow transforms'). Required, repeatable.
      --accept review|safe Include proposals whose verdict is review (safe: only safe ones).
      --effect possible|likely
                           Include proposals whose effect is only possible (default: likely or
                           measured: the simulation shows a body run it spares for an event
                           that is not once-only, or evidence names the view).
      --exit-code          Exit 1 when the diff is not empty.
    \(thresholdOptions)
    \(commonOptions)
    """

  static let apply = """
    OVERVIEW: Write the changes of the named transforms in place. Each file is written atomically, only
    if it is unchanged since it was read and the result has no new syntax errors. The report goes to
    standard error.

    USAGE: narrow apply -t ID [-t ID…] [options] [PATH…]

    Safe proposals whose effect is likely or measured are written; review ones only with --accept
    review (or --only naming them); possible ones only with --effect possible; manual ones never. Files with uncommitted git changes, or outside a git repository, are refused
    unless --allow-dirty is given.

    OPTIONS:
      -t, --transform ID   A transform to run (see 'narrow transforms'). Required, repeatable.
      --accept review|safe Also write proposals whose verdict is review (safe: only safe ones).
      --effect possible|likely
                           Also write proposals whose effect is only possible (default: likely or
                           measured: the simulation shows a body run it spares for an event
                           that is not once-only, or evidence names the view).
      --allow-dirty        Write files even if they have uncommitted changes or are not in git.
      --verify CMD         Run CMD (with /bin/sh) after writing; if it fails, put every file back.
    \(thresholdOptions)
    \(commonOptions)
    """

  static let why = """
    OVERVIEW: Say in words everything that can run VIEW's body again: its inputs (how SwiftUI
    compares each, what is passed at each construction site and who writes it), the observable
    properties it reads (with their writers), its environment values and state; and for each
    cause, the proposal that would cut it or why the transforms leave it. Nothing is written.

    USAGE: narrow why VIEW [PATH…] [-t ID…] [--format text|json]

    VIEW is a view's name, plain (TrackRow) or qualified (Library.Row). An unknown name exits 2
    with close matches.
    \(thresholdOptions)
    \(commonOptions)
    """

  static let hot = """
    OVERVIEW: Start a performance review from what changes often. Lists the continuous and
    repeated events (timers, streams, scroll and gesture handlers, actions, responses), busiest
    first, each with its writes (file:line and what runs them) and the bodies it runs that show
    nothing of the change, with why each one runs. For each such run: the proposal that cuts it,
    or, when none does, the transform that came closest and what stopped it. Nothing is written.

    USAGE: narrow hot [PATH…] [-t ID…] [--view NAME] [--format text|json|markdown]

    OPTIONS:
      --view NAME          Only the runs of this view.
    \(thresholdOptions)
    \(commonOptions)
    """

  static let simulate = """
    OVERVIEW: Follow one change through the views, as SwiftUI would: the bodies that read what it
    changes run, then, parents first, each child whose inputs differ (closures always do,
    Equatable values compare with ==, references by identity). Prints each body that runs with
    why, and whether it shows the change, before and after the proposals `diff` would write.
    Nothing is written.

    USAGE: narrow simulate EVENT [PATH…] [-t ID…] [--accept review] [--effect possible] [--format text|json]

    EVENT is a method or closure that writes (Player.tick), or a property (PlayerState.currentTime):
    every write of it. Its rate says how often it happens: continuous (timers, streams, scroll,
    gestures), repeated (actions, responses, onChange), once (initialisers, onAppear, previews,
    tests) or unknown. An event nothing changes exits 2 with close matches.
    \(thresholdOptions)
    \(commonOptions)
    """

  static let graph = """
    OVERVIEW: Draw the update model: views (with how much their body builds), construction edges
    labelled with each input and how SwiftUI compares it (red: never equal), observable properties
    with the views that read them, their writers (busy ones shaded), and the edges a proposal
    would cut (dashed). Output is deterministic.

    USAGE: narrow graph [PATH…] [--view NAME] [--depth N] [--format dot|mermaid|json]

    OPTIONS:
      --view NAME          Only NAME's neighbourhood: what is within --depth steps of it.
      --depth N            How far --view reaches (default 2).
      -t, --transform ID   Transforms whose proposals mark cut edges (default: all).
    \(thresholdOptions)
    \(commonOptions)
    """

  static let config = """
    OVERVIEW: Print the settings a run in PATH would use, each with where it comes from: the command
    line, a configuration file, or Narrow's default.

    USAGE: narrow config [PATH…] [--config FILE] [options]

    The configuration is the nearest .narrow.json in the directory of the paths given or above it
    (every path must share one), or --config FILE. Its keys, all optional:
      "transforms": ["pass-fields", …]        what scan runs without -t
      "large-value": {"fields": 20, "depth": 3}
      "split-observable": {"minimumProperties": 8, "views": 3}
      "exclude": ["Generated/", "*.pb.swift"]  .narrowignore globs, added to those files
      "accept": "review" | "safe"
      "effect": "possible" | "likely"
      "evidence": ["changes.log"]              relative to the configuration file
      "deploymentTarget": {"iOS": "17.0", "macOS": "14.0"}   instead of what Package.swift and
                                               Xcode projects declare
    An unknown key, a value of the wrong type or an unreadable file exits 2, naming the file and key.
    \(thresholdOptions)
    \(commonOptions)
    """

  static let explain = """
    OVERVIEW: Describe a transform: what it does, when it is worth it, what it will not touch, and a
    before/after example.

    USAGE: narrow explain ID
    """

  static let cache = """
    OVERVIEW: Manage the facts Narrow keeps between runs.

    USAGE: narrow cache clear|path [--cache-path DIR]

      clear                Remove every cached entry.
      path                 Print the cache directory.
      --cache-path DIR     The cache to act on (default: $XDG_CACHE_HOME/narrow or ~/.cache/narrow;
                           ~/Library/Caches/narrow on macOS).

    An entry holds one file's facts, found by a hash of Narrow's build, the file's path and its
    bytes: a changed file, or a rebuilt Narrow, never reads an old entry. An entry that is damaged
    is ignored and written again. Entries no run has used for 30 days are removed by the first
    run of a day. Nothing in the cache is needed; clearing it only makes the next run parse every
    file.
    """

  static let transforms = """
    OVERVIEW: List the transforms with their highest verdict and summary.

    USAGE: narrow transforms
    """

  static func text(for command: String?) -> String {
    switch command {
    case "scan": return scan
    case "diff": return diff
    case "apply": return apply
    case "hot": return hot
    case "why": return why
    case "simulate": return simulate
    case "graph": return graph
    case "config": return config
    case "cache": return cache
    case "explain": return explain
    case "transforms": return transforms
    default: return overview
    }
  }
}
