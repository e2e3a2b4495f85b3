import Foundation

/// How a round judges what the transforms found: each proposal simulated on the code its edits
/// write (or, with no edits, by cutting what it spares), side by side.
extension Pipeline {
  /// Each proposal's judgement, in order. A proposal with edits is judged on the code it
  /// writes; one left to people (no edits) by cutting what it would stop from reaching its views.
  /// Each judgement reads the model and builds its own rewritten one, so they run side by side,
  /// one job each: a rewritten model on one thread costs less than several models fighting for
  /// the same cores.
  /// With a cache, a judgement a run before made is kept when nothing it rests on has changed
  /// (`KeptJudgements`), and one made here is kept for the next run.
  static func judge(_ proposals: [Proposal], in model: UpdateModel, alongWith spared: SparedChanges, jobs: Int, cache: FactCache? = nil) -> [Judgement] {
    let codeBytes = model.index.files.reduce(0) { $0 + $1.file.textBytes.count }
    return Parallel.map(proposals, jobs: judgingJobs(jobs, codeBytes: codeBytes, memory: ProcessInfo.processInfo.physicalMemory)) { proposal in
      let kept = KeptJudgements(of: proposal, in: model, cache: cache)
      if let judgement = kept?.judgement() { return judgement }
      let judged = model.judged(proposal.effect, alongWith: spared, rewritten: proposal.edits.isEmpty ? nil : { rewritten(model, by: proposal) })
      kept?.keep(judged)
      return judged.judgement
    }
  }

  /// A rewritten model takes about this many bytes per byte of the code it models: measured at
  /// 130–160 MB beside the first for 6.9 MB of Swift (eight apps, 206k lines).
  static let rewrittenModelBytesPerCodeByte: UInt64 = 24

  /// How many proposals are judged at once: one rewritten model each, alive together, so no more
  /// than a quarter of the machine's memory holds, and never more than the jobs asked. On 16 GiB,
  /// 200k lines take 16 at once and a million lines 5.
  static func judgingJobs(_ jobs: Int, codeBytes: Int, memory: UInt64) -> Int {
    let perModel = max(1, UInt64(codeBytes) * rewrittenModelBytesPerCodeByte)
    return max(1, min(jobs, Int(min(memory / 4 / perModel, UInt64(Int.max)))))
  }

  /// The judgements a run makes of these proposals, all found in one round: what the benchmark
  /// of the stages times.
  public static func judge(_ proposals: [Proposal], in model: UpdateModel, jobs: Int) -> [Judgement] {
    judge(proposals, in: model, alongWith: SparedChanges(proposals.flatMap(\.effect.spared)), jobs: jobs)
  }

  /// The model of the code once the proposal's edits are applied: its files read again, the rest
  /// as they were, on the one thread its judgement runs on.
  private static func rewritten(_ model: UpdateModel, by proposal: Proposal) -> UpdateModel {
    let changed = Dictionary(grouping: proposal.edits, by: \.file).compactMap { path, edits in
      model.index.file(at: path).map { edited($0.file, by: edits).file }
    }
    return UpdateModel(index: reread(model.index, changed, jobs: 1), evidence: model.evidence, rowsOnScreen: model.rowsOnScreen, earlier: model)
  }
}
