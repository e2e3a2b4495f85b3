import SwiftUI

struct Chapter: Identifiable {
  let id: Int
  var title: String
  var pages: Int

  init(id: Int, title: String, pages: Int) {
    self.id = id
    self.title = title
    self.pages = pages
  }

  /// Builds a new chapter: the writes to the local are a construction, not a change of a chapter
  /// any view shows.
  static func parse(_ line: String, id: Int) -> Chapter {
    var chapter = Chapter(id: id, title: "", pages: 0)
    chapter.title = line
    chapter.pages = line.count
    return chapter
  }
}

@Observable
final class Book {
  var chapters: [Chapter] = []
  var progress = 0

  func load() { chapters = ["One", "Two"].enumerated().map { Chapter.parse($1, id: $0) } }
  func read() { progress += 1 }
}

struct BookScreen: View {
  let book: Book
  var body: some View {
    VStack {
      Text("\(book.progress)%")
      ForEach(book.chapters) { chapter in
        ChapterRow(title: chapter.title)
      }
    }
  }
}

struct ChapterRow: View {
  let title: String
  var body: some View { Text(title) }
}
