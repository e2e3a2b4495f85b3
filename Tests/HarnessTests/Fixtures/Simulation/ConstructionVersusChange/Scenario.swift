@_spi(NarrowHarness) import SwiftUI

/// Loading builds the chapters, which the rows show; reading moves the progress only.
@MainActor
func makeScenario() -> Scenario {
  let book = Book()
  return Scenario(root: BookScreen(book: book)) {
    Scenario.Step("load") { book.load() }
    Scenario.Step.repeated("read", times: 2) { book.read() }
  }
}
