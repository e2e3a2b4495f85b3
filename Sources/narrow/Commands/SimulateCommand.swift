import NarrowKit

extension Command {
  static let simulate = Command(
    name: "simulate", usage: "simulate EVENT",
    summary: "Follow one change through the views: the bodies it runs, in order and why, before and after the proposals.",
    help: """
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
      """,
    options: ["--transform", "--accept", "--effect", "--format"] + thresholds + reading, formats: [.text, .json],
    interruptedApply: .mentions, run: Commands.simulate)
}

extension Commands {
  /// `simulate EVENT [PATH…]`: the bodies the event runs, in order and why, before and after the
  /// proposals `diff` would write.
  fileprivate static func simulate(_ arguments: Arguments) throws -> Outcome {
    let (name, result, jobs) = try runAbout(arguments, missing: "simulate needs an event: a method (Player.tick) or a property (Player.currentTime)")
    guard let events = result.model.events(named: name) else {
      let near = result.model.eventNames(near: name)
      throw Arguments.UsageError(message: "nothing in the scanned code changes \(name) after it is built"
        + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
    }
    let after = result.modelAfterChanges(jobs: jobs)
    let report = events.map { event in
      SimulationReport(event: event, before: result.model.simulate(event),
        after: (after.events(named: event.name)?.first).map { after.simulate($0) }, proposals: result.selected.map { "\($0.transform) \($0.target)" },
        held: result.held.filter { $0.proposal.effect.events.contains { $0.event == event.name } }
          .map { "\($0.proposal.transform) \($0.proposal.target): \($0.reason)" })
    }
    if arguments.format == .json { return Outcome(stdout: try JSONOutput.text(of: report)) }
    var lines: [String] = []
    for simulation in report {
      let event = simulation.event
      lines.append("\(event.name) (\(Pacing.said(event.rate, event.pacing))) changes \(event.changes.sorted().joined(separator: ", ")):")
      lines += event.writers.prefix(5).map { "  written \($0.description)" }
      lines += section("Before:", simulation.before)
      if simulation.proposals.isEmpty {
        lines.append(simulation.held.isEmpty ? "No proposal changes this." : "No proposal diff writes changes this.")
      } else if let after = simulation.after {
        lines += section("After \(simulation.proposals.joined(separator: ", ")):", after)
      }
      // What `hot` names as cutting a run may wait on an option: say which, as `scan` does.
      lines += simulation.held.map { "Held, not in the after: \($0)" }
    }
    return Outcome(stdout: LineEscaping.joined(lines) + "\n")
  }

  struct SimulationReport: Encodable {
    var event: Event
    var before: Simulation
    var after: Simulation?
    var proposals: [String]
    /// Proposals whose effect names this event but that `diff` would not write, with why.
    var held: [String]
  }

  private static func section(_ title: String, _ simulation: Simulation) -> [String] {
    guard !simulation.runs.isEmpty else { return [title, "  no body runs"] }
    return [title] + simulation.runs.enumerated().flatMap { number, run in
      let when = (run.inRows && !run.rowsOnly ? run.instances == .changedRows ? " (only the row it changes)" : " (every row on screen)" : "")
        + (run.presentedBy.map { " (only while its \($0) content is shown)" } ?? "")
        + (run.onlyWhenChanging.isEmpty ? "" : " (only when \(run.onlyWhenChanging.sorted().joined(separator: " or ")) changes value)")
      return ["  \(number + 1). \(run.view)\(run.rowsOnly ? " (its rows only)" : run.displaysChange ? "" : " (shows nothing of the change)")\(when)"]
        + run.why.map { "       \($0)" }
    }
  }
}
