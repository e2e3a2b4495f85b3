@testable import NarrowKit
import Testing

@Suite struct IsolateOnChangeTransformTests {
  /// A view that gives an `ObservableObject` up to the modifier stops running for every published
  /// change of it, not only for what the onChange reads.
  @Test func givingUpAnObservableObjectSparesEveryPublishedChange() throws {
    let source = """
      import SwiftUI

      final class Store: ObservableObject {
        @Published var selection: String?
        @Published var progress = 0.0

        func start() {
          Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.progress += 0.01 }
        }
      }

      final class History {
        func record(_ title: String?) {}
      }

      struct StoreList: View {
        @ObservedObject var store: Store
        let history: History
        @State private var files = ["a", "b"]

        var body: some View {
          List {
            ForEach(files, id: \\.self) { Text($0) }
          }
          .onChange(of: store.selection) { new in history.record(new) }
        }
      }
      """
    var request = RunRequest(paths: [], transformIDs: [IsolateOnChangeTransform.id])
    request.jobs = 1
    let result = Pipeline.run(
      [IsolateOnChangeTransform(options: TransformOptions())],
      on: [SourceFile(path: "Store.swift", bytes: Array(source.utf8))], request: request)
    let proposal = try #require(result.selected.first)
    #expect(proposal.effect.spared.map(\.change).contains("Store.progress"), "\(proposal.effect.spared.map(\.change))")
    #expect(proposal.effect.strength == .likely)
  }
}

@Suite struct IsolateOnChangeMeasuredCostTests {
  private let cheapView = """
    @Observable
    final class Library {
      var selection: String?
    }

    final class History {
      func record(_ title: String?) {}
    }

    struct SelectionSaver: View {
      let library: Library
      let history: History

      var body: some View {
        Text("Saving")
          .onChange(of: library.selection) { _, new in history.record(new) }
      }
    }
    """

  private func run(only targets: [String]) -> RunResult {
    var request = RunRequest(paths: [], transformIDs: [IsolateOnChangeTransform.id])
    request.onlyTargets = targets
    request.minimumEffect = .possible
    request.jobs = 1
    return Pipeline.run(
      [IsolateOnChangeTransform(options: TransformOptions(onlyTargets: targets))],
      on: [SourceFile(path: "Saver.swift", bytes: Array(cheapView.utf8))], request: request)
  }

  @Test func namingTheTargetStandsForAMeasurement() throws {
    let result = run(only: ["SelectionSaver:library.selection"])
    let proposal = try #require(result.selected.first)
    #expect(proposal.verdict == .safe)
    #expect(proposal.evidence.contains { $0.contains("named by --only") })
    #expect(result.changes.first?.newText.contains(".modifier(SelectionChangeModifier(library: library, history: history))") == true)
  }

  @Test func aPatternIsNotAMeasurement() {
    let result = run(only: ["SelectionSaver:*"])
    #expect(result.selected.isEmpty)
    #expect(result.skipped.contains { $0.reason.contains("cost must be established") })
  }
}
