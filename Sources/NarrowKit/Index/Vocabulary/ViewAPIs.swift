/// The views and modifiers Narrow knows, by what they do with the closures handed to them: build
/// content while the body runs, build one row per element, keep a closure to run later, build
/// content only while it is presented, or take no content at all. With `EventSources` (what runs
/// code later, and how often) and `FrameworkWrapper` (what holds a view's inputs) it is the one
/// vocabulary of SwiftUI: every layer asks here, and no other file spells these names
/// (`VocabularyTests`).
///
/// Sources: SwiftUI's documentation of each view and modifier; "Lists" and "Lazy stacks" for rows
/// built as they scroll in; "Modal presentations" for content built only while shown.
enum ViewAPIs {
  /// What a view or modifier does with the content closures handed to it.
  enum Content: Sendable, Hashable {
    /// Runs them at once, while the body that builds it runs, and keeps none (`VStack { … }`).
    case builtAtOnce
    /// Calls one once per row, as rows are built (`ForEach(items) { item in … }`).
    case builtPerRow
    /// Given data, calls its row closure once per row as rows are built (`List(items) { item in … }`);
    /// without, holds fixed rows or a `ForEach`, built at once (`List { … }`).
    case builtPerRowOfItsData
    /// Keeps them in the value it builds, to run later (`Table`'s columns).
    case kept
    /// Its first closure is its action, kept to run on a tap; one labelled `label` builds its label.
    case actionThenLabel
    /// Builds them only while the content is presented (`sheet`, `alert`).
    case builtWhilePresented
    /// Builds them with the view it modifies, shown beside it (`overlay`, `background`).
    case builtWithTheView
    /// Takes no content closure: a leaf view or control, a modifier that styles or passes values
    /// down, or what a result builder makes of a body.
    case none
  }

  struct Entry: Sendable, Hashable {
    let name: String
    let content: Content
    /// Whether it lays out many rows, so a body that builds it does work for each row it compares.
    let laysOutRows: Bool

    init(_ name: String, _ content: Content, laysOutRows: Bool = false) {
      (self.name, self.content, self.laysOutRows) = (name, content, laysOutRows)
    }
  }

  static func content(of name: String) -> Content? { byName[name]?.content }

  /// Whether a closure handed to `name` builds content while the body that builds it runs.
  static func buildsAtOnce(_ name: String) -> Bool { content(of: name) == .builtAtOnce }

  /// Whether `name` builds its content one row per element, calling its closure per row, in
  /// some form.
  static func buildsRowPerElement(_ name: String) -> Bool {
    content(of: name) == .builtPerRow || content(of: name) == .builtPerRowOfItsData
  }

  /// Whether `name` lays out many rows.
  static func laysOutRows(_ name: String) -> Bool { byName[name]?.laysOutRows == true }

  /// Whether `name` is a modifier whose closures build views shown with the view it modifies.
  static func buildsWithTheView(_ name: String) -> Bool { content(of: name) == .builtWithTheView }

  /// Whether `name`'s content is built only while presented: a view built there runs for nothing
  /// while the sheet, popover, cover, alert, dialog, inspector or destination is not shown.
  static func presents(_ name: String) -> Bool { content(of: name) == .builtWhilePresented }

  /// Whether `name`'s first trailing closure is its action rather than its label.
  static func takesActionFirst(_ name: String) -> Bool { content(of: name) == .actionThenLabel }

  /// The modifiers that hand an object to the views below through the environment.
  enum Injection: String, CaseIterable, Sendable {
    /// `environmentObject(_:)`: an `ObservableObject`, read with `@EnvironmentObject`.
    case environmentObject
    /// `environment(_:)` with one argument: an `@Observable` object, read with
    /// `@Environment(Type.self)`.
    case environment
  }

  /// Argument labels of closures that build views for the call they are handed to, whatever it is.
  static let viewBuildingLabels: Set<String> = [
    "label", "content", "header", "footer", "placeholder", "background", "overlay", "icon", "title",
  ]

  /// Argument labels of closures that are actions, whatever they are handed to.
  static let actionLabels: Set<String> = ["action", "perform", "primaryAction", "onDismiss"]

  /// The views of the vocabulary, which are types (`VStack`), apart from its modifiers.
  static var typeNames: Set<String> { Set(byName.keys.filter { $0.first?.isUppercase == true }) }

  /// The names of every entry, for the tests that the vocabulary covers the harness and that no
  /// other file spells a name of it.
  static var allNames: Set<String> { Set(byName.keys) }

  private static let byName: [String: Entry] = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })

  static let entries: [Entry] = containers + rows + presenters + modifiers + leaves

  private static let containers: [Entry] = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid", "GridRow", "Group", "Section", "ScrollView",
    "Form", "NavigationStack", "NavigationView", "NavigationSplitView", "Menu", "ViewThatFits", "ControlGroup",
    "DisclosureGroup", "TabView", "ToolbarItem", "ToolbarItemGroup",
  ].map { Entry($0, .builtAtOnce) }

  private static let rows: [Entry] = [
    Entry("ForEach", .builtPerRow, laysOutRows: true),
    Entry("List", .builtPerRowOfItsData, laysOutRows: true),
    Entry("LazyVGrid", .builtAtOnce, laysOutRows: true),
    Entry("LazyHGrid", .builtAtOnce, laysOutRows: true),
    Entry("Table", .kept, laysOutRows: true),
  ]

  private static let presenters: [Entry] = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector", "navigationDestination",
  ].map { Entry($0, .builtWhilePresented) }

  private static let modifiers: [Entry] = [
    "overlay", "background", "mask", "safeAreaInset", "toolbar",
  ].map { Entry($0, .builtWithTheView) } + [
    Entry("Button", .actionThenLabel),
  ] + [
    // Modifiers that style the view or pass values down to it, and take no closure.
    "font", "bold", "monospacedDigit", "foregroundStyle", "padding", "frame", "opacity", "disabled", "lineLimit",
    "accessibilityLabel", "modifier",
  ].map { Entry($0, .none) } + Injection.allCases.map { Entry($0.rawValue, .none) }

  private static let leaves: [Entry] = [
    "Text", "Image", "Spacer", "Toggle", "Slider", "TextField",
    // What a result builder makes of a body, and what a modifier wraps its view in.
    "EmptyView", "TupleView", "_ConditionalContent", "ModifiedContent", "_ViewModifier_Content",
  ].map { Entry($0, .none) }
}
