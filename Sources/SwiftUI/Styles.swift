public struct Font: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  public static let largeTitle = Font(description: ".largeTitle")
  public static let title = Font(description: ".title")
  public static let title2 = Font(description: ".title2")
  public static let headline = Font(description: ".headline")
  public static let subheadline = Font(description: ".subheadline")
  public static let body = Font(description: ".body")
  public static let callout = Font(description: ".callout")
  public static let caption = Font(description: ".caption")
  public static let footnote = Font(description: ".footnote")

  public func monospacedDigit() -> Font { Font(description: description + ".monospacedDigit()") }
  public func bold() -> Font { Font(description: description + ".bold()") }
}

/// Something that can fill or color a view.
public protocol ShapeStyle: Sendable {}

public struct Color: ShapeStyle, Hashable, CustomStringConvertible {
  public let description: String

  public static let primary = Color(description: ".primary")
  public static let secondary = Color(description: ".secondary")
  public static let accentColor = Color(description: ".accentColor")
  public static let red = Color(description: ".red")
  public static let green = Color(description: ".green")
  public static let blue = Color(description: ".blue")
  public static let orange = Color(description: ".orange")
  public static let gray = Color(description: ".gray")
}

public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  public let description: String

  public static let primary = HierarchicalShapeStyle(description: ".primary")
  public static let secondary = HierarchicalShapeStyle(description: ".secondary")
  public static let tertiary = HierarchicalShapeStyle(description: ".tertiary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var green: Color { .green }
  public static var blue: Color { .blue }
  public static var orange: Color { .orange }
  public static var gray: Color { .gray }
  public static var accentColor: Color { .accentColor }
}

public enum Edge: Sendable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

extension Edge.Set: CustomStringConvertible {
  public var description: String {
    switch self {
    case .all: ".all"
    case .horizontal: ".horizontal"
    case .vertical: ".vertical"
    case .top: ".top"
    case .leading: ".leading"
    case .bottom: ".bottom"
    case .trailing: ".trailing"
    default: "Edge.Set(rawValue: \(rawValue))"
    }
  }
}
