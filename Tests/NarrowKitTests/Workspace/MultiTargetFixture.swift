import Foundation

/// A small app built by an Xcode project with a phone target, a watch target (each with its own
/// `Library` class), a file both compile, a unit-test bundle, a widget target that keeps a folder
/// in step with the disk, and a local package with a test target. The project file is written by
/// hand in the shape Xcode writes: groups with a folder or without one, a reference relative to
/// the project's folder, a Swift file copied as a resource, and membership exceptions.
enum MultiTargetFixture {
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Kit",
      targets: [
        .target(name: "Kit"),
        .target(name: "ABTests"),
        .testTarget(name: "KitSpecs", dependencies: ["Kit"], path: "Specs"),
      ]
    )

    """

  /// The shared model: both apps compile it.
  static let reading = """
    import Observation

    struct Book: Equatable {
      var title: String
      var author: String
      var progress: Double
    }

    @Observable
    final class Reading {
      var page = 0
      var title = ""
      var book = Book(title: "", author: "", progress: 0)
    }

    """

  /// The phone's screen, with a `#Preview` and a `PreviewProvider` that write busily.
  static let readingScreen = """
    import SwiftUI

    struct ReadingScreen: View {
      let reading: Reading
      var body: some View {
        VStack {
          Text(reading.title)
          Text("Page \\(reading.page)")
          BookRow(book: reading.book)
          Button("Next") { reading.page += 1 }
        }
      }
    }

    struct BookRow: View {
      let book: Book
      var body: some View { Text(book.title) }
    }

    #Preview {
      let reading = Reading()
      Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
        reading.title = "Preview"
        reading.book.progress += 0.1
      }
      return ReadingScreen(reading: reading)
    }

    struct ReadingScreen_Previews: PreviewProvider {
      struct Host: View {
        @State private var reading = Reading()
        var body: some View {
          ReadingScreen(reading: reading).onTapGesture { reading.book.author = "Someone" }
        }
      }
      static var previews: some View { Host() }
    }

    """

  /// A unit test, in a folder whose name says nothing: only the target says it is a test.
  static let readingChecks = """
    import XCTest
    @testable import Shelf

    final class ReadingChecks: XCTestCase {
      func testPagesTurn() {
        let reading = Reading()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in
          reading.page += 1
          reading.book.progress += 0.01
        }
        reading.title = "Checked"
        timer.invalidate()
      }
    }

    """

  static let files: [String: String] = [
    "Shelf.xcodeproj/project.pbxproj": project,
    "Phone/ReadingScreen.swift": readingScreen,
    "Phone/Library.swift": "final class Library { var shelves: [String] = [] }\n",
    "Phone/Template.swift": "// Copied into the app as a resource, never compiled.\n",
    "Watch/Library.swift": "final class Library { var favourites: [String] = [] }\n",
    "Watch/WatchScreen.swift": "import SwiftUI\n\nstruct WatchScreen: View {\n  let reading: Reading\n  var body: some View { Text(reading.title) }\n}\n",
    "Shared/Reading.swift": reading,
    "PhoneChecks/ReadingChecks.swift": readingChecks,
    "Widgets/PageWidget.swift": "struct PageWidget { var page = 0 }\n",
    "Widgets/Page Formatting.swift": "enum PageFormatting { static let style = 1 }\n",
    "Widgets/Legacy/OldWidget.swift": "struct OldWidget {}\n",
    "Packages/Kit/Package.swift": manifest,
    "Packages/Kit/Sources/Kit/Catalog.swift": "public struct Catalog {}\n",
    "Packages/Kit/Sources/ABTests/Experiment.swift": "struct Experiment { var arm = 0 }\n",
    "Packages/Kit/Specs/CatalogSpecs.swift": "import Kit\n",
    "Tools/SnapshotTests/Snapshot.swift": "struct Snapshot {}\n",
  ]

  /// The fixture written to a new temporary directory.
  static func write() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-targets-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }
}
