import Testing

@testable import NarrowKit

/// What a body run costs: the views its members build and the costly calls it makes while it
/// runs, which weigh the runs a proposal spares and the runs `hot` finds wasted.
@Suite struct BodyCostTests {
  private func model(_ source: String) -> UpdateModel {
    UpdateModel(index: Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1))
  }

  static let ledger = """
    struct Entry: Identifiable { let id: Int; var name: String; var date: Date; var notes: Data }

    struct Ledger: View {
      let entries: [Entry]
      var body: some View {
        VStack {
          header
          ForEach(entries.sorted { $0.date < $1.date }) { entry in
            Text(entry.name)
            Text(NSAttributedString(string: entry.name).string)
          }
          Button("Export") {
            let formatter = DateFormatter()
            print(formatter, entries.filter { $0.name.isEmpty })
          }
          .onAppear { _ = NSAttributedString(data: entries[0].notes, options: [:], documentAttributes: nil) }
        }
      }
      var header: some View { Text(DateFormatter().string(from: entries[0].date)) }
    }
    """

  @Test func costlyCallsInTheBodyAndItsHelpersCountAndThoseInActionsDoNot() {
    let cost = model(Self.ledger).cost(of: "Ledger")
    #expect(cost.costlyCalls == [".sorted", "DateFormatter()"], "\(cost.costlyCalls)")
    #expect(cost.rowBuilders == ["ForEach"])
  }

  @Test func aTypeIsCostlyOnlyWithTheLabelsThatMakeItSo() {
    let source = """
      struct Note: View {
        let data: Data
        var body: some View {
          VStack {
            Text(NSAttributedString(string: "plain").string)
            Text(NSAttributedString(data: data, options: [:], documentAttributes: nil)?.string ?? "")
            Image(uiImage: UIImage(systemName: "star")!)
            Image(uiImage: UIImage(data: data)!)
          }
        }
      }
      """
    #expect(model(source).cost(of: "Note").costlyCalls == ["NSAttributedString(data:options:documentAttributes:)", "UIImage(data:)"])
  }

  /// A 1 Hz tick that reruns a one-line title spares too little for `likely`; the same title
  /// making a formatter on every run spares enough.
  @Test func theWorkSparedDecidesLikely() throws {
    let source = { (title: String) in """
      struct Song { var title: String; var plays: Int }

      @Observable
      final class Player {
        var song = Song(title: "", plays: 0)
        func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.song.plays += 1 } }
      }

      struct Screen: View {
        let player: Player
        var body: some View { SongTitle(song: player.song) }
      }

      struct SongTitle: View {
        let song: Song
        var body: some View { \(title) }
      }
      """ }
    let cheap = try #require(proposal(source("Text(song.title)")))
    #expect(cheap.effect.strength == .possible && cheap.effect.viewsSparedPerSecond == 1)
    #expect(cheap.effect.notes.last == "it spares ≈1 view built a second, under the 2 likely needs")
    let dear = try #require(proposal(source("Text(DateFormatter().string(from: .now) + song.title)")))
    #expect(dear.effect.strength == .likely && dear.effect.viewsSparedPerSecond == Double(2 + BodyCost.costlyCallWeight))
  }

  /// A body that, after the rewrite, runs only when a Boolean it reads flips is counted as
  /// spared, as its strength is: ten ticks a second spare a three-view summary each time.
  @Test func aBodyWaitingOnABooleanToFlipCountsAsSpared() throws {
    let source = """
      @Observable
      final class Cart {
        var count = 0
        var limit = 10
        var isFull: Bool {
          count >= limit
        }
        func start() { Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.count += 1 } }
      }

      struct Summary: View {
        let cart: Cart
        var body: some View { HStack { Text(cart.isFull ? "full" : "open"); Image(systemName: "cart") } }
      }
      """
    let cached = try #require(proposal(source, CacheComputedTransform.self))
    #expect(cached.effect.strength == .likely && cached.effect.viewsSparedPerSecond == 30, "\(cached.effect)")
  }

  private func proposal(_ source: String, _ transform: any Transform.Type = PassFieldsTransform.self) -> Proposal? {
    var request = RunRequest.scan(paths: [], transformIDs: [transform.id])
    request.jobs = 1
    let result = Pipeline.run([transform.init(options: TransformOptions())], on: sourceFiles(["A.swift": source]),
      request: request, scope: ScanScope())
    return result.proposals.first
  }

  @Test func aRunWeighsItsViewsAndTenForEachCostlyCall() {
    let cost = model(Self.ledger).cost(of: "Ledger")
    #expect(cost.weight == cost.views + 2 * BodyCost.costlyCallWeight)
    #expect(BodyCost(views: 0).weight == 1, "a body that builds nothing still runs")
    #expect(cost.description.hasSuffix("and calls .sorted, DateFormatter()"), "\(cost.description)")
  }
}
