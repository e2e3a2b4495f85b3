import Testing

@testable import NarrowKit

/// Core Data and SwiftData objects are observed: a managed object announces every change of a
/// managed property to the views that hold it, a `@Model` class tracks each stored property, and
/// a fetch (`@FetchRequest`, `@Query`) runs its view when a fetched object's stored data changes.
@Suite struct StoredObjectTests {
  static let coreData = """
    import CoreData
    import SwiftUI

    @objc(Message) public class Message: NSManagedObject {}

    extension Message {
      @NSManaged public var text: String?
      @NSManaged public var sent: Date?
    }

    @objc(Folder) public class Folder: NSManagedObject {
      @NSManaged public var name: String?
    }

    final class Reply {
      let message: Message
      var scratch = ""
      init(message: Message) { self.message = message }

      func stream(tokens: AsyncStream<String>) async {
        for await token in tokens {
          message.text = (message.text ?? "") + token
        }
      }
    }

    struct MessageRow: View {
      @ObservedObject var message: Message
      var body: some View { Text(message.sent?.description ?? "") }
    }

    struct MessageList: View {
      @FetchRequest(sortDescriptors: []) private var messages: FetchedResults<Message>
      var body: some View {
        List(messages) { MessageRow(message: $0) }
      }
    }

    struct FolderList: View {
      @FetchRequest(sortDescriptors: []) private var folders: FetchedResults<Folder>
      var body: some View {
        List(folders) { Text($0.name ?? "") }
      }
    }
    """

  static let swiftData = """
    import SwiftData
    import SwiftUI

    @Model final class Trip {
      var name: String
      var progress: Double
      @Transient var scratch = 0
      init(name: String) {
        self.name = name
        self.progress = 0
      }
    }

    final class Uploader {
      func upload(trip: Trip) {
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in trip.progress += 0.01 }
      }
      func touch(trip: Trip) {
        Button("Touch") { trip.scratch += 1 }
      }
    }

    struct TripTitle: View {
      let trip: Trip
      var body: some View { Text(trip.name) }
    }

    struct TripProgress: View {
      let trip: Trip
      var body: some View { ProgressView(value: trip.progress) }
    }

    struct TripList: View {
      @Query private var trips: [Trip]
      var body: some View {
        List(trips) { TripTitle(trip: $0) }
      }
    }
    """

  private func runs(_ event: String, in source: String) -> [String: Int] {
    let model = UpdateModel(index: Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1))
    guard let events = model.events(named: event) else { return ["no event \(event)": 1] }
    var counts: [String: Int] = [:]
    for event in events {
      for run in model.simulate(event).runs { counts[run.view, default: 0] += 1 }
    }
    return counts
  }

  @Test func aManagedPropertyWrittenAsTokensStreamRunsTheObjectsObserversAndItsFetches() {
    #expect(runs("Reply.stream", in: Self.coreData) == ["MessageRow": 1, "MessageList": 1])
  }

  @Test func aManagedObjectIsObservedWhole() throws {
    let index = Index.build([SourceFile(path: "A.swift", bytes: Array(Self.coreData.utf8))], jobs: 1)
    let message = try #require(index.declaration(named: "Message"))
    #expect(index.observability(of: message) == .wholeObject)
    #expect(index.announcesChange(of: "text", in: "Message"))
    #expect(!index.announcesChange(of: "scratch", in: "Reply"))
  }

  @Test func aModelTracksEachStoredPropertyAndItsQueryFollowsTheStore() {
    #expect(runs("Uploader.upload", in: Self.swiftData) == ["TripProgress": 1, "TripList": 1])
  }

  @Test func aTransientPropertyIsNotInTheStore() {
    #expect(runs("Uploader.touch", in: Self.swiftData)["TripList"] == nil)
  }

  @Test(arguments: [
    ("FetchedResults<Item>", "Item"), ("SectionedFetchResults<String, Item>", "Item"), ("[Item]", "Item"),
    ("Array<Item>", "Item"), ("FetchedResults<Store.Item>", "Store.Item"), ("Int", nil),
  ] as [(String, String?)])
  func theFetchedEntityIsTheLastGenericArgument(_ written: String, _ entity: String?) {
    #expect(Index.lastGenericArgument(of: written) == entity)
  }
}
