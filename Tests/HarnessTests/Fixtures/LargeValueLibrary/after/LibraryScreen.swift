import SwiftUI

struct LibraryScreen: View {
  let store: MusicStore

  var body: some View {
    VStack {
      Text("\(store.elapsed) s")
      Shelf(store: store)
    }
  }
}

struct Shelf: View {
  let store: MusicStore

  var body: some View {
    VStack {
      Text("Shelf")
      ShelfSection(store: store)
    }
  }
}

struct ShelfSection: View {
  let store: MusicStore

  var body: some View {
    VStack {
      Text("Section")
      ShelfHeader(store: store)
    }
  }
}

struct ShelfHeader: View {
  let store: MusicStore

  var body: some View {
    HStack {
      Text("Header")
      LibraryBadge(store: store)
    }
  }
}

struct LibraryBadge: View {
  let store: MusicStore

  var body: some View {
    Text("\(store.library.name) by \(store.library.owner)")
  }
}
