import SwiftUI

@Observable
final class Draft {
  var text = "Hello"
  var savedCount = 0

  func save() {
    savedCount += 1
    text = ""
  }
}

/// Saves somewhere else, with a method of the same name: calling it writes nothing a view shows.
final class Archive {
  private(set) var stored: [String] = []

  func save() { stored.append("entry") }
}

struct NoteScreen: View {
  let draft: Draft
  let archive: Archive
  @State private var lastSaved = "never"

  var body: some View {
    VStack {
      Text(draft.text)
      Text("Saved \(lastSaved)")
      Button("Archive") { save() }
    }
  }

  /// The view's own `save()`, which calls the archive's: neither is the draft's.
  private func save() {
    archive.save()
    lastSaved = "now"
  }
}
