public struct HorizontalAlignment: Equatable, Sendable, CustomStringConvertible {
  public let description: String
  public static let leading = HorizontalAlignment(description: ".leading")
  public static let center = HorizontalAlignment(description: ".center")
  public static let trailing = HorizontalAlignment(description: ".trailing")
}

public struct VerticalAlignment: Equatable, Sendable, CustomStringConvertible {
  public let description: String
  public static let top = VerticalAlignment(description: ".top")
  public static let center = VerticalAlignment(description: ".center")
  public static let bottom = VerticalAlignment(description: ".bottom")
  public static let firstTextBaseline = VerticalAlignment(description: ".firstTextBaseline")
}

public struct Alignment: Equatable, Sendable, CustomStringConvertible {
  public let description: String
  public static let center = Alignment(description: ".center")
  public static let leading = Alignment(description: ".leading")
  public static let trailing = Alignment(description: ".trailing")
  public static let top = Alignment(description: ".top")
  public static let bottom = Alignment(description: ".bottom")
}

public enum Axis: Sendable {
  case horizontal, vertical

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// `Name(arguments)` with only the arguments that differ from their defaults.
private func describe(_ name: String, _ arguments: [(label: String, value: String)?]) -> String {
  let given = arguments.compactMap { $0 }.map { "\($0.label): \($0.value)" }
  return given.isEmpty ? name : "\(name)(\(given.joined(separator: ", ")))"
}

private func spacingArgument(_ spacing: CGFloat?) -> (label: String, value: String)? {
  spacing.map { ("spacing", "\($0)") }
}

public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  var rendering: Rendering {
    .line(describe("VStack", [alignment == .center ? nil : ("alignment", "\(alignment)"), spacingArgument(spacing)]))
  }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }
}

public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  var rendering: Rendering {
    .line(describe("HStack", [alignment == .center ? nil : ("alignment", "\(alignment)"), spacingArgument(spacing)]))
  }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }
}

public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  var rendering: Rendering { .line(describe("ZStack", [alignment == .center ? nil : ("alignment", "\(alignment)")])) }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }
}

public struct ScrollView<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  var rendering: Rendering { .line(axes == .horizontal ? "ScrollView(.horizontal)" : "ScrollView") }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }
}

/// Groups views without adding anything of its own.
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var rendering: Rendering { .transparent }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }
}

public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Data.Element: Identifiable,
    Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }

  var rendering: Rendering { .line("List") }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }

  /// A list is lazy: its `ForEach` builds the rows of one screenful (see `ViewGraph`'s
  /// `visibleListRows`), and rows never built are neither evaluated nor tracked.
  func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
    guard let screenful = environment[ScreenfulOfListRows.self] else { return environment }
    var rows = environment
    rows[ListRowsOnScreen.self] = screenful
    return rows
  }
}

/// How many rows of a `List` are on screen, as the graph was configured; nil builds every row.
enum ScreenfulOfListRows: EnvironmentKey {
  static let defaultValue: Int? = nil
}

/// Set for the content of a `List`: the number of rows its `ForEach` builds.
enum ListRowsOnScreen: EnvironmentKey {
  static let defaultValue: Int? = nil
}

/// Views made from a collection, one per element, each identified by its element's id so that
/// rows keep their identity (and state) when the collection changes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
}

extension ForEach: View, PrimitiveView where Content: View {
  public typealias Body = Never

  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.data = data
    self.content = content
    self.id = { $0.id }
  }

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
    self.data = data
    self.content = content
    self.id = { $0 }
  }

  var rendering: Rendering { .transparent }
  /// Row closures run here, under the `ForEach`'s own observation tracking.
  func children() -> [ViewChild] { rows(of: data) }

  /// In a `List`, only the rows on screen (the first ones: nothing scrolls here).
  func children(in environment: EnvironmentValues) -> [ViewChild] {
    guard let onScreen = environment[ListRowsOnScreen.self] else { return children() }
    return rows(of: data.prefix(onScreen))
  }

  private func rows(of elements: some Sequence<Data.Element>) -> [ViewChild] {
    elements.map { element in ViewChild(key: AnyHashable(id(element)), view: content(element)) }
  }

  /// A `ForEach` inside a row is not the list's: it builds all of its rows.
  func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
    guard environment[ListRowsOnScreen.self] != nil else { return environment }
    var rows = environment
    rows[ListRowsOnScreen.self] = nil
    return rows
  }
}
