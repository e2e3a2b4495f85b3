import Testing

@testable import NarrowKit

@Suite struct ChainFactTests {
  private func chains(_ source: String) -> [ChainFact] {
    Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1).files[0].chains
  }

  /// A capital is a convention for types, not a rule: a property named `App` roots a chain as any
  /// property does, while a type's lone static member (`Color.red`) reaches nothing of the app's.
  @Test func aCapitalisedPropertyRootsAChain() throws {
    let found = chains("""
      struct Committer: View {
        @EnvironmentObject var App: MainApp
        func commit() {
          if App.message.isEmpty { return }
          App.message = ""
        }
        var body: some View { Text("Commit").foregroundStyle(Color.red) }
      }
      """)
    #expect(found.contains { $0.expression.text == "App.message" && $0.access == .write("=") && $0.root == .name("App") })
    #expect(found.contains { $0.expression.text == "App.message.isEmpty" })
    #expect(!found.contains { $0.expression.text == "Color.red" })
  }

  /// A name bound to a cast has the type the cast names: `if let config = value as? Config`.
  @Test func aNameBoundToACastHasTheCastsType() throws {
    let found = chains("""
      final class Holder {
        var wrapped: Wrapper?
        func watch() {
          if let config = wrapped?.config as? Config { _ = config.objectWillChange.sink { _ in } }
          let forced = wrapped?.config as! Config
          forced.name = ""
        }
      }
      """)
    #expect(found.first { $0.expression.text == "config.objectWillChange.sink" }?.binding == .local(type: "Config"))
    #expect(found.first { $0.expression.text == "forced.name" }?.binding == .local(type: "Config"))
  }

  /// `if let registry` and `if let entry = registry` unwrap the member they name: the local has
  /// the member's type, which the index resolves.
  @Test func aNameBoundToAMembersValueHasItsType() throws {
    let source = """
      final class Registry: ObservableObject {}
      final class Holder {
        var registry: Registry?
        func watch() {
          if let registry { _ = registry.objectWillChange.sink { _ in } }
          if let entry = self.registry { _ = entry.objectWillChange.sink { _ in } }
        }
      }
      """
    let index = Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1)
    for text in ["registry.objectWillChange.sink", "entry.objectWillChange.sink"] {
      let chain = try #require(index.files[0].chains.first { $0.expression.text == text })
      #expect(index.resolve(chain).steps.first?.ownerType == "Registry", "\(text)")
    }
  }

  @Test func readsWritesRootsAndContexts() throws {
    let found = chains("""
      @Observable final class Player {
        var track = Track()
        func tick() {
          track.playCount += 1
          self.elapsed = 0
          Task { for await _ in clock { self.track.playCount = 0 } }
        }
      }
      struct Screen: View {
        let player: Player
        var body: some View {
          Text(player.track.title)
            .onReceive(timer) { _ in player.track.tags.append("x") }
        }
        func bump(other: Player) { other.track.playCount += 2 }
        func local() { let p = Player(); p.track.title = "x"; increment(&p.track.playCount) }
      }
      """)
    func find(_ text: String) throws -> ChainFact { try #require(found.first { $0.expression.text == text }) }

    let increment = try find("track.playCount")
    #expect(increment.root == .name("track") && increment.binding == .unbound)
    #expect(increment.access == .write("+="))
    #expect(increment.enclosingType == "Player" && increment.enclosingMember == "tick")

    let inTask = try find("self.track.playCount")
    #expect(inTask.root == .selfValue && inTask.components == ["track", "playCount"])
    #expect(inTask.contexts == ["for await", "Task"])

    let read = try find("player.track.title")
    #expect(read.access == .read && read.enclosingMember == "body" && read.enclosingAccessor == "get")
    #expect(read.componentRanges.map { $0.end - $0.start } == ["player.track".utf8.count, "player.track.title".utf8.count])

    let append = try find("player.track.tags.append")
    #expect(append.access == .call && append.contexts == ["onReceive"])

    #expect(try find("other.track.playCount").binding == .parameter(type: "Player"))
    let local = try find("p.track.title")
    #expect(local.binding == .local(type: "Player") && local.access == .write("="))
    #expect(try find("p.track.playCount").access == .inout)
  }

  @Test func aLocalBoundByAGuardIsAnElementOfTheMemberAfterTheGuard() throws {
    let found = chains("""
      @Observable final class Queue {
        var items: [Item] = []
        func advance(to progress: Double) {
          guard var first = items.first else { return }
          first.progress = progress
          if let last = items.last { last.progress = 0 }
        }
      }
      """)
    let first = try #require(found.first { $0.expression.text == "first.progress" })
    #expect(first.binding == .local(type: Index.elementMarker + "items"), "\(first.binding)")
    let last = try #require(found.first { $0.expression.text == "last.progress" })
    #expect(last.binding == .local(type: Index.elementMarker + "items"))
  }

  @Test func countsEveryAccessOfAMemberName() {
    let file = Index.build([SourceFile(path: "A.swift", bytes: Array("""
      let a = tracks[0].playCount + list.first!.playCount
      let k = \\Track.playCount
      let c = player.track.playCount
      """.utf8))], jobs: 1).files[0]
    #expect(file.memberNameCounts["playCount"] == 4)
    // `list.first!.playCount` reads the same members as `list.first.playCount`.
    #expect(file.chains.map(\.expression.text) == ["list.first!.playCount", "list.first", "player.track.playCount"])
  }
}
