import NarrowKit
import Testing

@Suite struct IsolateOnChangeTransformTests {
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
