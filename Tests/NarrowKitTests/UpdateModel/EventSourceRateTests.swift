import Testing

@testable import NarrowKit

/// One API shape around a write, and the rate the catalogue gives it.
struct RateCase: CustomTestStringConvertible, Sendable {
  enum Place: Sendable { case method, asyncMethod, body, member }

  let name: String
  let place: Place
  let code: String
  /// `Owner.member` the code writes.
  let writes: String
  let rate: Rate
  /// Runs per second; nil when the catalogue gives none.
  let hertz: Double?

  init(_ name: String, _ place: Place, _ code: String, writes: String = "Model.value", _ rate: Rate, hertz: Double? = nil) {
    (self.name, self.place, self.code, self.writes, self.rate, self.hertz) = (name, place, code, writes, rate, hertz)
  }

  var testDescription: String { name }

  /// The code inside an app with a model, an `ObservableObject` store whose `query` is typed into,
  /// `rare` is set by a button and `ticks` by a timer every 0.1 s.
  var source: String {
    let method = place == .method ? code : ""
    let asyncMethod = place == .asyncMethod ? code : ""
    let body = place == .body ? code : ""
    let member = place == .member ? code : ""
    return """
      import SwiftUI
      import Combine
      import AVFoundation

      @Observable
      final class Model {
        var value = 0.0
        var query = ""
        var flag = false
        func reset() { flag = false }
      }

      final class Store: ObservableObject {
        @Published var query = ""
        @Published var rare = 0
        @Published var ticks = 0
        @Published var value = 0.0
      }

      final class Source {
        let model = Model()
        let store = Store()
        let player = AVPlayer()
        let timer = DispatchSource.makeTimerSource()
        var interval = 1.0
        var cancellables = Set<AnyCancellable>()

        func start(publisher: AnyPublisher<Int, Never>, stream: AsyncStream<Int>) {
          \(method)
        }

        func run(stream: AsyncStream<Int>) async {
          \(asyncMethod)
        }

        func tick() {
          self.model.value += 1
        }

        func startTicking() {
          Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.store.ticks += 1 }
        }

        \(member)
      }

      struct Screen: View {
        @Bindable var model: Model
        @ObservedObject var store: Store
        let everyQuarter = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

        var body: some View {
          VStack {
            TextField("Search", text: $store.query)
            Button("More") { store.rare += 1 }
            Text("\\(model.value)")
              \(body)
          }
        }
      }
      """
  }
}

@Suite struct EventSourceRateTests {
  static let cases: [RateCase] = timers + notifications + publishers + interactions + controls + calls + requirements

