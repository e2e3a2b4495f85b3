import SwiftParser
import SwiftSyntax

/// Which attributes written on a property are property wrappers.
///
/// Swift writes several different things as `@Name` before a property (The Swift Programming
/// Language, "Attributes" and "Properties"; SE-0258, SE-0289, SE-0316, SE-0389):
/// - a property wrapper: a type declared with `@propertyWrapper`. It owns the storage, and every
///   read and write goes through its `wrappedValue`; several compose outside-in, the first written
///   being the outermost;
/// - a global actor: a type declared with `@globalActor` (`MainActor`), which isolates the property;
/// - a result builder: a type declared with `@resultBuilder` (`ViewBuilder`), which transforms a getter;
/// - an attached macro: a `macro` declaration (`ObservationIgnored`), expanded beside the property;
/// - an attribute of the language or of Interface Builder (`available`, `objc`, `IBOutlet`, …).
/// Only a property wrapper changes where the value lives; the others leave a stored property a
/// stored property. `@NSManaged` is the one language attribute that also hands the storage to
/// something else: Core Data provides it at run time, so no observer or move applies to it either.
///
/// An attribute is told by its declaration where the scanned code declares it, else by the
/// frameworks' declarations listed here. One declared in neither place is unknown, and counts as a
/// property wrapper: a rule that would move or observe the property must not assume it is plain.
enum PropertyAttributeKind: Sendable, Hashable {
  case propertyWrapper
  case globalActor
  case resultBuilder
  case macro
  /// Defined by the language or by Interface Builder: `@available`, `@objc`, `@IBOutlet`.
  case language
  /// `@NSManaged`: Core Data provides the property's storage at run time.
  case managedByCoreData
  /// Declared neither in the scanned code nor among the frameworks' attributes Narrow knows.
  case unknown

  /// Whether the property's value lives somewhere other than storage of its own.
  var wrapsStorage: Bool {
    switch self {
    case .propertyWrapper, .managedByCoreData, .unknown: return true
    case .globalActor, .resultBuilder, .macro, .language: return false
    }
  }

  /// The other attributes the frameworks and the language declare that may be written on a property.
  static let frameworkAttributes: [String: PropertyAttributeKind] = {
    var kinds: [String: PropertyAttributeKind] = ["MainActor": .globalActor, "NSManaged": .managedByCoreData]
    for builder in [
      "ViewBuilder", "SceneBuilder", "CommandsBuilder", "ToolbarContentBuilder", "TableColumnBuilder",
      "TableRowBuilder", "ChartContentBuilder", "RegexComponentBuilder",
    ] { kinds[builder] = .resultBuilder }
    // Observation, SwiftData and SwiftUI macros written on properties.
    for macro in ["ObservationIgnored", "ObservationTracked", "Transient", "Attribute", "Relationship", "Entry", "Previewable"] {
      kinds[macro] = .macro
    }
    for attribute in [
      "available", "backDeployed", "discardableResult", "dynamicCallable", "dynamicMemberLookup", "frozen",
      "GKInspectable", "inlinable", "inline", "nonobjc", "NSCopying", "objc", "preconcurrency", "testable",
      "unchecked", "usableFromInline", "warn_unqualified_access", "exclusivity", "IBOutlet", "IBInspectable",
      "IBAction", "IBSegueAction", "Sendable", "retroactive",
    ] { kinds[attribute] = .language }
    return kinds
  }()

  /// The modules whose name may qualify one of their attributes (`@SwiftUI.State`).
  static let frameworkModules = ["Swift", "SwiftUI", "Combine", "SwiftData", "Observation", "Foundation", "_Concurrency"]

  /// `State` for `SwiftUI.State`, `Clamped` for `Clamped<Int>`; `FocusState.Binding` stays whole.
  static func name(_ written: String) -> String {
    var name = written.firstIndex(of: "<").map { String(written[..<$0]) } ?? written
    if let dot = name.firstIndex(of: "."), frameworkModules.contains(String(name[..<dot])) {
      name = String(name[name.index(after: dot)...])
    }
    return name
  }

  /// What the frameworks and the language make an attribute; `unknown` for any other.
  static func ofFramework(_ name: String) -> PropertyAttributeKind {
    FrameworkWrapper(rawValue: name) != nil ? .propertyWrapper : frameworkAttributes[name] ?? .unknown
  }
}

