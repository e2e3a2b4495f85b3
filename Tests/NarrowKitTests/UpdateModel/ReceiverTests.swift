import Testing

@testable import NarrowKit

/// A call reaches an app method only through a receiver whose type is that app type. Calls on
/// standard-library, Foundation, Combine, SwiftUI and other framework values, and on values whose
/// type Narrow cannot tell, never borrow an app method of the same name, so they never make its
/// writes an event.
@Suite struct ReceiverTests {
  /// Framework receivers, each with a call whose method name an app model also declares.
  static let frameworkCalls: [(declaration: String, call: String)] = [
    ("var seen = Set<String>()", "seen.insert(\"a\")"),
    ("var seen = Set<String>()", "seen.remove(\"a\")"),
    ("var seen = Set<String>()", "seen.update(with: \"a\")"),
    ("var list: [Int] = []", "list.append(1)"),
    ("var list: [Int] = []", "list.removeAll()"),
    ("var list: [Int] = []", "list.sort()"),
    ("var list: [Int] = []", "list.reverse()"),
    ("var table: [String: Int] = [:]", "table.updateValue(1, forKey: \"a\")"),
    ("var table: [String: Int] = [:]", "table.merge([\"a\": 1]) { $1 }"),
    ("var table: [String: Int] = [:]", "table.removeValue(forKey: \"a\")"),
    ("let subject = PassthroughSubject<Int, Never>()", "subject.send(1)"),
    ("let current = CurrentValueSubject<Int, Never>(0)", "current.send(2)"),
    ("var cancellable: AnyCancellable?", "cancellable?.cancel()"),
    ("let defaults = UserDefaults.standard", "defaults.set(1, forKey: \"a\")"),
    ("let defaults = UserDefaults.standard", "defaults.synchronize()"),
    ("let center = NotificationCenter.default", "center.post(name: .init(\"a\"), object: nil)"),
    ("let asset = AVURLAsset(url: URL(fileURLWithPath: \"/a\"))", "asset.load(.duration)"),
    ("let avPlayer = AVPlayer()", "avPlayer.play()"),
    ("let avPlayer = AVPlayer()", "avPlayer.pause()"),
    ("let avPlayer = AVPlayer()", "avPlayer.seek(to: .zero)"),
    ("let avPlayer = AVPlayer()", "avPlayer.replaceCurrentItem(with: nil)"),
    ("let session = URLSession.shared", "session.dataTask(with: URL(fileURLWithPath: \"/a\"))"),
    ("var work: Task<Void, Never>?", "work?.cancel()"),
    ("let queue = OperationQueue()", "queue.addOperation {}"),
    ("let formatter = DateFormatter()", "formatter.string(from: Date())"),
    ("let cache = NSCache<NSString, NSString>()", "cache.setObject(\"a\", forKey: \"a\")"),
    ("let cache = NSCache<NSString, NSString>()", "cache.removeAllObjects()"),
    ("var timer: Timer?", "timer?.invalidate()"),
    ("var timer: Timer?", "timer?.fire()"),
    ("let progress = Progress()", "progress.resume()"),
    ("let engine = AVAudioEngine()", "engine.start()"),
    ("let engine = AVAudioEngine()", "engine.stop()"),
    ("let engine = AVAudioEngine()", "engine.reset()"),
    ("let engine = AVAudioEngine()", "engine.prepare()"),
    ("let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)", "context.save()"),
    ("let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)", "context.refresh(item, mergeChanges: true)"),
    ("let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)", "context.fetch(request)"),
    ("let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)", "context.delete(item)"),
    ("let data = Data()", "data.write(to: URL(fileURLWithPath: \"/a\"))"),
    ("let lock = NSLock()", "lock.lock()"),
    ("let lock = NSLock()", "lock.unlock()"),
    ("let speech = AVSpeechSynthesizer()", "speech.speak(utterance)"),
    ("let location = CLLocationManager()", "location.startUpdatingLocation()"),
    ("let location = CLLocationManager()", "location.requestLocation()"),
    ("let web = WKWebView()", "web.reload()"),
    ("let web = WKWebView()", "web.goBack()"),
    ("let haptics = UIImpactFeedbackGenerator()", "haptics.impactOccurred()"),
    // A value whose type Narrow cannot tell is not the app's either.
    ("let unknown = makeSomething()", "unknown.refresh()"),
    ("let unknown = makeSomething()", "unknown.playNext()"),
  ]

  static func method(of call: String) -> String {
    let afterDot = call.split(separator: ".", maxSplits: 1)[1]
    return String(afterDot.prefix { $0.isLetter })
  }

