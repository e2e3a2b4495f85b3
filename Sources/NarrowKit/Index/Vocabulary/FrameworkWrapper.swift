/// The property wrappers Swift, SwiftUI, Combine and SwiftData declare, by what they hold: part of
/// the one vocabulary with `EventSources` and `ViewAPIs`; no other file spells their names.
///
/// Sources: SwiftUI's "Model data" and "Managing user interface state" (the view's own storage and
/// bindings), `ObservedObject`, `StateObject`, `EnvironmentObject` and `Published` (an object's
/// changes reaching the views that observe it), SwiftData's `Query` and Core Data's `FetchRequest`.
enum FrameworkWrapper: String, CaseIterable, Sendable {
  case taskLocal = "TaskLocal"
  case state = "State"
  case binding = "Binding"
  case observedObject = "ObservedObject"
  case stateObject = "StateObject"
  case environmentObject = "EnvironmentObject"
  case environment = "Environment"
  case bindable = "Bindable"
  case appStorage = "AppStorage"
  case sceneStorage = "SceneStorage"
  case focusState = "FocusState"
  case focusStateBinding = "FocusState.Binding"
  case focusedValue = "FocusedValue"
  case focusedBinding = "FocusedBinding"
  case focusedObject = "FocusedObject"
  case gestureState = "GestureState"
  case namespace = "Namespace"
  case scaledMetric = "ScaledMetric"
  case physicalMetric = "PhysicalMetric"
  case fetchRequest = "FetchRequest"
  case sectionedFetchRequest = "SectionedFetchRequest"
  case accessibilityFocusState = "AccessibilityFocusState"
  case accessibilityFocusStateBinding = "AccessibilityFocusState.Binding"
  case uiApplicationDelegateAdaptor = "UIApplicationDelegateAdaptor"
  case nsApplicationDelegateAdaptor = "NSApplicationDelegateAdaptor"
  case wkApplicationDelegateAdaptor = "WKApplicationDelegateAdaptor"
  case wkExtensionDelegateAdaptor = "WKExtensionDelegateAdaptor"
  case published = "Published"
  case query = "Query"

  /// The wrapper written as `name` (`State`, `FocusState.Binding`), if the frameworks declare it.
  init?(named name: String?) {
    guard let name, let wrapper = FrameworkWrapper(rawValue: name) else { return nil }
    self = wrapper
  }

  /// Holds an `ObservableObject` whose every `objectWillChange` runs the view's body.
  var observesObject: Bool { self == .observedObject || self == .stateObject || self == .environmentObject }

  /// Storage SwiftUI keeps for the view, or a binding to storage kept elsewhere: a node of its own
  /// in the update graph, owned or written by the view.
  var isViewStorage: Bool {
    switch self {
    case .state, .binding, .focusState, .gestureState, .sceneStorage, .appStorage: return true
    default: return false
    }
  }

  /// Fetches entities from a store and runs the body when they change.
  var fetches: Bool { self == .fetchRequest || self == .sectionedFetchRequest || self == .query }
}

extension PropertyFact {
  /// Whether `@wrapper` is written on the property, as the attribute names it.
  func isWritten(with wrapper: FrameworkWrapper) -> Bool { attributes.contains(wrapper.rawValue) }
}
