import NarrowKit

extension Command {
  static let why = Command(
    name: "why", usage: "why VIEW",
    summary: "Say everything that can run a view's body again, and what would cut each cause.",
    help: """
      OVERVIEW: Say in words everything that can run VIEW's body again: its inputs (how SwiftUI
      compares each, what is passed at each construction site and who writes it), the observable
      properties it reads (with their writers), its environment values and state; and for each
      cause, the proposal that would cut it or why the transforms leave it. Nothing is written.

      USAGE: narrow why VIEW [PATH…] [-t ID…] [--format text|json]

      VIEW is a view's name, plain (TrackRow) or qualified (Library.Row). An unknown name exits 2
      with close matches.
      """,
    options: ["--transform", "--format"] + thresholds + reading, formats: [.text, .json],
    interruptedApply: .mentions, run: Commands.why)
}

extension Commands {
  /// `why VIEW [PATH…]`: everything that can run the view's body, and what would cut each cause.
  fileprivate static func why(_ arguments: Arguments) throws -> Outcome {
    let (name, result, _) = try runAbout(arguments, missing: "why needs a view name", scanning: true)
    let model = result.model
    guard let causes = model.causes(of: name, proposals: result.proposals, skipped: result.skipped) else {
      throw unknownView(name, in: model)
    }
    if arguments.format == .json { return Outcome(stdout: try JSONOutput.text(of: causes)) }
    var lines = ["\(causes.view) (\(causes.location)) runs its body again when:"]
    for (title, group) in [("Inputs", causes.inputs), ("Observation", causes.observed), ("Environment and state", causes.environmentAndState)] where !group.isEmpty {
      lines.append("\(title):")
      for cause in group {
        lines.append("  - \(cause.cause)")
        lines += cause.details.map { "      \($0)" }
        if let cut = cause.cutBy { lines.append("      cut by: \(cut)") }
        lines += cause.notCut.map { "      not cut: \($0)" }
      }
    }
    if !causes.events.isEmpty {
      lines.append("Events that run it (simulated):")
      for run in causes.events.prefix(10) {
        lines.append("  - \(run.event) (\(Pacing.said(run.rate, run.pacing)))")
        lines += run.why.map { "      \($0)" }
      }
      if causes.events.count > 10 { lines.append("  and \(causes.events.count - 10) more; --format json lists them all") }
    }
    if causes.inputs.isEmpty && causes.observed.isEmpty && causes.environmentAndState.isEmpty {
      lines.append("  nothing but its parent building it anew with a different identity")
    }
    return Outcome(stdout: LineEscaping.joined(lines) + "\n")
  }
}
