@_spi(NarrowHarness) import SwiftUI

/// Saving the draft empties it; saving to the archive runs no body.
@MainActor
func makeScenario() -> Scenario {
  let draft = Draft()
  let archive = Archive()
  return Scenario(root: NoteScreen(draft: draft, archive: archive)) {
    Scenario.Step("archive") { archive.save() }
    Scenario.Step("save draft") { draft.save() }
  }
}
