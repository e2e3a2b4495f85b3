@_exported import Foundation
@_exported import Observation

/// A piece of user interface, described by a value. Same shape as SwiftUI's protocol: views are
/// main-actor isolated and a view made by the app describes its content in `body`.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Views built into the framework have no body; the renderer expands them itself.
extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  public var body: Never { fatalError("\(Self.self) is drawn by the renderer and has no body") }
}

/// A view that shows nothing.
public struct EmptyView: View {
  public init() {}
}

/// Several views listed one after the other in a view builder.
public struct TupleView<T>: View {
  public var value: T
  let elements: [any View]

  public init(_ value: T) {
    self.value = value
    self.elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(value: T, elements: [any View]) {
    self.value = value
    self.elements = elements
  }
}

/// The result of an `if`/`else` (or `switch`) in a view builder: one of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

@resultBuilder
@MainActor
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    var elements: [any View] = []
    for element in repeat each content { elements.append(element) }
    return TupleView(value: (repeat each content), elements: elements)
  }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}
