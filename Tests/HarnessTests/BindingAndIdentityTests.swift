@_spi(NarrowHarness) import SwiftUI
import Testing

@Observable
final class Settings {
  var volume = 0.5
  var showsDetails = false
  var title = "Mix"
}

struct VolumeSlider: View {
  @Binding var volume: Double
  var body: some View { Slider(value: $volume) }
}

struct ClosureBoundSlider: View {
  let volume: Binding<Double>
  var body: some View { Slider(value: volume) }
}

struct SettingsPanel: View {
  @Bindable var settings: Settings
  var body: some View {
    VStack {
      Text(settings.title)
      VolumeSlider(volume: $settings.volume)
      ClosureBoundSlider(volume: Binding(get: { settings.volume }, set: { settings.volume = $0 }))
    }
  }
}

struct DetailsToggle: View {
  let settings: Settings
  var body: some View {
    if settings.showsDetails {
      Text("Details")
    } else {
      Text("Summary")
    }
  }
}

@MainActor
@Suite struct BindingAndIdentityTests {
  @Test func bindingsToTheSamePlaceAreUnchangedInputsWhileClosureBindingsAlwaysDiffer() {
    let settings = Settings()
    let graph = ViewGraph(root: SettingsPanel(settings: settings))
    settings.title = "Master"
    graph.settle()
    #expect(graph.evaluations["SettingsPanel"] == 2)
    #expect(graph.evaluations["VolumeSlider"] == 1)
    #expect(graph.evaluations["ClosureBoundSlider"] == 2)
  }

  @Test func writingThroughABindingUpdatesTheViewsThatReadIt() {
    let settings = Settings()
    let graph = ViewGraph(root: SettingsPanel(settings: settings))
    Bindable(settings).volume.wrappedValue = 0.9
    graph.settle()
    #expect(graph.evaluations["VolumeSlider"] == 2)
    #expect(graph.renderedText.contains("Slider(value: 0.9, in: 0.0...1.0)"))
  }

  @Test func switchingBranchesReplacesTheContent() {
    let settings = Settings()
    let graph = ViewGraph(root: DetailsToggle(settings: settings))
    #expect(graph.renderedText == "Text(\"Summary\")")
    settings.showsDetails = true
    graph.settle()
    #expect(graph.renderedText == "Text(\"Details\")")
  }
}
