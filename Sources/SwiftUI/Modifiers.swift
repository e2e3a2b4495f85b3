/// A modifier that changes how its content looks. There is no layout: the renderer records the
/// modifier next to the content, so that a refactoring that drops or changes one shows up as a
/// different rendering.
struct AppearanceModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let annotation: String

  var rendering: Rendering { .annotation(annotation) }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }
}

extension View {
  func appearance(_ annotation: String) -> AppearanceModifier<Self> {
    AppearanceModifier(content: self, annotation: annotation)
  }

  public func font(_ font: Font?) -> some View {
    appearance(".font(\(font.map(String.init(describing:)) ?? "nil"))")
  }

  public func bold(_ isActive: Bool = true) -> some View {
    appearance(isActive ? ".bold()" : ".bold(false)")
  }

  public func monospacedDigit() -> some View {
    appearance(".monospacedDigit()")
  }

  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    appearance(".foregroundStyle(\(style))")
  }

  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    switch (edges, length) {
    case (.all, nil): appearance(".padding()")
    case (.all, let length?): appearance(".padding(\(length))")
    case (_, nil): appearance(".padding(\(edges))")
    case (_, let length?): appearance(".padding(\(edges), \(length))")
    }
  }

  public func padding(_ length: CGFloat) -> some View {
    appearance(".padding(\(length))")
  }

  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    let arguments = [width.map { "width: \($0)" }, height.map { "height: \($0)" },
                     alignment == .center ? nil : "alignment: \(alignment)"].compactMap { $0 }
    return appearance(".frame(\(arguments.joined(separator: ", ")))")
  }

  public func frame(maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    let arguments = [maxWidth.map { "maxWidth: \($0)" }, maxHeight.map { "maxHeight: \($0)" },
                     alignment == .center ? nil : "alignment: \(alignment)"].compactMap { $0 }
    return appearance(".frame(\(arguments.joined(separator: ", ")))")
  }

  public func opacity(_ opacity: Double) -> some View {
    appearance(".opacity(\(opacity))")
  }

  /// Recorded only: the subset has no interaction for it to turn off.
  public func disabled(_ disabled: Bool) -> some View {
    appearance(".disabled(\(disabled))")
  }

  public func lineLimit(_ number: Int?) -> some View {
    appearance(".lineLimit(\(number.map(String.init) ?? "nil"))")
  }

  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    appearance(".accessibilityLabel(\(String(reflecting: String(label))))")
  }

  public func accessibilityLabel(_ label: Text) -> some View {
    appearance(".accessibilityLabel(\(String(reflecting: label.content)))")
  }
}
