import Testing

@testable import NarrowKit

@Suite struct SkipEqualWritesTransformTests {
  private func proposal(_ source: String) -> Proposal? {
    var request = RunRequest.scan(paths: [], transformIDs: [SkipEqualWritesTransform.id])
    request.jobs = 1
    let result = Pipeline.run([SkipEqualWritesTransform(options: TransformOptions())], on: sourceFiles(["A.swift": source]),
      request: request, scope: ScanScope())
    return result.proposals.first
  }

  /// A guard on the value the event writes spares only the writes that repeat it: a Boolean set
  /// from a busy event is not known to repeat, as a Boolean worked out from busier inputs is.
  @Test func aGuardedBooleanTheEventWritesIsOnlyPossible() throws {
    let source = """
      final class Search: ObservableObject {
        @Published var isLoading = false
        @Published var results: [String] = []
        func start() { Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.isLoading = true } }
      }

      struct SearchScreen: View {
        @ObservedObject var search: Search
        var body: some View {
          VStack {
            Text(search.isLoading ? "searching" : "done")
            List(search.results, id: \\.self) { Text($0) }
          }
        }
      }
      """
    let guarded = try #require(proposal(source))
    #expect(guarded.effect.strength == .possible, "\(guarded.effect)")
    #expect(guarded.effect.notes.contains("it spares body runs only for the writes that assign Search.isLoading the value it already holds, and how often that happens the code does not say"), "\(guarded.effect.notes)")
  }
}
