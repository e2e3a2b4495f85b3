/// The one catalogue of what runs code and how often: every API that calls a closure, a method or
/// a binding's setter later than the code that hands it over, by its signature, with what kind of
/// code that makes it and the rule its pace follows. Every layer that asks "what runs this, and
/// how often" asks here; no other file names these APIs.
///
/// Sources for the paces: Foundation's `Timer` and `NotificationCenter`, Dispatch's
/// `DispatchSourceTimer`, AVFoundation's `addPeriodicTimeObserver(forInterval:queue:using:)`,
/// Combine's `Publisher` operators, SwiftUI's gestures, controls, `TimelineView` schedules and
/// scroll, geometry and preference callbacks (Apple's documentation of each).
enum EventSources {
  /// The catalogue entry for a call named `name` with these argument labels (a trailing closure
  /// has none), made on `receiver` as written (`Timer` in `Timer.publish(every:on:in:)`); the
  /// most specific entry wins.
  static func source(named name: String, labels: [String] = [], receiver: String? = nil) -> EventSource? {
    guard let candidates = byName[name] else { return nil }
    return candidates.first { entry in
      (entry.receiver == nil || entry.receiver == receiver) && (entry.labels.isEmpty || entry.labels.allSatisfy(labels.contains))
    }
  }

  /// Whether any entry goes by this base name: code in a closure given to it runs later.
  static func names(_ name: String) -> Bool { byName[name] != nil }

  /// The kind of code a closure given to a call of this name is, whatever its form.
  static func runner(ofContext name: String) -> Runner? { byName[name]?.first?.runner }

  /// Every base name of the catalogue, for a test that no other file spells one.
  static var allNames: Set<String> { Set(byName.keys.map { $0.hasSuffix(assignment) ? String($0.dropLast(assignment.count)) : $0 }) }

  /// A closure assigned to a property goes by the property's name and this mark
  /// (`readabilityHandler =`), apart from any call or modifier of the same name (`onChange`).
  static let assignment = " ="

  /// The name the catalogue gives a closure assigned to `property`.
  static func assigned(_ property: String) -> String { property + assignment }

  /// Whether a binding handed to `control` as the argument labelled `label` is written as the
  /// user types or drags (`TextField(text:)`, not `TextField(value:format:)`, which commits).
  static func writesAsTheUserTypes(_ control: String, label: String?) -> Bool {
    guard let entry = source(named: control, labels: label.map { [$0] } ?? []) else { return false }
    return entry.runner == .input && (entry.pace == .typing || entry.pace == .whileItLasts)
  }

  /// The names of subscribers that run at their upstream publisher's pace.
  static let subscribers: Set<String> = Set(entries.filter { $0.pace == .upstream }.map(\.name))

  /// A `for await` loop, which the catalogue names as if it were a call.
  static let forAwait = "for await"

  /// Whether a context makes code in it run repeatedly or on every frame of an interaction.
  static func repeats(_ context: String) -> Bool {
    guard let entry = byName[context]?.first else { return false }
    switch entry.pace {
    case .everyInterval, .display, .typing, .whileItLasts, .upstream, .producer, .perGesture, .whileTransferring, .everySecond: return true
    case .runsWithItsCaller: return entry.runner == .task
    case .perAction, .once, .unknown, .notification, .keyPath: return false
    }
  }

  /// The catalogue entry for a method declared as `name` with these argument labels, when the
  /// system calls it (a delegate or observer requirement); `_` labels are left out.
  static func requirement(named name: String, labels: [String]) -> EventSource? {
    requirementsByName[name]?.first { entry in entry.labels.allSatisfy(labels.contains) }
  }

  private static let requirementsByName: [String: [EventSource]] = Dictionary(grouping: requirements, by: \.name)
    .mapValues { forms in forms.sorted { $0.specificity > $1.specificity } }

  private static let byName: [String: [EventSource]] = Dictionary(grouping: entries, by: \.name)
    .mapValues { forms in forms.sorted { $0.specificity > $1.specificity } }

  static let entries: [EventSource] = timers + streams + interactions + lifecycles

