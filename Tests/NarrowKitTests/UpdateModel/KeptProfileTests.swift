import Testing

@testable import NarrowKit

/// A model of edited code keeps the earlier model's profile of a view (what its body reads, how
/// it compares its inputs, what it observes whole) only while nothing the profile looked up
/// answers differently: each case edits a file other than the view's so that the view's profile
/// changes through one kind of lookup, and checks it against a model built from nothing.
@Suite struct KeptProfileTests {
  static let files = [
    "Card.swift": """
      struct Card: View {
        @State private var counter = Counter()
        let item: Item
        let badge: Int
        @Tracked var note: Int
        var body: some View { Text(item.title + Shared.store.title + "\\(counter.count)\\(badge)") }
      }
      """,
    "Counter.swift": "@Observable final class Counter { var count = 0 }",
    "Item.swift": "struct Item: Equatable { var title: String; var tag: Tag }",
    "Tag.swift": "struct Tag: Equatable { var name: String; var note: String }",
    "Store.swift": "@Observable final class Store { var title = \"\" }\n@Observable final class Other { var title = \"\" }",
    "Screen.swift": """
      struct Screen: View {
        let item: Item
        var body: some View { Card(item: item, badge: 1, note: 0).equatable() }
      }
      """,
    "Footer.swift": "struct Footer: View {\n  var body: some View { Text(\"\") }\n}",
    "Attributes.swift": "enum Attributes {}",
    "Badge.swift": "struct Badge: View {\n  var body: some View { Text(\"\") }\n}",
    "Extras.swift": "enum Extras {}\nextension Badge: Equatable {}",
  ]

  /// The models once `path` reads `source`, the earlier one having worked out every view's
  /// profile after `prepare` asked it what it asks.
  private func edited(_ path: String, as source: String, from earlier: EditedModels.Earlier, prepare: (UpdateModel) -> Void = { _ in })
    -> (kept: UpdateModel, fresh: UpdateModel, base: UpdateModel)
  {
    let models = EditedModels(Self.files, editing: path, to: source, from: earlier) { base in
      prepare(base)
      for view in base.simulationGraph.order { _ = base.simulationGraph.profile(of: view, in: base) }
    }
    return (models.kept, models.fresh, models.base)
  }

  private func profile(of view: String, in model: UpdateModel) -> SimulationGraph.ViewProfile {
    let graph = model.simulationGraph
    return graph.profile(of: graph.order.first { $0.name == view }!, in: model)
  }

  /// The view's profile in the edited model is the one built from nothing, and differs from the
  /// earlier one: the edit did reach it.
  private func expectRedone(
    _ view: String, _ path: String, as source: String, from earlier: EditedModels.Earlier, prepare: (UpdateModel) -> Void = { _ in }
  ) {
    let (kept, fresh, base) = edited(path, as: source, from: earlier, prepare: prepare)
    #expect(profile(of: view, in: fresh) != profile(of: view, in: base))
    #expect(profile(of: view, in: kept) == profile(of: view, in: fresh))
  }

  private func expectCardRedone(_ path: String, as source: String, from earlier: EditedModels.Earlier, prepare: (UpdateModel) -> Void = { _ in }) {
    expectRedone("Card", path, as: source, from: earlier, prepare: prepare)
  }

