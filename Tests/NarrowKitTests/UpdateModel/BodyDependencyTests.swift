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

  @Test func aReadInTheBodyIsOne() {
    let model = UpdateModel(index: index(Self.source(".help(editor.draft)")))
    let runs = model.events(named: "Editor.tick")!.flatMap { model.simulate($0).runs.map(\.view) }
    #expect(runs == ["EditorScreen"])
  }
}
