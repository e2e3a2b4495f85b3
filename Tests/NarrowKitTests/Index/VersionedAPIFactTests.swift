import Testing

@testable import NarrowKit

@Suite struct VersionedAPIFactTests {
  /// `api@line:column` for each use found in `source`.
  private func uses(_ source: String) -> [String] {
    let file = Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1).files[0]
    return file.versionedAPIUses.sorted { $0.location < $1.location }
      .map { "\($0.api.rawValue)@\($0.location.line):\($0.location.column)" }
  }

  @Test func findsTheMacrosOnTheirDeclarations() {
    let found = uses("""
      import SwiftData

      @Model
      final class Item {
        var name = ""
      }

      @Observable final class Library {}

      struct ItemList: View {
        @Query private var items: [Item]
        var body: some View { Text("") }
      }

      @Observable struct NotAClass {}
      """)
    #expect(found == ["modelMacro@3:1", "observableMacro@8:1", "queryMacro@11:3"], "\(found)")
  }

  @Test func tellsTheOnChangeOfTwentyTwentyThreeFromTheOlderOne() {
    let found = uses("""
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          Text("")
            .onChange(of: count) { old, new in print(old, new) }
            .onChange(of: count) { print("changed") }
            .onChange(of: count, initial: true) { value in print(value) }
            .onChange(of: count) { print($1) }
            .onChange(of: count) { (old: Int, new: Int) in print(old) }
            .onChange(of: count) { value in print(value) }
            .onChange(of: count) { print($0) }
            .onChange(of: count, perform: { value in print(value) })
            .onChange(of: count) { _ in Task { await load { print($1) } } }
        }
      }
      """)
    #expect(found == ["onChangeOfInitial@5:7", "onChangeOfInitial@6:7", "onChangeOfInitial@7:7", "onChangeOfInitial@8:7",
      "onChangeOfInitial@9:7"], "\(found)")
  }

  @Test func aUseBehindAnAvailabilityCheckOrAnIfConfigIsNotRecorded() {
    let found = uses("""
      @available(iOS 17, *)
      @Model final class Guarded {}

      extension Library {
        @available(macOS 14, *)
        @Observable final class Nested {}
      }

      #if canImport(SwiftData)
      @Model final class Conditional {}
      #endif

      struct Screen: View {
        @State private var count = 0
        var body: some View {
          if #available(iOS 17, *) {
            Text("").onChange(of: count) { old, new in }
          } else {
            Text("").onChange(of: count) { }
          }
        }

        func later() -> some View {
          guard #available(iOS 17, *) else { return AnyView(Text("")) }
          return AnyView(Text("").onChange(of: count) { })
        }

        @available(iOS 17, *)
        var newer: some View { Text("").onChange(of: count, initial: true) { } }
      }

      #Preview {
        Text("").onChange(of: 1) { }
      }

      struct Plain: View {
        @State private var count = 0
        var body: some View { Text("").onChange(of: count) { } }
      }
      """)
    #expect(found == ["onChangeOfInitial@38:33"], "\(found)")
  }
}