  @Test(arguments: EditedModels.Earlier.allCases) func aViewWhoseLookupsTheEditLeavesAloneKeepsItsProfile(_ earlier: EditedModels.Earlier) {
    let (kept, fresh, _) = edited("Footer.swift", as: "struct Footer: View {\n  var body: some View { Text(\"a\") }\n}", from: earlier)
    for view in fresh.simulationGraph.order { #expect(profile(of: view.name, in: kept) == profile(of: view.name, in: fresh)) }
    // Footer's file was read again; no other view looked up anything it declares.
    #expect(kept.simulationGraph.profilesWorkedOut == 1)
  }

  /// `.equatable()` on every construction makes SwiftUI compare the view with its own `==`, and a
  /// view no code constructs is compared field by field: the constructions are in other files.
  @Test(arguments: EditedModels.Earlier.allCases) func aConstructionThatGoesRedoesTheProfile(_ earlier: EditedModels.Earlier) {
    expectCardRedone("Screen.swift", as: "struct Screen: View {\n  var body: some View { Text(\"\") }\n}", from: earlier)
  }

  @Test(arguments: EditedModels.Earlier.allCases) func aNewConstructionElsewhereRedoesTheProfile(_ earlier: EditedModels.Earlier) {
    expectCardRedone("Footer.swift", as: "struct Footer: View {\n  var body: some View { Card(item: Item(title: \"\", tag: Tag(name: \"\", note: \"\")), badge: 2, note: 0) }\n}", from: earlier)
  }

  /// `Shared.store.title` reads nothing known until `Shared` is declared: only resolving the
  /// chain looked the name up, since the profile looks up the types the steps resolved to.
  @Test(arguments: EditedModels.Earlier.allCases) func aDeclarationThatResolvesAChainRedoesTheProfile(_ earlier: EditedModels.Earlier) {
    expectCardRedone("Attributes.swift", as: "enum Attributes {}\nenum Shared { static let store = Store() }", from: earlier)
  }

  /// A view that conforms to `Equatable` in an extension elsewhere is compared with its own `==`;
  /// without it, field by field.
  @Test(arguments: EditedModels.Earlier.allCases) func aConformanceDroppedElsewhereRedoesTheProfile(_ earlier: EditedModels.Earlier) {
    expectRedone("Badge", "Extras.swift", as: "enum Extras {}", from: earlier)
  }

  /// An attribute no declaration names keeps the value elsewhere; once a macro of that name is
  /// declared, the property is a plain input.
  @Test(arguments: EditedModels.Earlier.allCases) func aMacroDeclaredUnderAnAttributesNameRedoesTheProfile(_ earlier: EditedModels.Earlier) {
    expectCardRedone("Attributes.swift", as: "enum Attributes {}\n@attached(peer) macro Tracked() = #externalMacro(module: \"M\", type: \"T\")", from: earlier)
  }

  /// How the view compares `item` follows `Item`'s fields into `Tag`, worked out once per model:
  /// asked before the profile, it must still be looked up again for the profile's log.
  @Test(arguments: EditedModels.Earlier.allCases) func anEqualityWorkedOutBeforeTheProfileIsLookedUpAgain(_ earlier: EditedModels.Earlier) {
    let tag = "struct Tag: Equatable {\n  var name: String; var note: String\n  static func == (a: Tag, b: Tag) -> Bool { a.name == b.name }\n}"
    expectCardRedone("Tag.swift", as: tag, from: earlier) { base in _ = base.index.equality(of: "Item") }
  }

  /// What the body reads is worked out once per model; the profile works it out again, so that
  /// the lookups of `counter.count` are written down.
  @Test(arguments: EditedModels.Earlier.allCases) func bodyReadsWorkedOutBeforeTheProfileAreLookedUpAgain(_ earlier: EditedModels.Earlier) {
    expectCardRedone("Counter.swift", as: "@Observable final class Counter { @ObservationIgnored var count = 0 }", from: earlier) { base in
      _ = base.bodyReads(of: base.simulationGraph.order.first { $0.name == "Card" }!)
    }
  }

  /// What a computed property of an observable class reads is worked out once per model; the
  /// profile works it out again, so that the lookups of what it reaches in another class are
  /// written down.
  @Test(arguments: EditedModels.Earlier.allCases) func readsInsideAComputedPropertyWorkedOutBeforeTheProfileAreLookedUpAgain(_ earlier: EditedModels.Earlier) {
    let files = [
      "Badge.swift": """
        struct Badge: View {
          let store: Store
          var body: some View { Text(store.summary) }
        }
        """,
      "Store.swift": "@Observable final class Store {\n  var settings = Settings()\n  var summary: String { settings.name }\n}",
      "Settings.swift": "@Observable final class Settings { var name = \"\" }",
    ]
    let settings = "@Observable final class Settings { @ObservationIgnored var name = \"\" }"
    let models = EditedModels(files, editing: "Settings.swift", to: settings, from: earlier) { base in
      let badge = base.simulationGraph.order.first { $0.name == "Badge" }!
      _ = base.bodyReads(of: badge)
      _ = base.simulationGraph.profile(of: badge, in: base)
    }
    #expect(profile(of: "Badge", in: models.fresh) != profile(of: "Badge", in: models.base))
    #expect(profile(of: "Badge", in: models.kept) == profile(of: "Badge", in: models.fresh))
  }

  /// A profile kept for the next run reads back whole, every field and every case filled.
  @Test func aProfileKeptForTheNextRunReadsBackWhole() throws {
    let clause = IfClause(file: "A.swift", offset: 3, clause: 0, condition: "os(iOS)")
    var reads = BodyReads(members: ["body", "title"], observed: ["Player.time"], own: ["item": .fields(["name"]), "count": .whole])
    (reads.ownClauses, reads.observedClauses) = (["item": [[clause]]], ["Player.time": [[clause], []]])
    (reads.ownInRowsOnly, reads.observedInRowsOnly, reads.readsByMember) = (["count"], ["Player.time"], ["title": ["item"]])
    let location = SourceLocation(file: "Item.swift", line: 4, column: 3)
    let profile = SimulationGraph.ViewProfile(
      reads: reads,
      valueInputs: [
        "a": .plainData, "b": .equatable(.everyField), "c": .equatable(.ignores(type: "Item", fields: ["id"], location: location)),
        "d": .equatable(.unknown("why")), "e": .fieldByField, "f": .identity, "g": .alwaysDifferent("a closure"), "h": .unknown,
      ],
      comparesWithItsOwnEquality: true, takesAnInputThatAlwaysDiffers: true, announcingObjects: ["player": ["Player", "Queue"]],
      fetched: ["items": FetchedEntity(wrapper: "Query", entity: "Item")],
      wrapped: [.init(name: "player", wrapper: .observedObject), .init(name: "count", wrapper: .state)])
    let recorded = SimulationGraph.RecordedProfile(profile: profile, lookedUp: LookedUp(names: ["Item"], constructed: ["Row"], members: ["time"]))
    let writer = FactWriter()
    recorded.write(to: writer)
    let read = try SimulationGraph.RecordedProfile(from: FactReader(bytes: writer.bytes, from: 0))
    #expect(read.profile == profile)
    #expect(read.lookedUp == recorded.lookedUp)
  }
}