  /// Methods the system calls, which an app implements: delegate and observer requirements.
  static let requirements: [EventSource] = [
    EventSource("urlSession", labels: ["downloadTask", "didWriteData"], .stream, .whileTransferring,
      "URLSession reports a download's progress as its data arrives"),
    EventSource("urlSession", labels: ["dataTask", "didReceive"], .stream, .whileTransferring,
      "URLSession hands over a response's data as it arrives"),
    EventSource("urlSession", labels: ["task", "didSendBodyData"], .stream, .whileTransferring,
      "URLSession reports an upload's progress as its data leaves"),
    EventSource("urlSession", labels: ["task", "didCompleteWithError"], .action, .perAction, "once per finished request"),
    EventSource("urlSession", labels: ["downloadTask", "didFinishDownloadingTo"], .action, .perAction, "once per finished download"),
    EventSource("observeValue", labels: ["forKeyPath"], .stream, .unknown, "a key-value observation, as often as the value changes"),
    EventSource("textViewDidChange", .input, .typing, "each keystroke in a UITextView"),
    EventSource("textDidChange", .input, .typing, "each keystroke in an NSTextView"),
    EventSource("controlTextDidChange", .input, .typing, "each keystroke in an NSTextField"),
    EventSource("textFieldDidChangeSelection", .input, .typing, "each keystroke or caret move in a UITextField"),
    EventSource("scrollViewDidScroll", .scroll, .whileItLasts, "every frame of a scroll of a UIScrollView"),
    EventSource("locationManager", labels: ["didUpdateLocations"], .stream, .everySecond, "Core Location sends new locations about once a second"),
    EventSource("controllerDidChangeContent", .stream, .perAction, "an NSFetchedResultsController, once per saved change"),
    EventSource("controller", labels: ["didChange"], .stream, .perAction, "an NSFetchedResultsController, once per changed object"),
    EventSource("speechSynthesizer", labels: ["willSpeakRangeOfSpeechString"], .stream, .typing, "each word as it is spoken"),
  ]

  private static let timers: [EventSource] = [
    EventSource("scheduledTimer", labels: ["withTimeInterval", "repeats"], receiver: "Timer", .timer,
      .everyInterval(interval: "withTimeInterval", repeats: "repeats"), "a Timer's block, every interval while it repeats"),
    EventSource("scheduledTimer", labels: ["timeInterval", "repeats"], receiver: "Timer", .timer,
      .everyInterval(interval: "timeInterval", repeats: "repeats"), "a Timer's selector, every interval while it repeats"),
    EventSource("scheduledTimer", .timer, .unknown, "a Timer of a form whose interval is not read"),
    EventSource("Timer", labels: ["timeInterval", "repeats"], .timer,
      .everyInterval(interval: "timeInterval", repeats: "repeats"), "a Timer's block, every interval while it repeats"),
    EventSource("Timer", labels: ["interval", "repeats"], .timer,
      .everyInterval(interval: "interval", repeats: "repeats"), "a Timer's block, every interval while it repeats"),
    EventSource("Timer", .timer, .unknown, "a Timer of a form whose interval is not read"),
    EventSource("publish", labels: ["every"], receiver: "Timer", .timer,
      .everyInterval(interval: "every", repeats: nil), "Timer.publish emits every interval once connected"),
    EventSource("every", .timer, .unknown, "a repeating schedule"),
    EventSource("autoconnect", .timer, .upstream, "connects a timer publisher: its interval"),
    EventSource("setEventHandler", .timer, .everyInterval(interval: "repeating", repeats: nil),
      "a DispatchSourceTimer's handler, at the interval its schedule(deadline:repeating:) sets"),
    EventSource("addPeriodicTimeObserver", labels: ["forInterval"], .timer,
      .everyInterval(interval: "forInterval", repeats: nil), "AVPlayer calls it every interval while playing"),
    EventSource("CADisplayLink", .timer, .display, "a display link fires once per frame"),
    EventSource("startDeviceMotionUpdates", .stream, .display, "Core Motion calls it at its update interval, commonly a display frame"),
    EventSource("startAccelerometerUpdates", .stream, .display, "Core Motion calls it at its update interval, commonly a display frame"),
    EventSource("startGyroUpdates", .stream, .display, "Core Motion calls it at its update interval, commonly a display frame"),
    EventSource("startMagnetometerUpdates", .stream, .display, "Core Motion calls it at its update interval, commonly a display frame"),
  ]