  static let requirements: [RateCase] = [
    RateCase("a download's progress delegate", .member, """
      func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
        totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64) {
        DispatchQueue.main.async { self.model.value = Double(totalBytesWritten) }
      }
      """, .continuous, hertz: 10),
    RateCase("a model method a download's progress delegate calls", .member, """
      func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
        totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64) {
        model.reset()
      }
      """, writes: "Model.flag", .continuous, hertz: 10),
    // Asking whether the system calls the delegate asks for the callers of `urlSession`, which
    // include the call inside it: that must end.
    RateCase("a progress delegate that hands each report on to another delegate", .member, """
      let next: URLSessionDownloadDelegate
      func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
        totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64) {
        next.urlSession(session, downloadTask: downloadTask, didWriteData: bytesWritten,
          totalBytesWritten: totalBytesWritten, totalBytesExpectedToWrite: totalBytesExpectedToWrite)
        model.reset()
      }
      """, writes: "Model.flag", .continuous, hertz: 10),
    RateCase("a data task's data delegate", .member, """
      func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        self.model.value += Double(data.count)
      }
      """, .continuous, hertz: 10),
    RateCase("a finished request's delegate", .member, """
      func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        self.model.value = 1
      }
      """, .repeated),
    RateCase("a text view's change delegate", .member, """
      func textViewDidChange(_ textView: UITextView) { self.model.query = textView.text }
      """, writes: "Model.query", .continuous, hertz: 5),
    RateCase("a scroll view's delegate", .member, """
      func scrollViewDidScroll(_ scrollView: UIScrollView) { self.model.value = scrollView.contentOffset.y }
      """, .continuous, hertz: 60),
    RateCase("a location delegate", .member, """
      func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { self.model.value += 1 }
      """, .continuous, hertz: 1),
    RateCase("a fetched results controller's delegate", .member, """
      func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { self.model.value += 1 }
      """, .repeated),
    RateCase("a key-value observer", .member, """
      override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        self.model.value += 1
      }
      """, .unknown),
    RateCase("a closure handed to an app method that calls it from a timer", .member, """
      func poll(every interval: Double, onTick: @escaping () -> Void) {
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in onTick() }
      }
      func startPolling() { poll(every: 1) { self.model.value += 1 } }
      """, .continuous, hertz: 4),
    RateCase("a task started in a closure handed to an app method a timer calls", .member, """
      func poll(onTick: @escaping () -> Void) {
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in onTick() }
      }
      func startPolling() { poll { Task { self.model.value += 1 } } }
      """, .continuous, hertz: 2),
    RateCase("a closure assigned to an app object's handler, which a timer's handler calls", .member, """
      final class Ticker {
        var eventHandler: (() -> Void)?
        private let source = DispatchSource.makeTimerSource()
        func start() { source.setEventHandler { [weak self] in self?.fire() } }
        func fire() { eventHandler?() }
      }
      let ticker = Ticker()
      func listen() {
        ticker.eventHandler = { DispatchQueue.main.async { self.model.value += 1 } }
      }
      """, .continuous),
    RateCase("a closure assigned to a handler nothing calls", .member, """
      var onChange: (() -> Void)?
      func listen() {
        onChange = { self.model.value += 1 }
      }
      """, .unknown),
    RateCase("a pipe's output handler", .method, """
      let pipe = Pipe()
      pipe.fileHandleForReading.readabilityHandler = { handle in self.model.value += Double(handle.availableData.count) }
      """, .continuous, hertz: 10),
    RateCase("a process's termination handler", .method, """
      let process = Process()
      process.terminationHandler = { _ in self.model.value = 1 }
      """, .repeated),
    RateCase("a progress closure, labelled, called from a timer", .member, """
      func download(progress: @escaping (Double) -> Void, completion: @escaping () -> Void) {
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in progress(0.5) }
        completion()
      }
      func fetch() { download(progress: { self.model.value = $0 }, completion: { self.model.flag = true }) }
      """, .continuous, hertz: 10),
    RateCase("its completion closure, called once by the method nothing calls", .member, """
      func download(progress: @escaping (Double) -> Void, completion: @escaping () -> Void) {
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in progress(0.5) }
        completion?()
      }
      func fetch() { download(progress: { _ in }, completion: { self.model.value = 1 }) }
      """, .unknown),
    RateCase("a method of a delegate's name the app calls from a button", .member, """
      func textViewDidChange(_ textView: UITextView) { self.model.value += 1 }
      func press() { Button("x") { self.textViewDidChange(UITextView()) } }
      """, .repeated),
  ]

