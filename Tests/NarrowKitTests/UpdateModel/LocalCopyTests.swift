import Testing

@testable import NarrowKit

/// A value unwrapped into a local (`if var track { … }`) is a copy: writing its fields changes
/// the copy, and only storing it back changes what a view shows.
@Suite struct LocalCopyTests {
  @Test func writingAFieldOfAnUnwrappedCopyChangesNothingShown() {
    let source = """
      struct Track {
        var title = ""
      }

      final class Store: ObservableObject {
        @Published var track: Track?
        func rename() {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            if var track = self.track { track.title = "x" }
          }
        }
      }
      """
    let model = UpdateModel(index: Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1))
    let writers = model.writers(of: "title", in: "Track")
    #expect(!writers.isEmpty && writers.allSatisfy(\.isConstruction), "\(writers.map(\.code))")
  }
}
