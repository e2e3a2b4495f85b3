/// What a judgement of a proposal with edits read of the code outside the files it edits: the
/// events that write what it spares, each run through the code as it stands, and the files that
/// declare the types whose runs and values it weighed. A later run may keep the judgement while
/// all of this is the same and the proposal's own files are too (`Pipeline.KeptJudgements`).
///
/// Why these: the judgement compares each event's runs before the rewrite with its runs in the
/// rewritten code, which is this code with the proposal's files replaced. Before, the simulation
/// itself is the basis: an edit that changes which bodies run, why, how often, in which rows or
/// through how many of the places that build them, or an event's writes or pace, changes it.
/// After, the views that run are written down with the judgement (`UpdateModel.Judged`), and the
/// files that declare them are part of the basis, as are those of every view that runs before and
/// every type whose value an event changes: what decides how a body runs and what it weighs (its
/// reads, how it compares its inputs, its body's cost, what a value holds) is declared there.
struct JudgementBasis: Sendable, Hashable, Codable {
  /// Each event that writes a change the proposal spares, as it runs before the rewrite, in the
  /// order the judgement takes them.
  var simulations: [Simulation]
  /// For each type the judgement looked at: the files that declare or extend it, each as its path
  /// and a digest of its text.
  var files: [String: [String]]

  /// As it reads back from a cache entry, where each event's writers keep only the fields their
  /// encoding holds (`Writer.asEncoded`): a basis worked out again compares equal to a decoded one
  /// exactly when they agree on what the entry can hold. Made in place, since encoding and decoding
  /// every simulation again cost a tenth of a scan after an edit.
  func asKept() -> JudgementBasis {
    var kept = self
    for position in kept.simulations.indices {
      kept.simulations[position].event.writers = kept.simulations[position].event.writers.map(\.asEncoded)
    }
    return kept
  }
}

extension UpdateModel {
  /// The events that write what the effect spares, busiest first, then by name.
  func events(writingWhatIsSparedBy effect: Effect) -> [Event] {
    var events: [String: Event] = [:]
    for change in effect.spared {
      let names = self.names(ofChange: change.change)
      guard names.count >= 2 else { continue }
      for event in self.events(writing: names[1], in: names[0]) { events[event.name] = event }
    }
    return events.values.sorted { ($0.rate, $0.name) < ($1.rate, $1.name) }
  }

  /// The basis of a judgement of `effect` in this model, with the files of `types` (what the
  /// rewritten code's runs read: `Judged.rewrittenRuns`) besides those of every view that runs
  /// before the rewrite and every type whose value an event changes. Nil when no event writes
  /// what it spares: such a judgement builds no rewritten model, and is made again each run.
  func judgementBasis(of effect: Effect, reading types: Set<String>) -> JudgementBasis? {
    let events = events(writingWhatIsSparedBy: effect)
    guard !events.isEmpty else { return nil }
    let simulations = events.map { simulate($0) }
    var looked = types
    for simulation in simulations {
      looked.formUnion(simulation.runs.map(\.view))
      looked.formUnion(simulation.event.changes.compactMap { Index.ownerAndMember(ofPair: $0)?.owner })
      looked.formUnion(simulation.runs.flatMap(\.onlyWhenChanging).compactMap { Index.ownerAndMember(ofPair: $0)?.owner })
    }
    return JudgementBasis(simulations: simulations, files: Dictionary(uniqueKeysWithValues: looked.map { ($0, filesDeclaring($0)) }))
  }

  /// The files that declare or extend the type, as `path digest`, in path order. A type another
  /// file declares under the same simple name changes how the name is looked up where code writes
  /// it, which the runs before show; the rewritten code's new types are named apart from every
  /// type of the code by the transforms themselves.
  private func filesDeclaring(_ type: String) -> [String] {
    Set((index.typesByKey[type] ?? []).map(\.location.file)).sorted().map { "\($0) \(index.textDigest(ofFile: $0))" }
  }
}