  static let timers: [RateCase] = [
    RateCase("a repeating timer's block", .method,
      "Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.model.value += 1 }", .continuous, hertz: 10),
    RateCase("a one-shot timer", .method,
      "Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in self.model.value += 1 }", .once),
    RateCase("a six-hourly timer", .method,
      "Timer.scheduledTimer(withTimeInterval: 6 * 60 * 60, repeats: true) { _ in self.model.value += 1 }", .once, hertz: 1.0 / 21_600),
    RateCase("a timer every half minute", .method,
      "Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in self.model.value += 1 }", .repeated, hertz: 1.0 / 30),
    RateCase("a timer made with an interval in a parenthesised quotient", .method,
      "Timer.scheduledTimer(withTimeInterval: (1.0 / 30), repeats: true) { _ in self.model.value += 1 }", .continuous, hertz: 30),
    RateCase("a timer's interval that is no literal", .method,
      "Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in self.model.value += 1 }", .continuous),
    RateCase("a Timer made and added by hand", .method,
      "let t = Timer(timeInterval: 0.5, repeats: true) { _ in self.model.value += 1 }\n RunLoop.main.add(t, forMode: .common)", .continuous, hertz: 2),
    RateCase("a Timer with a fire date", .method,
      "_ = Timer(fire: Date(), interval: 2, repeats: true) { _ in self.model.value += 1 }", .repeated, hertz: 0.5),
    RateCase("a timer publisher's subscriber", .method,
      "Timer.publish(every: 0.5, on: .main, in: .common).autoconnect().sink { _ in self.model.value += 1 }.store(in: &cancellables)",
      .continuous, hertz: 2),
    RateCase("a timer publisher every minute", .method,
      "Timer.publish(every: 60, on: .main, in: .common).autoconnect().sink { _ in self.model.value += 1 }.store(in: &cancellables)",
      .repeated, hertz: 1.0 / 60),
    RateCase("a throttled timer publisher", .method,
      "Timer.publish(every: 1, on: .main, in: .common).autoconnect().throttle(for: 5, scheduler: RunLoop.main, latest: true)"
        + ".sink { _ in self.model.value += 1 }.store(in: &cancellables)", .repeated, hertz: 0.2),
    RateCase("onReceive of a timer property", .body,
      ".onReceive(everyQuarter) { _ in model.value += 1 }", .continuous, hertz: 4),
    RateCase("onReceive of a timer publisher written in place", .body,
      ".onReceive(Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()) { _ in model.value += 1 }", .continuous, hertz: 10),
    RateCase("a dispatch timer's handler", .method, "timer.setEventHandler { self.model.value += 1 }", .continuous),
    RateCase("a method handed to a dispatch timer as its handler", .method, "timer.setEventHandler(handler: tick)", .continuous),
    RateCase("a method handed to a button as its action", .body, "Button(\"Tick\", action: model.reset)", writes: "Model.flag", .repeated),
    RateCase("device motion updates", .method,
      "CMMotionManager().startDeviceMotionUpdates(to: .main) { motion, _ in self.model.value = motion?.attitude.pitch ?? 0 }",
      .continuous, hertz: 60),
    RateCase("a delayed block, run by nothing known", .method,
      "DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.model.value += 1 }", .unknown),
    RateCase("a player's periodic observer in seconds", .method,
      "player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { _ in self.model.value += 1 }",
      .continuous, hertz: 2),
    RateCase("a player's periodic observer by value and timescale", .method,
      "player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 10), queue: .main) { _ in self.model.value += 1 }",
      .continuous, hertz: 10),
    RateCase("a player's periodic observer made with seconds", .method,
      "player.addPeriodicTimeObserver(forInterval: CMTimeMakeWithSeconds(1, preferredTimescale: 600), queue: nil) { _ in self.model.value += 1 }",
      .continuous, hertz: 1),
  ]

