@_spi(NarrowHarness) import SwiftUI

/// A new entry runs the screen and the new row.
@MainActor
func makeScenario() -> Scenario {
  let journal = Journal()
  return Scenario(root: JournalScreen(journal: journal)) {
    Scenario.Step("append") { journal.append() }
  }
}
