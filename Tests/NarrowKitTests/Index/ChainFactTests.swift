import Testing

@testable import NarrowKit

@Suite struct ChainFactTests {
  private func chains(_ source: String) -> [ChainFact] {
    Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1).files[0].chains
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