  static let notifications: [RateCase] = [
    RateCase("an app-activation notification", .method,
      "NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification).sink { _ in self.model.value += 1 }.store(in: &cancellables)",
      .once),
    RateCase("an app-foreground notification", .method,
      "NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification).sink { _ in self.model.value += 1 }.store(in: &cancellables)",
      .once),
    RateCase("a locale notification", .method,
      "NotificationCenter.default.publisher(for: NSLocale.currentLocaleDidChangeNotification).sink { _ in self.model.value += 1 }.store(in: &cancellables)",
      .once),
    RateCase("a defaults notification", .method,
      "NotificationCenter.default.publisher(for: UserDefaults.didChangeNotification).sink { _ in self.model.value += 1 }.store(in: &cancellables)",
      .once),
    RateCase("a keyboard notification", .method,
      "NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification).sink { _ in self.model.value += 1 }.store(in: &cancellables)",
      .repeated),
    RateCase("a window resize notification", .method,
      "NotificationCenter.default.publisher(for: NSWindow.didResizeNotification).sink { _ in self.model.value += 1 }.store(in: &cancellables)",
      .continuous, hertz: 60),
    RateCase("a text change notification", .method,
      "NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification).sink { _ in self.model.value += 1 }.store(in: &cancellables)",
      .continuous, hertz: 5),
    RateCase("an app's own notification", .method,
      "NotificationCenter.default.publisher(for: .libraryDidSync).sink { _ in self.model.value += 1 }.store(in: &cancellables)", .unknown),
    RateCase("a block observer of a lifecycle notification", .method,
      "NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in self.model.value += 1 }",
      .once),
    RateCase("a block observer of an app's own notification", .method,
      "NotificationCenter.default.addObserver(forName: .libraryDidSync, object: nil, queue: .main) { _ in self.model.value += 1 }", .unknown),
    RateCase("onReceive of a lifecycle notification", .body,
      ".onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in model.value += 1 }", .once),
    RateCase("onReceive of a window move notification", .body,
      ".onReceive(NotificationCenter.default.publisher(for: NSWindow.didMoveNotification)) { _ in model.value += 1 }", .continuous, hertz: 60),
    RateCase("onReceive of a scene notification", .body,
      ".onReceive(NotificationCenter.default.publisher(for: UIScene.willEnterForegroundNotification)) { _ in model.value += 1 }", .once),
  ]

  static let publishers: [RateCase] = [
    RateCase("a sink on a typed-into property", .method,
      "store.$query.sink { _ in self.store.value += 1 }.store(in: &cancellables)", writes: "Store.value", .continuous, hertz: 5),
    RateCase("a debounced sink on a typed-into property", .method,
      "store.$query.debounce(for: .milliseconds(500), scheduler: RunLoop.main).sink { _ in self.store.value += 1 }.store(in: &cancellables)",
      writes: "Store.value", .continuous, hertz: 2),
    RateCase("a sink on a property a button sets", .method,
      "store.$rare.sink { _ in self.store.value += 1 }.store(in: &cancellables)", writes: "Store.value", .repeated),
    RateCase("a sink on a property a timer sets", .method,
      "store.$ticks.sink { _ in self.store.value += 1 }.store(in: &cancellables)", writes: "Store.value", .continuous, hertz: 10),
    RateCase("a sink on a property a timer sets, without duplicates", .method,
      "store.$ticks.removeDuplicates().sink { _ in self.store.value += 1 }.store(in: &cancellables)",
      writes: "Store.value", .continuous, hertz: 10),
    RateCase("a sink on three properties combined", .method,
      "Publishers.CombineLatest3(store.$rare, store.$ticks, store.$query).map { $1 }.sink { _ in self.store.value += 1 }.store(in: &cancellables)",
      writes: "Store.value", .continuous, hertz: 10),
    RateCase("a sink on two rarely set properties merged", .method,
      "Publishers.Merge(store.$rare, store.$rare).sink { _ in self.store.value += 1 }.store(in: &cancellables)",
      writes: "Store.value", .repeated),
    RateCase("a sink on a property combined with a typed-into one", .method,
      "store.$rare.combineLatest(store.$query).sink { _ in self.store.value += 1 }.store(in: &cancellables)",
      writes: "Store.value", .continuous, hertz: 5),
    RateCase("onReceive of a property a timer sets", .body,
      ".onReceive(store.$ticks) { _ in store.value += 1 }", writes: "Store.value", .continuous, hertz: 10),
    RateCase("a sink on a publisher Narrow cannot follow", .method,
      "publisher.sink { _ in self.model.value += 1 }.store(in: &cancellables)", .unknown),
    RateCase("a progress observed with KVO", .method,
      "_ = Progress().observe(\\.fractionCompleted) { progress, _ in self.model.value = progress.fractionCompleted }", .continuous, hertz: 10),
    RateCase("a progress's publisher", .method,
      "Progress().publisher(for: \\.fractionCompleted).sink { self.model.value = $0 }.store(in: &cancellables)", .continuous, hertz: 10),
    RateCase("a player's status publisher", .method,
      "player.publisher(for: \\.timeControlStatus).sink { _ in self.model.value += 1 }.store(in: &cancellables)", .repeated),
    RateCase("an app's own observe method, with no key path", .method,
      "store.observe { self.model.value += 1 }", .unknown),
    RateCase("a KVO observation of another key path", .method,
      "_ = player.observe(\\.volume) { _, _ in self.model.value += 1 }", .unknown),
    RateCase("a for-await loop", .asyncMethod, "for await _ in stream { self.model.value += 1 }", .continuous),
    RateCase("a for-await loop in a task", .method, "Task { for await _ in stream { self.model.value += 1 } }", .continuous),
  ]

