import Testing

@testable import NarrowKit

/// What a body depends on is what runs while it runs: code in an action, a gesture, a hover or
/// key handler, a submit, a task or an appearance runs later, and so does a method it calls.
@Suite struct BodyDependencyTests {
  private func index(_ source: String) -> Index {
    Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1)
  }

  static func source(_ modifier: String) -> String {
    """
    import SwiftUI

    @Observable
    final class Editor {
      var draft = ""
      var hovered = false
      func tick() { draft += "." }
    }

    struct EditorScreen: View {
      let editor: Editor
      var body: some View {
        Text("Editor")
          \(modifier)
      }

      private func remember() { print(editor.draft) }
    }
    """
  }

  static let laterClosures = [
    ".onHover { _ in print(editor.draft) }",
    ".onKeyPress { _ in print(editor.draft); return .handled }",
    ".onSubmit { print(editor.draft) }",
    ".onLongPressGesture { print(editor.draft) }",
    ".gesture(DragGesture().onChanged { _ in print(editor.draft) })",
    ".onTapGesture { remember() }",
    ".onHover { _ in remember() }",
    ".task { remember() }",
  ]

  @Test(arguments: laterClosures)
  func aReadOrCallInAClosureThatRunsLaterIsNoDependency(_ modifier: String) {
    let model = UpdateModel(index: index(Self.source(modifier)))
    let runs = model.events(named: "Editor.tick")!.flatMap { model.simulate($0).runs.map(\.view) }
    #expect(runs.isEmpty, "\(modifier) runs later than the body: \(runs)")
  }

  /// A method handed on as a value runs when the holder calls it; a computed property handed on
  /// is read on the spot.
  @Test func aMethodHandedOnIsNoCallButAComputedPropertyIsARead() {
    let handed = UpdateModel(index: index(Self.source(".onSubmit(perform: remember)")))
    #expect(handed.events(named: "Editor.tick")!.flatMap { handed.simulate($0).runs.map(\.view) }.isEmpty)
    let source = Self.source(".help(shown)").replacingOccurrences(of: "  private func remember()", with: "  private var shown: String { editor.draft }\n\n  private func remember()")
    let read = UpdateModel(index: index(source))
    #expect(read.events(named: "Editor.tick")!.flatMap { read.simulate($0).runs.map(\.view) } == ["EditorScreen"])
  }

  @Test func aReadInTheBodyIsOne() {
    let model = UpdateModel(index: index(Self.source(".help(editor.draft)")))
    let runs = model.events(named: "Editor.tick")!.flatMap { model.simulate($0).runs.map(\.view) }
    #expect(runs == ["EditorScreen"])
  }

  /// `state(for: id).progress = p`, with the method's `self` implied, writes `progress` of the
  /// object the method returns, and a row holding that object reads it.
  @Test func aWriteThroughAMethodsResultWritesWhatItReturns() {
    let model = UpdateModel(index: index("""
      import SwiftUI

      @Observable
      final class RowState {
        var progress = 0.0
      }

      @Observable
      final class Store {
        var ids = [1, 2, 3]
        @ObservationIgnored private var states: [Int: RowState] = [:]

        func state(for id: Int) -> RowState {
          if let kept = states[id] { return kept }
          let made = RowState()
          states[id] = made
          return made
        }

        func report(_ progress: Double, for id: Int) {
          state(for: id).progress = progress
        }
      }

      struct Rows: View {
        let store: Store
        var body: some View {
          ForEach(store.ids, id: \\.self) { id in Row(state: store.state(for: id)) }
          ForEach(store.ids, id: \\.self) { id in KeyedRow(id: id, store: store) }
        }
      }

      /// Asks the store for its own state, by the id it alone holds.
      struct KeyedRow: View {
        let id: Int
        let store: Store
        var body: some View { Text("\\(store.state(for: id).progress)") }
      }

      struct Row: View {
        let state: RowState
        var body: some View { Text("\\(state.progress)") }
      }
      """))
    #expect(model.writers(of: "progress", in: "RowState").map(\.scope) == ["Store.report"])
    let runs = model.events(named: "Store.report")!.flatMap { model.simulate($0).runs }
    #expect(Set(runs.map(\.view)) == ["Row", "KeyedRow"] && runs.allSatisfy { $0.instances == .changedRows }, "\(runs)")
  }
}
