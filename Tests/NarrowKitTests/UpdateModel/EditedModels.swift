import Testing

@testable import NarrowKit

/// The models of code with one file edited, for the tests of what a model of edited code keeps:
/// the model of the code as it was (`base`), the model of the edited code read from it (`kept`),
/// and the same edited code modelled from nothing (`fresh`).
struct EditedModels {
  /// Where the model of edited code takes the earlier code's work from.
  enum Earlier: CaseIterable, CustomTestStringConvertible {
    /// The model of the code as it was, in the same run (`Index.replacing`).
    case sameRun
    /// What the run over the code as it was kept in the cache, read back (`EarlierRun`).
    case lastRun

    var testDescription: String { self == .sameRun ? "within a run" : "from the last run" }
  }

  let base: UpdateModel
  let kept: UpdateModel
  let fresh: UpdateModel

  /// `files` with `path` rewritten as `source`; `prepare` asks the base model what it is to have
  /// worked out before the edited model is read from it.
  init(
    _ files: [String: String], editing path: String, to source: String, from earlier: Earlier = .sameRun,
    prepare: (UpdateModel) -> Void = { _ in }
  ) {
    var after = files
    after[path] = source
    self.init(files, becoming: after, from: earlier, prepare: prepare)
  }

  /// `files` becoming `after`, which may add files or leave some out (only from the last run:
  /// a run reads the same files again).
  init(_ files: [String: String], becoming after: [String: String], from earlier: Earlier, prepare: (UpdateModel) -> Void = { _ in }) {
    base = UpdateModel(index: Index.build(Self.sources(files), jobs: 1))
    prepare(base)
    switch earlier {
    case .sameRun:
      let changed = FileParser.facts(for: Self.sources(after.filter { files[$0.key] != $0.value }), jobs: 1, cache: nil).facts
      kept = UpdateModel(index: base.index.replacing(changed, jobs: 1), earlier: base)
    case .lastRun:
      let (run, lastRun) = KeptRun.read(KeptRun.written(base)!)!
      kept = UpdateModel(
        index: Index.build(Self.sources(after), jobs: 1).keeping(run), evidence: RunEvidence(), rowsOnScreen: BodyRun.screenful,
        earlier: nil, lastRun: lastRun)
    }
    fresh = UpdateModel(index: Index.build(Self.sources(after), jobs: 1))
  }

  static func sources(_ files: [String: String]) -> [SourceFile] {
    files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
  }
}
