import Testing

@testable import NarrowKit

/// Types are told apart by where Swift declares them: two nested types of one simple name are two
/// types, each under its full path, and so are two top-level types of one name in two modules.
/// Code inside a type, and a type named inside it, mean that type and no other.
@Suite struct TypeKeyTests {
  private func index(_ files: [(path: String, source: String)], modules: ModuleMap = ModuleMap()) -> Index {
    Index.build(files.map { SourceFile(path: $0.path, bytes: Array($0.source.utf8)) }, modules: modules, jobs: 1)
  }

  /// Three screens, each with its own `ViewModel` declared in an extension, as SwiftUI code often
  /// nests a view's model. Only the downloads screen's model ticks.
  static func screen(_ name: String, ticking: Bool) -> String {
    """
    struct \(name): View {
      @StateObject private var model = ViewModel()
      var body: some View { Text("\\(model.progress)") }
    }

    extension \(name) {
      final class ViewModel: ObservableObject {
        @Published var progress = 0.0
        func start() {
          \(ticking ? "Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.progress += 0.1 }" : "progress = 1")
        }
      }
    }
    """
  }

  static let screens = [
    (path: "Downloads.swift", source: screen("DownloadsScreen", ticking: true)),
    (path: "Library.swift", source: screen("LibraryScreen", ticking: false)),
    (path: "Search.swift", source: screen("SearchScreen", ticking: false)),
  ]

  @Test func nestedTypesOfOneSimpleNameAreEachKeyedByTheirPath() {
    let index = index(Self.screens)
    #expect(index.declaration(named: "DownloadsScreen.ViewModel")?.qualifiedName == "DownloadsScreen.ViewModel")
    // The simple name alone names none of them: only the scope it is written in tells which.
    #expect(index.declaration(named: "ViewModel") == nil)
    #expect(index.propertyType("model", in: "DownloadsScreen") == "DownloadsScreen.ViewModel")
    #expect(index.propertyType("model", in: "SearchScreen") == "SearchScreen.ViewModel")
  }

  @Test func aTickInOneNestedModelRunsOnlyTheViewThatObservesIt() throws {
    let model = UpdateModel(index: index(Self.screens))
    let writers = model.writers(of: "progress", in: "DownloadsScreen.ViewModel")
    #expect(writers.map(\.runner) == [.timer])
    #expect(model.writers(of: "progress", in: "SearchScreen.ViewModel").map(\.runner) == [.method])
    let events = try #require(model.events(named: "DownloadsScreen.ViewModel.progress"))
    let views = Set(events.flatMap { model.simulate($0).runs.map(\.view) })
    #expect(views == ["DownloadsScreen"])
  }

  @Test func aSimpleNameNoOtherTypeSharesStaysTheKey() {
    let index = index([(path: "A.swift", source: """
      struct Shelf: View {
        let model: Shelf.Model
        var body: some View { Text(model.title) }
        final class Model { var title = "" }
      }
      """)])
    #expect(index.declaration(named: "Model")?.name == "Model")
    #expect(index.propertyType("model", in: "Shelf") == "Model")
  }

  /// A phone and a watch app each declare a top-level `PlayerManager`: two types.
  @Test func topLevelTypesOfOneNameInTwoModulesAreTwoTypes() throws {
    let manager = { (interval: Int) in
      """
      final class PlayerManager: ObservableObject {
        @Published var elapsed = 0
        func start() { Timer.scheduledTimer(withTimeInterval: \(interval), repeats: true) { _ in self.elapsed += 1 } }
      }
      struct NowPlaying: View {
        @ObservedObject var manager: PlayerManager
        var body: some View { Text("\\(manager.elapsed)") }
      }
      """
    }
    let modules = ModuleMap(moduleByPath: ["Phone/Player.swift": "Phone", "Watch/Player.swift": "Watch"])
    let index = index([(path: "Phone/Player.swift", source: manager(1)), (path: "Watch/Player.swift", source: manager(2))], modules: modules)
    #expect(Set(index.declarations(named: "PlayerManager").map(\.name)) == ["Phone.PlayerManager", "Watch.PlayerManager"])
    #expect(index.propertyType("manager", in: "Watch.NowPlaying") == "Watch.PlayerManager")
    let model = UpdateModel(index: index)
    let watchTicks = try #require(model.events(named: "Watch.PlayerManager.elapsed"))
    let views = Set(watchTicks.flatMap { model.simulate($0).runs.map(\.view) })
    #expect(views == ["Watch.NowPlaying"])
  }

  @Test func keyingFactsTwiceChangesNothing() {
    let index = index(Self.screens)
    let rebuilt = index.replacing([index.files[0]])
    #expect(rebuilt.files == index.files)
    #expect(rebuilt.propertyType("model", in: "DownloadsScreen") == "DownloadsScreen.ViewModel")
  }
}
