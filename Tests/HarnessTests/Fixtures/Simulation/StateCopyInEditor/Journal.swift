import SwiftUI

struct Entry: Identifiable {
  let id: Int
  var text: String
}

@Observable
final class Journal {
  var entries = [Entry(id: 1, text: "Rain"), Entry(id: 2, text: "Sun")]

  func append() { entries.append(Entry(id: entries.count + 1, text: "Wind")) }
}

struct JournalScreen: View {
  let journal: Journal
  var body: some View {
    VStack {
      ForEach(journal.entries) { entry in
        EntryRow(entry: entry)
      }
      EntryEditor(entry: journal.entries[0])
    }
  }
}

struct EntryRow: View {
  let entry: Entry
  var body: some View { Text(entry.text) }
}

/// Edits its own copy of the entry: clearing the draft changes this view's state, not the
/// journal's entries, so it runs no row.
struct EntryEditor: View {
  @State private var draft: Entry

  init(entry: Entry) {
    _draft = State(initialValue: entry)
  }

  var body: some View {
    VStack {
      TextField("Text", text: $draft.text)
      Button("Clear") { draft.text = "" }
    }
  }
}
