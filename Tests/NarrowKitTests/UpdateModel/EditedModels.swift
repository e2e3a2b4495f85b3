@testable import NarrowKit

/// The models of code with one file edited, for the tests of what a model of edited code keeps:
/// the model of the code as it was (`base`), the model of the edited code read from it (`kept`),
/// and the same edited code modelled from nothing (`fresh`).
struct EditedModels {
  let base: UpdateModel
  let kept: UpdateModel
  let fresh: UpdateModel

  /// `files` with `path` rewritten as `source`; `prepare` asks the base model what it is to have
  /// worked out before the edited model is read from it.
  init(_ files: [String: String], editing path: String, to source: String, prepare: (UpdateModel) -> Void = { _ in }) {
    base = UpdateModel(index: Index.build(Self.sources(files), jobs: 1))
    prepare(base)
    let changed = FileParser.facts(for: Self.sources([path: source]), jobs: 1, cache: nil).facts
    kept = UpdateModel(index: base.index.replacing(changed, jobs: 1), earlier: base)
    var after = files
    after[path] = source
    fresh = UpdateModel(index: Index.build(Self.sources(after), jobs: 1))
  }

  private static func sources(_ files: [String: String]) -> [SourceFile] {
    files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
  }
}
