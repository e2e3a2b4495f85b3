import Foundation

/// Judgements of proposals with edits, kept in the fact cache between runs. Judging a proposal
/// builds a model of the code its edits write and runs its events through it: most of a scan
/// after an edit. A later run that finds the same proposal keeps its judgement when nothing it
/// rests on has changed:
/// - the key: the proposal (its transform, target, edits and effect as found), the texts of the
///   files it edits, and the run's settings that shape a model (rows on screen, deployment
///   targets, the platform of each file);
/// - the basis (`JudgementBasis`): each event that writes what it spares, run through the code
///   as it stands, and the digests of the files that declare every type the judgement weighed.
/// A proposal judged with run-time evidence is never kept: the evidence is not in the key.
struct KeptJudgements {
  let cache: FactCache
  let key: String
  /// The proposal's effect as this run found it, and the model of the code as it stands.
  private let effect: Effect
  private let model: UpdateModel

  /// Nil when the judgement is not one to keep: no edits (it is judged by cutting, without a
  /// rewritten model) or evidence given.
  init?(of proposal: Proposal, in model: UpdateModel, cache: FactCache?) {
    guard let cache, !proposal.edits.isEmpty, model.evidence.isEmpty, let effect = try? Self.encoder.encode(proposal.effect) else { return nil }
    let index = model.index
    var digest = ContentDigest()
    var parts = ["judgement 1", "\(model.rowsOnScreen)", proposal.transform, proposal.target, String(decoding: effect, as: UTF8.self)]
    parts += index.deploymentTargets.summaries
    parts.append(index.configured.configurations.platform?.rawValue ?? "every platform")
    parts += index.configured.configurations.platformByFile.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.rawValue)" }
    for edit in proposal.edits { parts += [edit.file, "\(edit.range.start) \(edit.range.end)", edit.replacement] }
    for path in Set(proposal.edits.map(\.file)).sorted() { parts += [path, index.textDigest(ofFile: path)] }
    parts.forEach { digest.addPart($0) }
    self.cache = cache
    key = digest.value
    self.effect = proposal.effect
    self.model = model
  }

  /// The judgement kept for this proposal, when the code it rests on is as it was.
  func judgement() -> Judgement? {
    guard let bytes = cache.entry(.judgement, forKey: key), let record = try? JSONDecoder().decode(Record.self, from: Data(bytes)),
      model.judgementBasis(of: effect, reading: Set(record.reading))?.asKept() == record.basis
    else { return nil }
    switch record.outcome {
    case .sparesNothing(let reason): return .sparesNothing(reason)
    case .spares(var judged):
      // The spared changes as this run found them: the encoding leaves out some of a writer's fields.
      judged.spared = effect.spared
      return .spares(judged)
    }
  }

  /// Keeps the judgement with its basis, when it has one.
  func keep(_ judged: UpdateModel.Judged) {
    guard let basis = model.judgementBasis(of: effect, reading: judged.rewrittenRuns) else { return }
    let outcome: Outcome = switch judged.judgement {
    case .spares(let effect): .spares(effect)
    case .sparesNothing(let reason): .sparesNothing(reason)
    }
    guard let bytes = try? Self.encoder.encode(Record(reading: judged.rewrittenRuns.sorted(), basis: basis, outcome: outcome)) else { return }
    cache.store([UInt8](bytes), as: .judgement, forKey: key)
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()

  private struct Record: Codable {
    /// What the rewritten code's runs read (`UpdateModel.Judged.rewrittenRuns`).
    var reading: [String]
    var basis: JudgementBasis
    var outcome: Outcome
  }

  private enum Outcome: Codable {
    case spares(Effect)
    case sparesNothing(String)
  }
}
