import Testing

@testable import NarrowKit

@Suite struct UpdateModelTests {
  private func model(_ source: String) -> UpdateModel {
    UpdateModel(index: Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1))
  }

  static let store = """
    struct Item { var stock: Int; var isFavorite: Bool; var name: String }

    @Observable
    final class Store {
      var items: [Item] = []
      var elapsed = 0
      var query = ""

      init() {
        elapsed = 0
      }

      func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.elapsed += 1 }
        Task { for await _ in updates() { items[0].stock -= 1 } }
      }

      func favorite(_ index: Int) {
        items[index].isFavorite.toggle()
      }

      func rename(_ index: Int, to name: String) {
        self.items[index].name = name
      }
    }

    struct Search: View {
      @Bindable var store: Store
      var body: some View {
        TextField("Search", text: $store.query)
        Button("Favorite") { store.favorite(0) }
      }
    }
    """

  @Test func writesAreFoundWithWhatRunsThem() {
    let model = model(Self.store)
    #expect(model.writers(of: "elapsed", in: "Store").map(\.runner) == [.timer, .initializer])
    #expect(model.writers(of: "stock", in: "Item").map(\.runner) == [.stream], "an element written in a for-await loop")
    let favorite = model.writers(of: "isFavorite", in: "Item")
    #expect(favorite.map(\.runner) == [.action], "toggle() in a method called from a button")
    #expect(favorite.first?.via?.contains("in Store.favorite, called by an action at A.swift:31:") == true, "\(favorite)")
    #expect(model.writers(of: "name", in: "Item").map(\.runner) == [.method], "a method no caller of which is seen")
    #expect(model.writers(of: "query", in: "Store").map(\.runner) == [.input], "a binding handed to a text field")
    #expect(model.writers(of: "items", in: "Store").count == 3, "every write inside the array is a write of it")
  }

  @Test func inputsCompareAsSwiftUICompares() {
    let model = model("""
      protocol Shape {}
      struct Point: Equatable { var x: Int; var label: String }
      struct Size { var width: Int; var unit: String }
      struct Offset: Equatable {
        var dx: Int
        static func == (lhs: Offset, rhs: Offset) -> Bool { true }
      }
      final class Box {}
      struct Card: View {
        let title: String
        let point: Point
        let size: Size
        let offset: Offset
        let box: Box
        let onTap: () -> Void
        let shape: any Shape
        let plain: Shape
        let badge: AnyView
        @State private var isOn = false
        @Binding var count: Int
        var body: some View { Text(title) }
      }
      """)
    let card = model.index.declaration(named: "Card")!
    let comparisons = model.inputs(of: card).compactMap { input -> String? in
      if case .value(let property, let comparison) = input { return "\(property.name): \(UpdateModel.phrase(comparison))" }
      return nil
    }
    #expect(comparisons == [
      "title: plain data, compared bitwise",
      "point: Equatable, compared with ==",
      "size: compared field by field",
      "offset: plain data, compared bitwise",
      "box: a reference, compared by identity",
      "onTap: a closure: never equal, so the view runs whenever its parent does",
      "shape: an existential, which SwiftUI cannot compare: never equal, so the view runs whenever its parent does",
      "plain: Shape, a protocol used as a type, which SwiftUI cannot compare: never equal, so the view runs whenever its parent does",
      "badge: AnyView: never equal, so the view runs whenever its parent does",
    ])
    #expect(model.alwaysDifferentInputs(of: card).map(\.property.name) == ["onTap", "shape", "plain", "badge"])
  }

  /// A global actor or `@available` before a wrapper, or on a plain input, changes nothing of how it compares.
  @Test func aViewsInputsAreTakenByTheirWrappersNotByTheFirstAttribute() throws {
    let model = model("""
      final class Store: ObservableObject { @Published var count = 0 }
      @propertyWrapper struct Clamped { var wrappedValue: Int }
      struct Counter: View {
        @MainActor @ObservedObject var store: Store
        @available(*, deprecated) let title: String
        @MainActor @Clamped var step: Int
        var body: some View { Text(title) }
      }
      """)
    let counter = try #require(model.index.declaration(named: "Counter"))
    let phrases = model.inputs(of: counter).map(UpdateModel.phrase)
    #expect(phrases == [
      "store, an ObservableObject: every published change runs the view",
      "input title: plain data, compared bitwise",
      "step, behind @Clamped",
    ])
  }

  @Test func aSiblingInputAsBusyAsTheSparedFieldsLowersTheEffectToPossible() throws {
    var request = RunRequest(paths: [], transformIDs: [PassFieldsTransform.id])
    request.minimumEffect = .possible
    let source = """
      struct Track { var title: String; var playCount: Int }
      @Observable
      final class Player {
        var track = Track(title: "", playCount: 0)
        var currentTime = 0.0
        func start() {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.track.playCount += 1
            self.currentTime += 1
          }
        }
      }
      struct Progress: View {
        let track: Track
        let currentTime: Double
        var body: some View { Text("\\(track.title) \\(currentTime)") }
      }
      struct Screen: View {
        let player: Player
        var body: some View { Progress(track: player.track, currentTime: player.currentTime) }
      }
      """
    let result = Pipeline.run([PassFieldsTransform(options: TransformOptions())],
      on: [SourceFile(path: "A.swift", bytes: Array(source.utf8))], request: request)
    // The timer writes both in one tick: the simulation shows Progress running anyway for it.
    #expect(result.proposals.isEmpty, "\(result.proposals.map(\.effect))")
    let skip = try #require(result.skipped.first { $0.target == "Progress.track" })
    #expect(skip.reason.contains("Progress runs anyway for Player.start › scheduledTimer: input currentTime differs"), "\(skip.reason)")
  }
}