  static let interactions: [RateCase] = [
    RateCase("a drag's changes", .body, ".gesture(DragGesture().onChanged { _ in model.value += 1 })", .continuous, hertz: 60),
    RateCase("a drag's end", .body, ".gesture(DragGesture().onEnded { _ in model.value += 1 })", .repeated),
    RateCase("a gesture state's updates", .body,
      ".gesture(DragGesture().updating($offset) { value, _, _ in model.value = value.translation.width })", .continuous, hertz: 60),
    RateCase("a scroll's geometry", .body,
      ".onScrollGeometryChange(for: Double.self) { $0.contentOffset.y } action: { _, new in model.value = new }", .continuous, hertz: 60),
    RateCase("a size change", .body, ".onGeometryChange(for: Double.self) { $0.size.width } action: { model.value = $0 }", .continuous, hertz: 60),
    RateCase("a preference change", .body, ".onPreferenceChange(WidthKey.self) { model.value = $0 }", .continuous, hertz: 60),
    RateCase("a continuous hover", .body, ".onContinuousHover { _ in model.value += 1 }", .continuous, hertz: 60),
    RateCase("a scroll's phases", .body, ".onScrollPhaseChange { _, _ in model.value += 1 }", .repeated),
    RateCase("key presses", .body, ".onKeyPress { _ in model.value += 1; return .handled }", .continuous, hertz: 5),
  ]

  static let controls: [RateCase] = [
    RateCase("typing in a text field", .body, "TextField(\"Name\", text: $model.query)", writes: "Model.query", .continuous, hertz: 5),
    RateCase("typing in a text editor", .body, "TextEditor(text: $model.query)", writes: "Model.query", .continuous, hertz: 5),
    RateCase("typing in a secure field", .body, "SecureField(\"Password\", text: $model.query)", writes: "Model.query", .continuous, hertz: 5),
    RateCase("typing in a search field", .body, ".searchable(text: $model.query)", writes: "Model.query", .continuous, hertz: 5),
    RateCase("opening a search field", .body, ".searchable(text: $model.query, isPresented: $model.flag)", writes: "Model.flag", .repeated),
    RateCase("dragging a slider", .body, "Slider(value: $model.value)", .continuous, hertz: 60),
    RateCase("a slider's editing callback", .body,
      "Slider(value: $model.flagValue, in: 0...1, onEditingChanged: { editing in model.value += 1 })", .repeated),
    RateCase("a text field's commit action", .body,
      "TextField(\"Name\", text: $model.query, onCommit: { model.value += 1 })", .repeated),
    RateCase("a formatted text field, which commits", .body,
      "TextField(\"Amount\", value: $model.value, format: .number)", .repeated),
    RateCase("tapping a stepper", .body, "Stepper(\"Count\", value: $model.value)", .repeated),
    RateCase("a toggle", .body, "Toggle(\"On\", isOn: $model.flag)", writes: "Model.flag", .repeated),
    RateCase("a button", .body, "Button(\"Add\") { model.value += 1 }", .repeated),
    RateCase("a tap", .body, ".onTapGesture { model.value += 1 }", .repeated),
    RateCase("a submit", .body, ".onSubmit { model.value += 1 }", .repeated),
    RateCase("the pointer entering or leaving", .body, ".onHover { _ in model.value += 1 }", .repeated),
    RateCase("a long press", .body, ".onLongPressGesture { model.value += 1 }", .repeated),
    RateCase("a drop", .body, ".onDrop(of: [.text], isTargeted: nil) { _ in model.value += 1; return true }", .repeated),
    RateCase("a URL opened", .body, ".onOpenURL { _ in model.value += 1 }", .repeated),
    RateCase("an appearance", .body, ".onAppear { model.value += 1 }", .once),
    RateCase("a change of a watched value", .body, ".onChange(of: model.query) { model.value += 1 }", .repeated),
  ]

