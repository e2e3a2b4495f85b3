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

@MainActor
@Suite struct ObservableObjectTests {
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