/// The attributes the scanned code declares: types marked `@propertyWrapper`, `@globalActor` or
/// `@resultBuilder`, and `macro` declarations, by simple and by qualified name.
struct DeclaredAttributes: Sendable {
  private let kinds: [String: Set<PropertyAttributeKind>]

  init(types: [TypeFact], macros: [String]) {
    var kinds: [String: Set<PropertyAttributeKind>] = [:]
    let marks: [String: PropertyAttributeKind] = ["propertyWrapper": .propertyWrapper, "globalActor": .globalActor, "resultBuilder": .resultBuilder]
    for type in types where type.kind != .extension {
      for attribute in type.attributes {
        guard let kind = marks[attribute] else { continue }
        kinds[type.name, default: []].insert(kind)
        kinds[type.qualifiedName, default: []].insert(kind)
      }
    }
    for macro in macros { kinds[macro, default: []].insert(.macro) }
    self.kinds = kinds
  }

  /// What the declarations of this name make it; nil where the scanned code declares none. Two
  /// declarations of one name that disagree (in two modules) count as a property wrapper.
  func kind(of name: String) -> PropertyAttributeKind? {
    // `MyKit.Clamped` is the scanned `Clamped` when no type `MyKit` holds it.
    var rest = Substring(name)
    while true {
      if let found = kinds[String(rest)] {
        return found.count == 1 ? found.first! : .propertyWrapper
      }
      guard let dot = rest.firstIndex(of: ".") else { return nil }
      rest = rest[rest.index(after: dot)...]
    }
  }
}

extension Index {
  /// What an attribute written on a property is (`State`, `MainActor`, `SwiftUI.State`).
  func kind(ofAttribute written: String) -> PropertyAttributeKind {
    let name = PropertyAttributeKind.name(written)
    // Every key `kind(of:)` tries ends with the same simple name.
    lookupLog?.note(name)
    return declaredAttributes.kind(of: name) ?? PropertyAttributeKind.ofFramework(name)
  }

  /// The attributes of a property that keep its value somewhere other than storage of its own, in
  /// the order written (outermost first), as names: property wrappers (`State`,
  /// `FocusState.Binding`), attributes of unknown kind, and `NSManaged`. Global actors, result
  /// builders, macros and the language's attributes are not among them.
  func wrappers(of property: PropertyFact) -> [String] {
    property.attributes.filter { kind(ofAttribute: $0).wrapsStorage }.map(PropertyAttributeKind.name)
  }

  /// The outermost of `wrappers(of:)`; nil for a property whose value is its own storage.
  func wrapper(of property: PropertyFact) -> String? {
    property.attributes.lazy.filter { kind(ofAttribute: $0).wrapsStorage }.map(PropertyAttributeKind.name).first
  }

  /// The outermost wrapper, when the frameworks declare it.
  func frameworkWrapper(of property: PropertyFact) -> FrameworkWrapper? { FrameworkWrapper(named: wrapper(of: property)) }

  /// Whether `wrapper` is one of the property's wrappers, outermost or not.
  func isWrapped(_ property: PropertyFact, by wrapper: FrameworkWrapper) -> Bool { wrappers(of: property).contains(wrapper.rawValue) }

  /// The global actor written on a property (`MainActor` for `@MainActor var count`) when the
  /// type holding it is not isolated to that actor as a whole. Code Narrow writes into the type
  /// (a refresh run from `didSet`) has the type's isolation, and a synchronous function may touch
  /// a property isolated to a global actor only when it is isolated to that actor too (The Swift
  /// Programming Language, "Concurrency"; SE-0316).
  func isolationApart(of property: PropertyFact, in type: TypeFact) -> String? {
    let actors = { (attributes: [String]) in
      attributes.filter { kind(ofAttribute: $0) == .globalActor }.map(PropertyAttributeKind.name)
    }
    guard let own = actors(property.attributes).first else { return nil }
    // An isolated extension isolates its own members only; the declaration isolates the type.
    let typeActors = parts(of: type).filter { $0.kind != .extension }.flatMap { actors($0.attributes) }
    return typeActors.contains(own) ? nil : own
  }
}

extension PropertyFact {
  /// Its attributes as written, arguments included (`@available(*, deprecated)`,
  /// `@Environment(\.locale)`), to write on a declaration that takes its place.
  var writtenAttributes: [String] {
    let tree = Parser.parse(source: declaration.text)
    guard let variable = tree.statements.first?.item.as(VariableDeclSyntax.self) else { return attributes.map { "@" + $0 } }
    return variable.attributes.map(\.trimmedDescription)
  }
}
