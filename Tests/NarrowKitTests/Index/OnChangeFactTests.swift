import Testing

@testable import NarrowKit

@Suite struct OnChangeFactTests {
  private func facts(_ source: String) -> FileFacts {
    Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1).files[0]
  }

  @Test func readsTheCallItsPiecesAndTheNamesItUses() throws {
    let file = facts("""
      struct Screen: View {
        let model: Model
        @State private var count = 0
        var body: some View {
          let local = 1
          List { ForEach(model.items) { Text($0.name) } }
            .onChange(of: self.model.selection, initial: true) { old, new in
              count += local
              if let handler { handler(new) }
              Task { model.save(new) }
              print(self, $count)
            }
            .padding()
        }
      }
      """)
    let onChange = try #require(file.onChanges.first)
    #expect(onChange.enclosingType == "Screen" && onChange.enclosingMember == "body")
    #expect(onChange.call.text.hasPrefix(".onChange(of:") && onChange.call.text.hasSuffix("}"))
    #expect(onChange.value.text == "self.model.selection")
    #expect(onChange.actionIsClosure && onChange.call.text.contains("initial: true"))
    #expect(onChange.lineIndentation == "      ")
    #expect(onChange.bareSelfUses.map(\.text) == ["self"])

    func use(_ name: String, inValue: Bool = false) throws -> NameUseFact {
      try #require(onChange.names.first { $0.name == name && $0.inValue == inValue })
    }
    #expect(try use("model", inValue: true).expression.text == "self.model")
    #expect(try use("count").access == .write("+="))
    #expect(try use("local").binding == .local(type: "Int"))
    #expect(try use("handler").expression.text == "handler")
    #expect(try use("model").contexts == ["Task"] && use("model").access == .call)
    #expect(onChange.names.contains { $0.name == "count" && $0.isProjection })
    #expect(!onChange.names.contains { $0.name == "new" || $0.name == "old" })

    let builds = try #require(file.memberBuilds.first { $0.enclosingType == "Screen" && $0.enclosingMember == "body" })
    #expect(builds.constructedTypes == ["List", "ForEach", "Text", "Task"])
  }
}
