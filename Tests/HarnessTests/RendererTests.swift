@_spi(NarrowHarness) import SwiftUI
import Testing

// Views and models for the renderer's rules, written as an app would write them.

struct Song: Hashable {
  var title: String
  var artist: String
  var plays: Int
}

@Observable
final class Radio {
  var song = Song(title: "Naima", artist: "John Coltrane", plays: 0)
  var volume = 0.5
  var isMuted = false
  var elapsed = 0

  func tick() {
    elapsed += 1
    song.plays += 1
  }
}

struct WholeSongTitle: View {
  let song: Song
  var body: some View { Text(song.title) }
}

struct FieldTitle: View {
  let title: String
  var body: some View { Text(title) }
}

struct AudioStatus: View {
  let radio: Radio
  var body: some View {
    Text("\(radio.volume) \(radio.isMuted)")
  }
}

struct RadioScreen: View {
  let radio: Radio
  var body: some View {
    VStack {
      WholeSongTitle(song: radio.song)
      FieldTitle(title: radio.song.title)
      AudioStatus(radio: radio)
      Text("\(radio.elapsed)")
    }
  }
}

@MainActor
@Suite struct RendererTests {
  @Test func childTakingWholeStructUpdatesOnEveryTickWhileChildTakingOneFieldDoesNot() {
    let radio = Radio()
    let graph = ViewGraph(root: RadioScreen(radio: radio))
    for _ in 1...4 {
      radio.tick()
      graph.settle()
    }
    #expect(graph.evaluations["RadioScreen"] == 5)
    #expect(graph.evaluations["WholeSongTitle"] == 5)
    #expect(graph.evaluations["FieldTitle"] == 1)
  }

  @Test func viewReadingTwoPropertiesOfAnObservableIgnoresChangesToAThird() {
    let radio = Radio()
    let graph = ViewGraph(root: RadioScreen(radio: radio))
    radio.tick()
    graph.settle()
    #expect(graph.evaluations["AudioStatus"] == 1)
    radio.isMuted = true
    graph.settle()
    #expect(graph.evaluations["AudioStatus"] == 2)
    #expect(graph.evaluations["RadioScreen"] == 2)
    #expect(graph.renderedText.contains("Text(\"0.5 true\")"))
  }

  @Test func aChangeOutsideTheBodyIsNotShownUntilAfterTheStepCompletes() {
    let radio = Radio()
    let graph = ViewGraph(root: RadioScreen(radio: radio))
    radio.elapsed = 7
    #expect(graph.renderedText.contains("Text(\"0\")"))
    graph.settle()
    #expect(graph.renderedText.contains("Text(\"7\")"))
    radio.elapsed = 8
    graph.settle()
    #expect(graph.renderedText.contains("Text(\"8\")"), "observation must be registered again after each change")
  }
}

// MARK: - Rows

struct Episode: Identifiable, Hashable {
  let id: Int
  var title: String
  var progress: Int
}

@Observable
final class Podcast {
  var episodes = (1...4).map { Episode(id: $0, title: "Episode \($0)", progress: 0) }
}

struct EpisodeRow: View {
  let episode: Episode
  var body: some View {
    Text("\(episode.title): \(episode.progress)%")
  }
}

struct EpisodeList: View {
  let podcast: Podcast
  var body: some View {
    List {
      ForEach(podcast.episodes) { episode in
        EpisodeRow(episode: episode)
      }
    }
  }
}

/// Counts, in its own state, how often the parent gave it a new episode count.
struct ChangeCounter: View {
  let count: Int
  @State private var changes = 0
  var body: some View {
    Text("\(count) episodes, \(changes) changes")
      .onChange(of: count) { changes += 1 }
  }
}

struct PodcastSummary: View {
  let podcast: Podcast
  var body: some View {
    ChangeCounter(count: podcast.episodes.count)
  }
}

@MainActor
@Suite struct RowTests {
  @Test func rowsWithUnchangedInputsAreNotUpdated() {
    let podcast = Podcast()
    let graph = ViewGraph(root: EpisodeList(podcast: podcast))
    #expect(graph.evaluations["EpisodeRow"] == 4)
    podcast.episodes[2].progress = 50
    graph.settle()
    #expect(graph.evaluations["EpisodeList"] == 2)
    #expect(graph.evaluations["EpisodeRow"] == 5)
    #expect(graph.renderedText.contains("Text(\"Episode 3: 50%\")"))
  }

  @Test func rowsKeepTheirIdentityWhenTheCollectionIsReordered() {
    let podcast = Podcast()
    let graph = ViewGraph(root: EpisodeList(podcast: podcast))
    podcast.episodes.reverse()
    graph.settle()
    #expect(graph.evaluations["EpisodeRow"] == 4)
    podcast.episodes.removeFirst()
    graph.settle()
    #expect(graph.evaluations["EpisodeRow"] == 4)
    #expect(!graph.renderedText.contains("Episode 4"))
  }

  @Test func stateSurvivesNewValuesOfTheViewAndItsWritesUpdateTheOwner() {
    let podcast = Podcast()
    let graph = ViewGraph(root: PodcastSummary(podcast: podcast))
    podcast.episodes.removeLast()
    graph.settle()
    podcast.episodes.removeLast()
    graph.settle()
    #expect(graph.renderedText == "Text(\"2 episodes, 2 changes\")")
    // Per removal: once for the new count, once for the state written by `onChange`.
    #expect(graph.evaluations["ChangeCounter"] == 5)
  }
}
