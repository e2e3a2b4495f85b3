@_spi(NarrowHarness) import SwiftUI

/// The screen reads the token only in an action, on appearing and in a task: a new token runs the
/// badge alone; a visit runs the screen.
@MainActor
func makeScenario() -> Scenario {
  let session = Session()
  return Scenario(root: HomeScreen(session: session)) {
    Scenario.Step("refresh") { session.refresh() }
    Scenario.Step("visit") { session.visit() }
  }
}
