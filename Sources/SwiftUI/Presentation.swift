/// Content a modifier presents, built only while it is shown: SwiftUI calls a sheet's content
/// closure when the sheet is presented, and a view inside it runs only while it is on screen.
/// The binding is read in the modifier's own node, so presenting or dismissing runs no body of
/// the view that wrote the modifier.
struct PresentationModifier<Content: View, Presented: View>: View, PrimitiveView {
  let content: Content
  let kind: String
  let isPresented: Binding<Bool>
  let presented: () -> Presented

  var rendering: Rendering { .transparent }

  func children() -> [ViewChild] {
    [ViewChild(key: 0, view: content)] + (isPresented.wrappedValue ? [ViewChild(key: 1, view: Presenting(kind: kind, content: presented()))] : [])
  }
}

/// The presented content, shown as `sheet` above it in the rendering.
private struct Presenting<Content: View>: View, PrimitiveView {
  let kind: String
  let content: Content

  var rendering: Rendering { .line(kind) }
  func children() -> [ViewChild] { [ViewChild(key: 0, view: content)] }
}

extension View {
  public func sheet<Presented: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Presented
  ) -> some View {
    PresentationModifier(content: self, kind: "sheet", isPresented: isPresented, presented: content)
  }

  public func fullScreenCover<Presented: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Presented
  ) -> some View {
    PresentationModifier(content: self, kind: "fullScreenCover", isPresented: isPresented, presented: content)
  }
}
