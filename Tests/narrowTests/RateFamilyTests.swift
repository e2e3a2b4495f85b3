import Foundation
import Testing

/// One app per family of event source, each a file of its own: a model whose busy `item.value`
/// runs a view that takes the whole item and shows only its `title`. `hot` and `simulate` give
/// each its rate and number.
@Suite struct RateFamilyTests {
  struct Family: CustomTestStringConvertible, Sendable {
    let name: String
    /// The code that writes `model.item.value`, inside `final class Source { let model = Model() … }`.
    let source: String
    let rate: String
    let hertz: Double?
    var testDescription: String { name }
  }

  static let families: [Family] = [
    Family(name: "Timer", source: """
      func start() {
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in self.model.item.value += 1 }
      }
      """, rate: "continuous", hertz: 2),
    Family(name: "Media", source: """
      let player = AVPlayer()
      func start() {
        player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.25, preferredTimescale: 600), queue: .main) { time in
          self.model.item.value = time.seconds
        }
      }
      """, rate: "continuous", hertz: 4),
    Family(name: "Transfer", source: """
      func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
        totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64) {
        DispatchQueue.main.async { self.model.item.value = Double(totalBytesWritten) / Double(totalBytesExpectedToWrite) }
      }
      """, rate: "continuous", hertz: 10),
    Family(name: "WebSocket", source: """
      let task = URLSession.shared.webSocketTask(with: URL(string: "wss://example.com")!)
      func receive() {
        task.receive { result in
          self.model.item.value += 1
          self.receive()
        }
      }
      """, rate: "continuous", hertz: nil),
    Family(name: "Combine", source: """
      var cancellables = Set<AnyCancellable>()
      func start() {
        Timer.publish(every: 0.2, on: .main, in: .common).autoconnect()
          .sink { _ in self.model.item.value += 1 }
          .store(in: &cancellables)
      }
      """, rate: "continuous", hertz: 5),
    Family(name: "Notification", source: """
      var cancellables = Set<AnyCancellable>()
      func start() {
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
          .sink { _ in self.model.item.value += 1 }
          .store(in: &cancellables)
      }
      """, rate: "repeated", hertz: nil),
    Family(name: "TextView", source: """
      func textViewDidChange(_ textView: UITextView) {
        model.item.value = Double(textView.text.count)
      }
      """, rate: "continuous", hertz: 5),
  ]

  static func app(_ family: Family) -> [String: [UInt8]] {
    let name = family.name
    let model = """
      import SwiftUI
      import Combine
      import AVFoundation

      struct \(name)Item: Equatable {
        var title = "\(name)"
        var value = 0.0
      }

      @Observable
      final class \(name)Model {
        var item = \(name)Item()
      }

      final class \(name)Source: NSObject {
        let model = \(name)Model()

      \(family.source)
      }

      struct \(name)Screen: View {
        let model: \(name)Model
        var body: some View {
          \(name)Title(item: model.item)
          Text("\\(model.item.value)")
        }
      }

      struct \(name)Title: View {
        let item: \(name)Item
        var body: some View { Text(item.title) }
      }
      """
    return ["\(name).swift": Array(model.utf8)]
  }

  @Test(arguments: families)
  func hotGivesEachFamilyItsRateAndNumber(_ family: Family) throws {
    let sandbox = try Sandbox(files: Self.app(family), git: false)
    defer { sandbox.remove() }
    let run = try CLI.run(["hot", "--format", "json", "."], in: sandbox.root)
    #expect(run.status == 0, "\(run.stderr)")
    let found = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let paths = found?["paths"] as? [[String: Any]] ?? []
    let path = paths.first { ($0["wasted"] as? [[String: Any]])?.contains { $0["view"] as? String == "\(family.name)Title" } == true }
    #expect(path?["rate"] as? String == family.rate, "\(run.stdout)")
    let pacing = path?["pacing"] as? [String: Any]
    #expect(pacing?["hertz"] as? Double == family.hertz, "\(run.stdout)")

    let event = try #require(path?["event"] as? String)
    let simulated = try CLI.run(["simulate", event, "."], in: sandbox.root)
    #expect(simulated.stdout.hasPrefix("\(event) (\(family.rate)"), "\(simulated.stdout)")
    #expect(simulated.stdout.contains("\(family.name)Title (shows nothing of the change)"), "\(simulated.stdout)")
  }

  /// Core Data: a reply's data arrives through a URLSession delegate and is saved into a managed
  /// object; a view that fetches messages but shows only their count runs for each piece.
  static let storedReply = """
    import CoreData
    import SwiftUI

    @objc(Message) public class Message: NSManagedObject {}

    extension Message {
      @NSManaged public var text: String?
    }

    final class ReplyReceiver: NSObject, URLSessionDataDelegate {
      let message: Message
      init(message: Message) { self.message = message }

      func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        message.text = (message.text ?? "") + String(decoding: data, as: UTF8.self)
      }
    }

    struct MessageCount: View {
      @FetchRequest(sortDescriptors: []) private var messages: FetchedResults<Message>
      var body: some View { Text("\\(messages.count) messages") }
    }
    """

  @Test func aStoredObjectsChangeRunsItsFetchAtItsSourcesPace() throws {
    let sandbox = try Sandbox(files: ["Reply.swift": Array(Self.storedReply.utf8)], git: false)
    defer { sandbox.remove() }
    let run = try CLI.run(["hot", "--format", "json", "."], in: sandbox.root)
    let found = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let path = (found?["paths"] as? [[String: Any]])?.first
    #expect(path?["event"] as? String == "ReplyReceiver.urlSession", "\(run.stdout)")
    #expect((path?["pacing"] as? [String: Any])?["hertz"] as? Double == 10, "\(run.stdout)")
    #expect((path?["wasted"] as? [[String: Any]])?.map { $0["view"] as? String } == ["MessageCount"], "\(run.stdout)")

    let simulated = try CLI.run(["simulate", "ReplyReceiver.urlSession", "."], in: sandbox.root)
    #expect(simulated.stdout.contains("fetches Message with @FetchRequest messages"), "\(simulated.stdout)")
  }
}
