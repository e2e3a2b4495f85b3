@_spi(NarrowHarness) import SwiftUI

/// Counts the observers' runs from the start: the initialiser's second assignment of the volume
/// runs its didSet before the migration and after; the theme's, never.
@MainActor
func makeScenario() -> Scenario {
  let settings = Settings(volume: 2, name: "Living room")
  return Scenario(root: SettingsScreen(settings: settings), counters: ["saves": { settings.saves }, "theme saves": { settings.themeSaves }]) {
    Scenario.Step("louder") { settings.volume = 0.5 }
  }
}
