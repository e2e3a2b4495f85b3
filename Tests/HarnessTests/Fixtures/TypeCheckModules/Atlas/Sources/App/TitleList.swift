import SwiftUI

@Observable
final class Library {
  var titles: [String] = []
  var selection: String?
}

struct TitleList: View {
  final class Recorder {
    func record(_ title: String?) {}
  }

  let library: Library
  let recorder: Recorder

  var body: some View {
    List {
      ForEach(library.titles, id: \.self) { title in
        Text(title)
      }
    }
    .onChange(of: library.selection) { _, newSelection in
      recorder.record(newSelection)
    }
  }
}