  private static let streams: [EventSource] = [
    EventSource(forAwait, .stream, .producer, "each element of an async sequence, as fast as its producer sends them"),
    EventSource("AsyncStream", .stream, .producer, "each element its continuation yields"),
    EventSource("sink", .stream, .upstream, "each value its upstream publisher sends"),
    EventSource("assign", .stream, .upstream, "each value its upstream publisher sends"),
    EventSource("onReceive", .stream, .upstream, "each value its publisher sends"),
    // Closures assigned to a framework object's property.
    EventSource(assigned("readabilityHandler"), .stream, .whileTransferring, "a FileHandle hands over each chunk of a pipe's or file's output as it arrives"),
    EventSource(assigned("terminationHandler"), .action, .perAction, "once when a Process exits"),
  ]

  private static let interactions: [EventSource] = [
    EventSource("onScrollGeometryChange", .scroll, .whileItLasts, "every frame of a scroll"),
    EventSource("onGeometryChange", .scroll, .whileItLasts, "every frame a size or position changes"),
    EventSource("onPreferenceChange", .scroll, .whileItLasts, "every layout pass a preference changes in"),
    EventSource("onContinuousHover", .scroll, .whileItLasts, "every move of the pointer over the view"),
    EventSource("onScrollPhaseChange", .action, .perGesture, "a scroll's phases, a few per scroll"),
    EventSource("onChanged", .gesture, .whileItLasts, "every frame of a drag"),
    EventSource("updating", .gesture, .whileItLasts, "every frame of a gesture"),
    EventSource("onEnded", .action, .perGesture, "once when a gesture ends"),
    EventSource("gesture", .action, .perGesture, "a gesture's own callbacks say more"),
    EventSource("TextField", labels: ["value"], .action, .perAction, "a formatted value, set when editing is committed"),
    // A closure given to a text field is its commit or focus action, never a keystroke's.
    EventSource("TextField", labels: ["onCommit"], .action, .perAction, "once per commit"),
    EventSource("TextField", labels: ["onEditingChanged"], .action, .perAction, "when editing starts and ends"),
    EventSource("SecureField", labels: ["onCommit"], .action, .perAction, "once per commit"),
    EventSource("TextField", .input, .typing, "each keystroke in the field"),
    EventSource("TextEditor", .input, .typing, "each keystroke in the editor"),
    EventSource("SecureField", .input, .typing, "each keystroke in the field"),
    EventSource("searchable", labels: ["isPresented"], .action, .perAction, "when search opens or closes"),
    EventSource("searchable", .input, .typing, "each keystroke in the search field"),
    EventSource("Slider", labels: ["onEditingChanged"], .action, .perAction, "when a drag of the slider starts and ends"),
    EventSource("Slider", .input, .whileItLasts, "every frame of a drag of the slider"),
    EventSource("onKeyPress", .input, .typing, "each key press, and key repeat while held"),
    EventSource("Button", .action, .perAction, "one tap"),
    EventSource("onTapGesture", .action, .perAction, "one tap"),
    EventSource("onSubmit", .action, .perAction, "one submit"),
    EventSource("onHover", .action, .perGesture, "when the pointer enters or leaves the view"),
    EventSource("onLongPressGesture", .action, .perAction, "one long press"),
    EventSource("onDrag", .action, .perAction, "when a drag of the view starts"),
    EventSource("onDrop", .action, .perAction, "one drop"),
    EventSource("dropDestination", .action, .perAction, "one drop"),
    EventSource("onOpenURL", .action, .perAction, "each URL the app is asked to open"),
    EventSource("action", .action, .perAction, "one tap"),
    EventSource("onDelete", .action, .perAction, "one deletion"),
    EventSource("onMove", .action, .perAction, "one move"),
    EventSource("swipeActions", .action, .perAction, "one swipe action"),
    EventSource("contextMenu", .action, .perAction, "one menu choice"),
    EventSource("confirmationDialog", .action, .perAction, "one choice"),
    EventSource("alert", .action, .perAction, "one choice"),
    EventSource("sheet", .action, .perAction, "one dismissal"),
    EventSource("onChange", .onChange, .perAction, "once per change of the value it watches"),
  ]