  static let calls: [RateCase] = [
    RateCase("a method a timer calls", .method,
      "Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in self.tick() }", .continuous, hertz: 5),
    RateCase("a method a button and a fast timer call", .method,
      "Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.tick() }\n Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in self.tick() }",
      .continuous, hertz: 10),
    RateCase("a dispatch timer's handler, at its schedule's interval", .method, """
      let timer = DispatchSource.makeTimerSource(queue: .main)
      timer.schedule(deadline: .now(), repeating: .milliseconds(500))
      timer.setEventHandler { self.model.value += 1 }
      timer.resume()
      """, .continuous, hertz: 2),
    RateCase("a method handed to a dispatch timer scheduled every two seconds", .member, """
      var ticker: DispatchSourceTimer?
      func startTicker() {
        ticker = DispatchSource.makeTimerSource()
        ticker!.schedule(deadline: .now(), repeating: .seconds(2))
        ticker!.setEventHandler(handler: tick)
      }
      """, .repeated, hertz: 0.5),
    RateCase("a method a timer's selector names", .method,
      "Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick), userInfo: nil, repeats: true)",
      .continuous, hertz: 2),
    RateCase("a method a one-shot timer's selector names", .method,
      "Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(self.tick), userInfo: nil, repeats: false)", .once),
    RateCase("a method a timer made with a selector names", .method,
      "RunLoop.main.add(Timer(timeInterval: 0.25, target: self, selector: #selector(tick), userInfo: nil, repeats: true), forMode: .common)",
      .continuous, hertz: 4),
    RateCase("a response to a request a timer starts", .member, """
      func refresh() {
        URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in self.model.value = 1 }.resume()
      }
      func poll() { Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in self.refresh() } }
      """, .repeated, hertz: 0.5),
    RateCase("a response to a request a button starts", .member, """
      func refresh() {
        URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in self.model.value = 1 }.resume()
      }
      func press() { Button("Refresh") { self.refresh() } }
      """, .repeated),
    RateCase("a method called by nothing", .method, "// tick() is called by nothing", .unknown),
    RateCase("a task started from a timer", .method,
      "Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in Task { self.model.value += 1 } }", .continuous, hertz: 1),
  ]

  @Test func theTableHasSixtyShapesAtLeast() {
    #expect(Self.cases.count >= 60)
  }

  @Test(arguments: cases)
  func theCatalogueGivesEachShapeItsRate(_ shape: RateCase) {
    let index = Index.build([SourceFile(path: "App.swift", bytes: Array(shape.source.utf8))], jobs: 1)
    let model = UpdateModel(index: index)
    let (owner, member) = Index.ownerAndMember(ofPair: shape.writes)!
    // `tick()`'s own write counts only where the shape calls it or hands it on.
    let writers = model.changes(of: member, in: owner).filter { shape.code.contains("tick") || !$0.scope.hasPrefix("Source.tick") }
    let busiest = writers.min { ($0.rate, -($0.pacing?.hertz ?? 0)) < ($1.rate, -($1.pacing?.hertz ?? 0)) }
    #expect(busiest?.rate == shape.rate, "\(writers.map(\.description))")
    if let hertz = shape.hertz {
      let found = busiest?.pacing?.hertz ?? -1
      #expect(abs(found - hertz) < hertz * 0.01, "\(writers.map(\.description))")
    } else {
      #expect(busiest?.pacing?.hertz == nil, "\(writers.map(\.description))")
    }
  }
}
