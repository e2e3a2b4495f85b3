import SwiftUI

struct LibraryScreen: View {
  let store: MusicStore

  var body: some View {
    VStack {
      Text("\(store.elapsed) s")
      Shelf(library: store.library)
    }
  }
}

struct Shelf: View {
  let library: Library

  var body: some View {
    VStack {
      Text("Shelf")
      ShelfSection(library: library)
    }
  }
}

struct ShelfSection: View {
  let library: Library

  var body: some View {
    VStack {
      Text("Section")
      ShelfHeader(library: library)
    }
  }
}

struct ShelfHeader: View {
  let library: Library

  var body: some View {
    HStack {
      Text("Header")
      LibraryBadge(library: library)
    }
  }
}

struct LibraryBadge: View {
  let library: Library

  var body: some View {
    Text("\(library.name) by \(library.owner)")
  }
}
