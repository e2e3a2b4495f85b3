@_spi(NarrowHarness) import SwiftUI

/// A new title with nothing selected runs nothing; once something is selected, it runs the screen.
@MainActor
func makeScenario() -> Scenario {
  let library = Library()
  return Scenario(root: LibraryScreen(library: library)) {
    Scenario.Step("retitle unselected") { library.retitle() }
    Scenario.Step("select") { library.select() }
    Scenario.Step("retitle selected") { library.retitle() }
  }
}
