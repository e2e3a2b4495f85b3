import SwiftUI

@Observable
final class Library {
  var hasSelection = false
  var selectedTitle = "Dune"

  /// Observation records only the reads on the branch taken: with nothing selected, a new title
  /// of the selection runs nothing.
  var heading: String { hasSelection ? selectedTitle : "Nothing selected" }

  func select() { hasSelection = true }
  func retitle() { selectedTitle += "!" }
}

struct LibraryScreen: View {
  let library: Library
  var body: some View { Text(library.heading) }
}