  private static let lifecycles: [EventSource] = [
    EventSource("Task", .task, .runsWithItsCaller, "once per start, at the pace of the code that starts it"),
    EventSource("task", .task, .runsWithItsCaller, "once each time the view appears"),
    EventSource("detached", .task, .runsWithItsCaller, "once per start, at the pace of the code that starts it"),
    EventSource("asyncAfter", .task, .runsWithItsCaller, "once per call, after a delay"),
    EventSource("async", .task, .runsWithItsCaller, "once per call, on a queue"),
    EventSource("refreshable", .task, .runsWithItsCaller, "once per pull to refresh"),
    EventSource("onAppear", .appearance, .once, "once each time the view appears"),
    EventSource("onDisappear", .appearance, .once, "once each time the view disappears"),
    EventSource("Preview", .preview, .once, "in the canvas, never in the app"),
    EventSource("assert", .debugOnly, .once, "its condition is evaluated in debug builds only; optimized builds skip it (Swift, assert(_:_:file:line:))"),
    EventSource("addObserver", labels: ["forName"], .stream, .notification, "each posting of the notification"),
    EventSource("observe", .stream, .keyPath, "each change of the observed key path"),
  ]
}

/// One API of the catalogue.
struct EventSource: Sendable, Hashable {
  /// The base name (`scheduledTimer`, `onReceive`, `for await`).
  let name: String
  /// Labels a call must have to be this form; empty for any call of the name.
  let labels: [String]
  /// The type it is called on, written as the call writes it, where the name alone is ambiguous.
  let receiver: String?
  let runner: Runner
  let pace: Pace
  /// Why it runs at that pace, in a few words.
  let reason: String

  /// How much of a call an entry asks to match: a receiver, then labels.
  var specificity: Int { (receiver == nil ? 0 : 100) + labels.count }

  init(_ name: String, labels: [String] = [], receiver: String? = nil, _ runner: Runner, _ pace: Pace, _ reason: String) {
    (self.name, self.labels, self.receiver, self.runner, self.pace, self.reason) = (name, labels, receiver, runner, pace, reason)
  }
}

/// The rule an event source's pace follows.
enum Pace: Sendable, Hashable {
  /// Once per interval given by the argument labelled `interval`; once in all when the argument
  /// labelled `repeats` is `false`.
  case everyInterval(interval: String, repeats: String?)
  /// Once per display frame.
  case display
  /// As data arrives over the network, while a transfer lasts.
  case whileTransferring
  /// About once a second, while it lasts.
  case everySecond
  /// Once per keystroke, while the user types.
  case typing
  /// Once per frame of an interaction (a drag, a scroll, a resize), while it lasts.
  case whileItLasts
  /// As often as the publisher it is attached to sends.
  case upstream
  /// As fast as the producer of an async sequence yields.
  case producer
  /// Once per gesture or scroll: a few times per user action.
  case perGesture
  /// Once per user action.
  case perAction
  /// Once per appearance, launch or preview.
  case once
  /// As often as the code that runs it: a task started from a timer runs at the timer's pace.
  case runsWithItsCaller
  /// As often as the notification it observes is posted (see `NotificationRates`).
  case notification
  /// As often as the key path it observes changes (see `KeyPathRates`).
  case keyPath
  /// Nothing in the signature says.
  case unknown
}

/// How often a notification is posted, by its name's last component (`didBecomeActiveNotification`
/// of `UIApplication`, `NSApplication`, `UIScene`…): app and scene lifecycle, locale, time zone,
/// settings and defaults change rarely; keyboard and window focus once per user action; window
/// resizes and moves, view bounds and text changes on every frame or keystroke while they last.
/// Any other name is unknown, and said so.
enum NotificationRates {
  enum Kind: Sendable, Hashable { case rare, perAction, whileItLasts, typing, unknown }

