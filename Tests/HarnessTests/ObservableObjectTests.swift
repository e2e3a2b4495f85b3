@_spi(NarrowHarness) import SwiftUI
import Testing

final class Jukebox: ObservableObject {
  @Published var volume = 5
  @Published var elapsed = 0
  var label = "Jukebox"
}

struct VolumeLabel: View {
  @ObservedObject var jukebox: Jukebox
  var body: some View { Text("\(jukebox.volume)") }
}

struct JukeboxScreen: View {
  let jukebox: Jukebox
  var body: some View {
    VolumeLabel(jukebox: jukebox)
  }
}

/// Makes its jukebox once, however often its parent makes it anew.
struct OwnJukeboxScreen: View {
  let title: String
  @StateObject private var jukebox = Jukebox.counted()
  var body: some View {
    VStack {
      Text(title)
      Text("\(jukebox.elapsed)")
    }
  }
}

extension Jukebox {
  nonisolated(unsafe) static var made: [Jukebox] = []
  static func counted() -> Jukebox {
    made.append(Jukebox())
    return made.last!
  }
}

final class TitleHolder: ObservableObject {
  @Published var title = "A"
}

struct OwnerScreen: View {
  @ObservedObject var holder: TitleHolder
  var body: some View { OwnJukeboxScreen(title: holder.title) }
}

struct EnvironmentVolume: View {
  @EnvironmentObject var jukebox: Jukebox
  var body: some View { Text("volume \(jukebox.volume)") }
}

struct StaticFrame: View {
  var body: some View { EnvironmentVolume() }
}

/// Forwards its part's announcements, as a model does that keeps a smaller object of its own.
final class Deck: ObservableObject {
  let jukebox = Jukebox()
  @Published var name = "Deck"
  private var forwarding: AnyCancellable?
  init() {
    forwarding = jukebox.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
  }
}

struct DeckLabel: View {
  @ObservedObject var deck: Deck
  var body: some View { Text("\(deck.name) \(deck.jukebox.volume)") }
}

@MainActor
@Suite struct ObservableObjectTests {
  @Test func aStateObjectIsMadeOnceAndRunsItsViewOnEveryChange() {
    Jukebox.made = []
    let holder = TitleHolder()
    let graph = ViewGraph(root: OwnerScreen(holder: holder))
    holder.title = "B"
    graph.settle()
    #expect(Jukebox.made.count == 1, "the parent made OwnJukeboxScreen anew, and the object is kept")
    #expect(graph.renderedText.contains("Text(\"B\")"))
    // The kept object is the one the view observes: a change to it runs the view alone.
    Jukebox.made[0].elapsed += 1
    graph.settle()
    #expect(graph.evaluations["OwnJukeboxScreen"] == 3)
    #expect(graph.evaluations["OwnerScreen"] == 2)
    #expect(graph.renderedText.contains("Text(\"1\")"))
  }

  @Test func anEnvironmentObjectRunsItsReaderWhenItAnnouncesAChange() {
    let jukebox = Jukebox()
    let graph = ViewGraph(root: StaticFrame().environmentObject(jukebox))
    jukebox.elapsed += 1
    graph.settle()
    #expect(graph.evaluations["EnvironmentVolume"] == 2, "it reads only the volume, and runs on the elapsed change")
    #expect(graph.evaluations["StaticFrame"] == 1)
    jukebox.volume = 9
    graph.settle()
    #expect(graph.renderedText.contains("volume 9"))
  }

  @Test func aSinkOnObjectWillChangeForwardsAPartsChanges() {
    let deck = Deck()
    let graph = ViewGraph(root: DeckLabel(deck: deck))
    deck.jukebox.volume = 3
    graph.settle()
    #expect(graph.evaluations["DeckLabel"] == 2, "the part's change reaches the deck's observers")
    #expect(graph.renderedText.contains("Deck 3"))
  }

  @Test func everyPublishedChangeRunsEveryObserverWhatEverItReads() {
    let jukebox = Jukebox()
    let graph = ViewGraph(root: JukeboxScreen(jukebox: jukebox))
    for _ in 1...3 {
      jukebox.elapsed += 1
      graph.settle()
    }
    #expect(graph.evaluations["VolumeLabel"] == 4, "it shows only the volume, and runs on every tick")
    #expect(graph.evaluations["JukeboxScreen"] == 1, "a view that holds the object without @ObservedObject is not run")
    jukebox.label = "Other"
    graph.settle()
    #expect(graph.evaluations["VolumeLabel"] == 4, "a property that is not @Published announces nothing")
    jukebox.volume = 7
    graph.settle()
    #expect(graph.renderedText.contains("Text(\"7\")"))
  }
}
