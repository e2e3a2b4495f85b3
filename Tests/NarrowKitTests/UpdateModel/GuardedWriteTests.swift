import Testing

@testable import NarrowKit

/// A write that assigns only a value that differs runs its readers only when the value changes,
/// and code that runs only when a lookup in an untracked cache misses is no dependency of a body
/// that calls it: the two shapes rewrites write, judged on the code they write.
@Suite struct GuardedWriteTests {
  private func index(_ source: String) -> Index {
    Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1)
  }

  private func assignments(in source: String) -> [String: Bool] {
    let uses = index(source).allTypes.flatMap(\.memberUses).filter { $0.assignment != nil }
    return Dictionary(uses.map { ($0.expression.text, $0.assignment!.skipsEqualValue) }, uniquingKeysWith: { $0 || $1 })
  }

  @Test func anAssignmentUnderAnInequalityOfItsOwnValueSkipsEqualValues() {
    let source = """
      final class Cart {
        var total = 0
        var count = 0
        var peak = 0
        var last = 0
        func refresh(_ fresh: Int) {
          if fresh != total { total = fresh }
          guard count != fresh else { return }
          count = fresh
        }
        func other(_ fresh: Int) {
          if fresh > peak { peak = fresh }
          if fresh != total { last = fresh }
        }
      }
      """
    #expect(assignments(in: source) == ["total": true, "count": true, "peak": false, "last": false])
  }

  /// `withAnimation` runs its closure right away: a guard around the call guards the write in it.
  /// A closure the catalogue runs later (`Task`) is no such guard.
  @Test func aGuardAroundAClosureThatRunsRightAwayGuardsTheWriteInIt() {
    let source = """
      final class Layout {
        var isGrid = false
        var isWide = false
        func resize(_ width: Double) {
          let grid = width > 316
          if grid != isGrid {
            withAnimation(.easeInOut) {
              isGrid = grid
            }
          }
          if grid != isWide {
            Task { isWide = grid }
          }
        }
      }
      """
    #expect(assignments(in: source) == ["isGrid": true, "isWide": false])
  }

  @Test func codeOnTheRightOfACoalescingOrInAMissingEntryBranchIsAFallback() {
    let source = """
      final class Library {
        var cache: [Int: String] = [:]
        var names: [String] = []
        func name(_ id: Int) -> String {
          if cache[id] == nil { refresh() }
          return cache[id] ?? names[id]
        }
        func refresh() {}
        func plain(_ id: Int) -> String { names[id] }
      }
      """
    let uses = index(source).allTypes.flatMap(\.memberUses)
    #expect(uses.first { $0.name == "refresh" && $0.member == "name" }?.fallbackOf == "cache")
    #expect(uses.first { $0.name == "names" && $0.member == "name" }?.fallbackOf == "cache")
    #expect(uses.first { $0.name == "cache" && $0.member == "name" }?.fallbackOf == nil)
    #expect(uses.first { $0.name == "names" && $0.member == "plain" }?.fallbackOf == nil)
  }

  static let states = """
    struct Song: Identifiable { let id: Int }

    @Observable
    final class Library {
      var songs: [Song] = []
      var favorites: Set<Int> = []
      @ObservationIgnored private var states: [Int: SongState] = [:]
      private var tracked: [Int: SongState] = [:]

      func state(for song: Song) -> SongState {
        states[song.id] ?? SongState(isFavorite: favorites.contains(song.id))
      }

      func trackedState(for song: Song) -> SongState {
        tracked[song.id] ?? SongState(isFavorite: favorites.contains(song.id))
      }

      func toggle(_ id: Int) { favorites.insert(id) }
    }

    @Observable
    final class SongState {
      var isFavorite: Bool
      init(isFavorite: Bool) { self.isFavorite = isFavorite }
    }

    struct SongList: View {
      let library: Library
      var body: some View {
        ForEach(library.songs) { song in Text("\\(library.state(for: song).isFavorite)") }
      }
    }

    struct TrackedList: View {
      let library: Library
      var body: some View {
        ForEach(library.songs) { song in Text("\\(library.trackedState(for: song).isFavorite)") }
      }
    }
    """

  @Test func aFallbackThatFillsAnUntrackedCacheIsNoDependency() {
    let model = UpdateModel(index: index(Self.states))
    let runs = model.events(named: "Library.toggle")!.flatMap { model.simulate($0).runs.map(\.view) }
    #expect(runs == ["TrackedList"], "only the lookup in a tracked dictionary makes favorites a dependency")
  }

  @Test func aViewReadingAGuardedWriteRunsOnlyWhenTheValueChanges() {
    let source = """
      @Observable
      final class Player {
        var time = 0.0
        var isLate = false
        var label = ""
        func tick() {
          time += 1
          let late = time > 10
          if late != isLate { isLate = late }
          label = "\\(time)"
        }
      }
      struct Badge: View {
        let player: Player
        var body: some View { Text(player.isLate ? "late" : "") }
      }
      struct Clock: View {
        let player: Player
        var body: some View { Text(player.label) }
      }
      """
    let model = UpdateModel(index: index(source))
    let runs = model.events(named: "Player.tick")!.flatMap { model.simulate($0).runs }
    #expect(Dictionary(uniqueKeysWithValues: runs.map { ($0.view, $0.onlyWhenChanging) }) == ["Badge": ["Player.isLate"], "Clock": []])
    #expect(model.holdsABoolean("Player.isLate") && !model.holdsABoolean("Player.label"))
  }
}