  static func kind(of name: String) -> Kind {
    if rare.contains(name) { return .rare }
    if perAction.contains(name) { return .perAction }
    if typing.contains(name) { return .typing }
    if whileItLasts.contains(name) { return .whileItLasts }
    return .unknown
  }

  private static let rare: Set<String> = [
    "didBecomeActiveNotification", "willResignActiveNotification", "didEnterBackgroundNotification",
    "willEnterForegroundNotification", "willTerminateNotification", "didFinishLaunchingNotification",
    "willBecomeActiveNotification", "didResignActiveNotification", "didHideNotification", "didUnhideNotification",
    "didActivateNotification", "willDeactivateNotification", "didDisconnectNotification", "willConnectNotification",
    "significantTimeChangeNotification", "currentLocaleDidChangeNotification", "NSSystemTimeZoneDidChange",
    "NSCalendarDayChanged", "didChangeNotification", "didReceiveMemoryWarningNotification",
    "didChangeExternallyNotification", "powerStateDidChangeNotification", "thermalStateDidChangeNotification",
    "didChangeScreenParametersNotification", "userDidTakeScreenshotNotification", "didChangeOcclusionStateNotification",
    "contentSizeCategoryDidChangeNotification", "didChangeAccessibilityDisplayOptionsNotification",
    "NSPersistentStoreRemoteChange", "NSUbiquityIdentityDidChange", "didWakeNotification", "willSleepNotification",
    "screensDidWakeNotification", "screensDidSleepNotification", "sessionDidBecomeActiveNotification",
    "sessionDidResignActiveNotification", "NSProcessInfoPowerStateDidChange",
  ]

  private static let perAction: Set<String> = [
    "keyboardWillShowNotification", "keyboardDidShowNotification", "keyboardWillHideNotification",
    "keyboardDidHideNotification", "keyboardWillChangeFrameNotification", "keyboardDidChangeFrameNotification",
    "orientationDidChangeNotification", "didBecomeKeyNotification", "didResignKeyNotification",
    "didBecomeMainNotification", "didResignMainNotification", "willCloseNotification", "didMiniaturizeNotification",
    "didDeminiaturizeNotification", "didEnterFullScreenNotification", "didExitFullScreenNotification",
    "willEnterFullScreenNotification", "willExitFullScreenNotification", "didChangeSelectionNotification",
    "AVPlayerItemDidPlayToEndTime", "didPlayToEndTimeNotification", "routeChangeNotification",
    "interruptionNotification", "NSManagedObjectContextDidSave", "didSaveObjectsNotification",
    "willStartLiveResizeNotification", "didEndLiveResizeNotification", "willStartLiveScrollNotification",
    "didEndLiveScrollNotification", "didChangeScreenNotification",
  ]

  private static let typing: Set<String> = ["textDidChangeNotification", "NSTextDidChange", "NSControlTextDidChange"]

  private static let whileItLasts: Set<String> = [
    "didResizeNotification", "didMoveNotification", "didLiveScrollNotification",
    "boundsDidChangeNotification", "frameDidChangeNotification", "NSViewBoundsDidChange", "NSViewFrameDidChange",
  ]
}

/// How often a key path observed with KVO or `publisher(for:)` changes, by its last component:
/// a `Progress`'s fraction and counts as a transfer goes; a player's status on each user action or
/// stall; anything else is unknown.
enum KeyPathRates {
  enum Kind: Sendable, Hashable { case transfer, perAction, unknown }

  static func kind(of keyPath: String) -> Kind {
    if ["fractionCompleted", "completedUnitCount", "totalUnitCount", "countOfBytesReceived", "countOfBytesSent"].contains(keyPath) {
      return .transfer
    }
    if ["status", "timeControlStatus", "isPlaybackLikelyToKeepUp", "isPlaybackBufferEmpty", "rate", "currentItem"].contains(keyPath) {
      return .perAction
    }
    return .unknown
  }
}
