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
      cache clear  Remove the facts and outputs kept from earlier runs ('cache path' prints where they are).
      recover      Complete or undo an apply that was interrupted (killed, or the machine stopped).
      explain ID   Describe a transform, with a before/after example (`rates`: how rates are found).
      transforms   List the transforms.
      report --html FILE  Write one page to look at: busy events, proposals with diffs, update graphs.
      instrument   Make a debug build log why chosen views' bodies run, for --evidence.
      completions SHELL  Print a completion script for bash, zsh or fish.

    Run 'narrow <command> --help' for a command's options. 'narrow --version' prints the version.
    Exit codes: 0 success, 1 work found (with --exit-code or --strict), 2 usage error, unreadable
    input, or output that cannot be written.
    """

  static let scan = """
    OVERVIEW: List every opportunity and every skipped candidate. Nothing is written.

    USAGE: narrow scan [-t ID…] [options] [PATH…]

    PATH defaults to the current directory. Directories are searched for .swift files; .build, .git,
    DerivedData, Pods, Carthage, .swiftpm and the globs in .narrowignore files are skipped.

    By default each proposal is one line with its effect below it, and the skipped candidates
    are counted on one line; --skipped lists them, --verbose prints every detail.
    """

  static let diff = """
    OVERVIEW: Print what 'apply' would write, as a unified diff on standard output (for git apply or
    patch -p1). The report goes to standard error. Nothing is written.

    USAGE: narrow diff -t ID [-t ID…] [options] [PATH…]

    """

  static let apply = """
    OVERVIEW: Write the changes of the named transforms in place. Each file is written atomically, only
    if it is unchanged since it was read and the result has no new syntax errors. The report goes to
    standard error.

    USAGE: narrow apply -t ID [-t ID…] [options] [PATH…]

    Safe proposals whose effect is likely or measured are written; review ones only with --accept
    review (or --only naming them); possible ones only with --effect possible; manual ones never. Files with uncommitted git changes, or outside a git repository, are refused
    unless --allow-dirty is given.

    """

  static let why = """
    OVERVIEW: Say in words everything that can run VIEW's body again: its inputs (how SwiftUI
    compares each, what is passed at each construction site and who writes it), the observable
    properties it reads (with their writers), its environment values and state; and for each
    cause, the proposal that would cut it or why the transforms leave it. Nothing is written.

    USAGE: narrow why VIEW [PATH…] [-t ID…] [--format text|json]

    VIEW is a view's name, plain (TrackRow) or qualified (Library.Row). An unknown name exits 2
    with close matches.
    """

  static let hot = """
    OVERVIEW: Start a performance review from what changes often. Lists the continuous and
    repeated events (timers, streams, scroll and gesture handlers, actions, responses), busiest
    first, each with its writes (file:line and what runs them) and the bodies it runs that show
    nothing of the change, with why each one runs. For each such run: the proposal that cuts it,
    or, when none does, the transform that came closest and what stopped it. Nothing is written.

    USAGE: narrow hot [PATH…] [-t ID…] [--view NAME] [--format text|json|markdown]

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
    tests) or unknown. An event nothing changes exits 2 with close matches. `>` may stand for the
    `›` in an event's name (`FeedScreen.body > onScrollGeometryChange`).
    """

  static let graph = """
    OVERVIEW: Draw the update model: views (with how much their body builds), construction edges
    labelled with each input and how SwiftUI compares it (red: never equal), observable properties
    with the views that read them, their writers (busy ones shaded), and the edges a proposal
    would cut (dashed). Output is deterministic.

    USAGE: narrow graph [PATH…] [--view NAME] [--depth N] [--format dot|mermaid|json]

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
      "evidence": ["changes.log"]              relative to the configuration file, and inside its
                                               directory once links are resolved
      "deploymentTarget": {"iOS": "17.0", "macOS": "14.0"}   instead of what Package.swift,
                                               Xcode projects and .xcconfig files declare
      "platform": "iOS"                        read the #if branches an iOS build takes (also
                                               macOS, tvOS, watchOS, visionOS); without it, every
                                               branch
    An unknown key, a value of the wrong type or an unreadable file exits 2, naming the file, the
    line and column, and the key.
    """

  static let explain = """
    OVERVIEW: Describe a transform: what it does, when it is worth it, what it will not touch, and a
    before/after example. `narrow explain rates` says how Narrow finds how often code runs, with
    the catalogue of APIs it knows; `narrow explain costs` how it weighs a body run, with the
    calls it counts as costly.

    USAGE: narrow explain ID
           narrow explain rates
           narrow explain costs
           narrow explain --format markdown

    `--format markdown` writes the reference of every transform, as Docs/Transforms.md holds it.
    """

  static let cache = """
    OVERVIEW: Manage the facts Narrow keeps between runs.

    USAGE: narrow cache clear|path [--cache-path DIR]

      clear                Remove every cached entry.
      path                 Print the cache directory.

    An entry holds one file's facts, found by a hash of Narrow's build, the file's path and its
    bytes: a changed file, or a rebuilt Narrow, never reads an old entry. An entry that is damaged
    is ignored and written again. Entries no run has used for 30 days are removed by the first
    run of a day. The cache also keeps what the last few scans printed, each under a hash of
    everything it depends on (every file read, the configuration, baseline and evidence files,
    the command line and directory, whether colour is on): a scan with all of them unchanged
    prints the same without indexing. Nothing in the cache is needed; clearing it only makes the
    next run parse every file.
    """

  static let recover = """
    OVERVIEW: Complete or undo an apply that was interrupted in the current directory, as the
    journal it left (.narrow-journal) says. Other commands only report such a journal, and apply
    will not start over it.

    USAGE: narrow recover

    An apply killed before it replaced any file is undone; one killed while replacing files is
    completed; one killed while its --verify command ran is undone. A file is completed or put
    back only if it holds exactly what Narrow read or wrote: a file changed since is left as it
    is, and named.

    The journal is acted on only if this user's narrow wrote it in this directory: it must be a
    file this user owns that others cannot write, its token must match the one kept in the cache
    directory, and every file it names must lie inside this directory, with the temporary names
    Narrow gives. Anything else is reported and left alone (exit 2), and nothing is written.
    """

  static let transforms = """
    OVERVIEW: List the transforms with their highest verdict and summary.

    USAGE: narrow transforms
    """

  static let report = """
    OVERVIEW: Write one self-contained HTML page (no script, nothing loaded from elsewhere): the busy
    events 'hot' lists, each with the bodies it runs before and after the proposals 'diff' would
    write, every proposal with its effect and its own diff, and the update graph around each view
    an event runs for nothing, drawn inline. Open it in any browser.

    USAGE: narrow report --html FILE [PATH…] [-t ID…] [--accept review] [--effect possible] [--limit N]
    """

  static let instrument = """
    OVERVIEW: Insert, at the top of chosen views' bodies, the lines that make a debug build log why
    each body ran, so that the evidence comes from your own run:

        #if DEBUG
        let _ = Self._logChanges()  // added by narrow instrument
        #endif

    `_logChanges()` writes to the unified log and needs iOS 17 or macOS 14; where the code may be
    built for less, `_printChanges()` prints to the console instead. Run the app, save the log
    (`log show --predicate 'subsystem == "com.apple.SwiftUI"' > changes.log`, or the console
    output), and give it to --evidence: effects of the views it names become `measured`.
    '--remove' takes out exactly the lines instrument wrote, and nothing else. Files are written
    as 'apply' writes them: refused when they have uncommitted changes (--allow-dirty), with
    --verify, and undone by 'narrow recover' when interrupted.

    USAGE: narrow instrument --views A,B [PATH…]
           narrow instrument --hot [--limit N] [PATH…]
           narrow instrument --remove [PATH…]
    """

  static let completions = """
    OVERVIEW: Print a completion script for a shell: commands, their options, the values an option
    takes (formats, transform ids, files) and files for paths.

    USAGE: narrow completions bash|zsh|fish

      bash   eval "$(narrow completions bash)" in ~/.bashrc
      zsh    source <(narrow completions zsh) in ~/.zshrc, after compinit
      fish   narrow completions fish > ~/.config/fish/completions/narrow.fish
    """

  static func text(for command: String?) -> String {
    let prose = self.prose(for: command)
    guard let command, let spec = CommandSpec.all[command] else { return prose }
    return prose + "\n\nOPTIONS:\n" + (spec.options.map { option(option: $0, of: command, spec: spec) } + [Self.help]).joined(separator: "\n")
  }

  private static func prose(for command: String?) -> String {
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
    case "recover": return recover
    case "explain": return explain
    case "transforms": return transforms
    case "completions": return completions
    case "instrument": return instrument
    case "report": return report
    default: return overview
    }
  }
}
