import SwiftUI

@Observable
final class Settings {
  var volume: Double {
    didSet { saves += 1 }
  }
  var name: String
  /// Not published, yet it is shown: the migration makes Observation track it.
  @ObservationIgnored var theme: String {
    didSet { themeSaves += 1 }
  }
  @ObservationIgnored var saves = 0
  @ObservationIgnored var themeSaves = 0

  init(volume: Double, name: String) {
    // Before every stored property is set: no observer runs, before the migration or after.
    self.volume = volume
    self.name = name
    self.theme = "light"
    // After: the setter runs, and with it didSet, before the migration and after.
    self.volume = min(volume, 1)
    self.theme = name.isEmpty ? "light" : "dark"
  }
}

struct SettingsScreen: View {
  var settings: Settings
  var body: some View {
    VStack {
      RoomLabel(settings: settings)
      Text("Volume \(settings.volume)")
      Button("Quieter") { settings.volume = max(settings.volume - 0.1, 0) }
    }
  }
}

/// Shows the name and theme only, yet observes the whole object until it adopts Observation.
struct RoomLabel: View {
  var settings: Settings
  var body: some View { Text("\(settings.name), \(settings.theme)") }
}
