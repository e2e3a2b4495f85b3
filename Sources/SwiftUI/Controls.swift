/// Text on screen.
public struct Text: View, PrimitiveView, Equatable {
  let content: String

  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  public init(verbatim content: String) {
    self.content = content
  }

  var rendering: Rendering { .line("Text(\(String(reflecting: content)))") }
  func children() -> [ViewChild] { [] }
}

/// A symbol image.
public struct Image: View, PrimitiveView, Equatable {
  let systemName: String

  public init(systemName: String) {
    self.systemName = systemName
  }

  var rendering: Rendering { .line("Image(systemName: \(String(reflecting: systemName)))") }
  func children() -> [ViewChild] { [] }
}

/// Flexible space in a stack.
public struct Spacer: View, PrimitiveView {
  let minLength: CGFloat?

  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  var rendering: Rendering { .line("Spacer()") }
  func children() -> [ViewChild] { [] }
}

/// A control that performs an action. The renderer shows its label; scenarios change models
/// directly, the way the action would.
public struct Button<Label: View>: View, PrimitiveView {
  let action: () -> Void
  let label: Label

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) where Label == Text {
    self.action = action
    self.label = Text(title)
  }

  var rendering: Rendering { .line("Button") }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: label)] }
}

/// A button showing a list of actions. Its content is built where the menu is written, so the
/// buttons' closures are made in that body.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text {
    self.content = content()
    self.label = Text(title)
  }

  var rendering: Rendering { .line("Menu") }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: label), ViewChild(key: 1, view: content)] }
}

/// A control for a value in a range. Controls read their binding in their own node, when they
/// are shown, so the view that makes a control does not depend on the bound value.
public struct Slider: View, PrimitiveView {
  let value: () -> Double
  let bounds: ClosedRange<Double>

  public init<Value: BinaryFloatingPoint>(
    value: Binding<Value>,
    in bounds: ClosedRange<Value> = 0...1
  ) where Value.Stride: BinaryFloatingPoint {
    self.value = { Double(value.wrappedValue) }
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
  }

  var rendering: Rendering { .line("Slider(value: \(value()), in: \(bounds))") }
  func children() -> [ViewChild] { [] }
}

/// An editable line of text.
public struct TextField: View, PrimitiveView {
  let title: String
  let text: Binding<String>

  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  var rendering: Rendering {
    .line("TextField(\(String(reflecting: title)), text: \(String(reflecting: text.wrappedValue)))")
  }
  func children() -> [ViewChild] { [] }
}

/// An on/off switch.
public struct Toggle: View, PrimitiveView {
  let title: String
  let isOn: Binding<Bool>

  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.title = String(title)
    self.isOn = isOn
  }

  var rendering: Rendering { .line("Toggle(\(String(reflecting: title)), isOn: \(isOn.wrappedValue))") }
  func children() -> [ViewChild] { [] }
}