  /// An app model with a method of each name, each a write of what a view shows; a ticker whose
  /// timer makes every framework call above, and one call of its own model's `tick()`.
  static var source: String {
    let names = Array(Set(frameworkCalls.map { method(of: $0.call) })).sorted()
    let declarations = Array(Set(frameworkCalls.map(\.declaration))).sorted()
    return """
      @Observable
      final class Library {
        static let shared = Library()
        var count = 0
        var sharedTicks = 0
        var ticks = 0
        var optionalTicks = 0
        var inlineTicks = 0
        var selfTicks = 0
      \(names.map { "  func \($0)() { count += 1 }" }.joined(separator: "\n"))
        func tick() { ticks += 1 }
        func sharedTick() { sharedTicks += 1 }
        func optionalTick() { optionalTicks += 1 }
        func inlineTick() { inlineTicks += 1 }
        func selfTick() { selfTicks += 1 }
        static func startTicking() {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in Self.shared.selfTick() }
        }
      }

      final class Ticker {
        let library: Library
        weak var optionalLibrary: Library?
        let sharedLibrary = Library.shared
      \(declarations.map { "  \($0)" }.joined(separator: "\n"))
        init(library: Library) { self.library = library }
        func start() {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self else { return }
      \(frameworkCalls.map { "      \($0.call)" }.joined(separator: "\n"))
            self.library.tick()
            self.sharedLibrary.sharedTick()
            self.optionalLibrary?.optionalTick()
            Library.shared.inlineTick()
          }
        }
      }

      struct Shelf: View {
        let library: Library
        var body: some View {
          Text("\\(library.count) \\(library.ticks) \\(library.sharedTicks) \\(library.optionalTicks)")
        }
      }
      """
  }

  @Test func aFrameworkCallNeverRunsAnAppMethodOfTheSameName() {
    #expect(Self.frameworkCalls.count >= 40)
    let model = UpdateModel(index: Index.build([SourceFile(path: "A.swift", bytes: Array(Self.source.utf8))], jobs: 1))
    let borrowed = model.writers(of: "count", in: "Library").filter { $0.runner == .timer }
    #expect(borrowed.isEmpty, "taken for calls of the app's methods: \(borrowed.map { $0.via ?? "" })")
    // The same timer does reach the app's methods through receivers typed as the app's model.
    for (property, how) in [
      ("ticks", "a stored property"), ("sharedTicks", "a property set to a shared instance"), ("optionalTicks", "an optional chain"),
      ("inlineTicks", "a shared instance named through its type"), ("selfTicks", "a shared instance named through Self"),
    ] {
      #expect(model.writers(of: property, in: "Library").map(\.runner) == [.timer], "\(how)")
    }
  }
}


/// A closure given to a sequence method takes the sequence's elements: a call on its parameter is
/// a call on an element's type, and on nothing else's.
@Suite struct ClosureParameterReceiverTests {
  static let source = """
    @Observable
    final class Download {
      var progress = 0.0
      func advance() { progress += 0.1 }
    }

    @Observable
    final class Decoy {
      var progress = 0.0
      func advance() { progress += 0.1 }
    }

    final class Downloads {
      var active: [Download] = []
      func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
          self.active.forEach { download in download.advance() }
          self.active.filter { $0.progress < 1 }.forEach { $0.advance() }
        }
      }
    }

    struct DownloadRow: View {
      let download: Download
      let decoy: Decoy
      var body: some View { Text("\\(download.progress) \\(decoy.progress)") }
    }
    """

  @Test func aForEachParameterIsAnElementOfTheIteratedMember() {
    let model = UpdateModel(index: Index.build([SourceFile(path: "A.swift", bytes: Array(Self.source.utf8))], jobs: 1))
    #expect(model.writers(of: "progress", in: "Download").map(\.runner).contains(.timer))
    #expect(!model.writers(of: "progress", in: "Decoy").map(\.runner).contains(.timer))
  }
}

/// A generic parameter is the type its constraint names, and never an app type of the same
/// spelling: `Model` in `Clock<Model: Playback>` is a `Playback`.
@Suite struct GenericConstraintReceiverTests {
  static let source = app("""
    final class Clock<Model: Playback> {
      let model: Model
      init(model: Model) { self.model = model }
      func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.model.tick() }
      }
    }
    """)

  static let functionSource = app("""
    enum Ticking {
      static func run<Model: Playback>(_ model: Model) {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in model.tick() }
      }
    }
    """)

  static let whereClauseSource = app("""
    enum Ticking {
      static func run<Model>(_ model: Model?) where Model: Playback {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in model?.tick() }
      }
    }
    """)

  /// A `Playback` class, an app class named `Model` like the generic parameters, a view reading
  /// both, and `ticking`.
  static func app(_ ticking: String) -> String { """
    @Observable
    class Playback {
      var time = 0.0
      func tick() { time += 1 }
    }

    @Observable
    final class Model {
      var time = 0.0
      func tick() { time += 1 }
    }

    \(ticking)

    struct PlaybackView: View {
      let playback: Playback
      let model: Model
      var body: some View { Text("\\(playback.time) \\(model.time)") }
    }
    """
  }

  private func model(_ source: String) -> UpdateModel {
    UpdateModel(index: Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1))
  }

  @Test func aTypesGenericParameterIsItsConstraint() {
    let model = model(Self.source)
    #expect(model.writers(of: "time", in: "Playback").map(\.runner).contains(.timer))
    #expect(!model.writers(of: "time", in: "Model").map(\.runner).contains(.timer))
  }

  @Test(arguments: [functionSource, whereClauseSource])
  func aFunctionsGenericParameterIsItsConstraint(source: String) {
    let model = model(source)
    #expect(model.writers(of: "time", in: "Playback").map(\.runner).contains(.timer))
    #expect(!model.writers(of: "time", in: "Model").map(\.runner).contains(.timer))
  }
}
