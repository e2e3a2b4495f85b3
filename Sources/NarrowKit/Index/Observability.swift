import Foundation

/// How SwiftUI learns that an object changed, by what the object is:
/// - an `@Observable` class (Observation, SE-0395) and a SwiftData `@Model` class, which the macro
///   makes `Observable` with each stored property tracked (SwiftData, `Model()`): a body runs again
///   when a property it read changes, and only then;
/// - an `ObservableObject` (Combine) and a Core Data `NSManagedObject`, which conforms to
///   `ObservableObject` and sends `objectWillChange` before any managed property changes (Core
///   Data, `NSManagedObject`): a view that holds the object runs again on every change it
///   announces, whatever it reads.
enum Observability: Sendable, Hashable {
  case eachProperty
  case wholeObject
}

/// What a view's fetch wrapper fetches: the entity whose changes it follows.
struct FetchedEntity: Sendable, Hashable {
  /// The wrapper as written: `FetchRequest`, `SectionedFetchRequest` or `Query`.
  var wrapper: String
  /// The key of the entity's type.
  var entity: String
}

extension Index {
  /// How a change of one of the type's objects reaches the views that hold it; nil for a type
  /// SwiftUI does not observe (a struct, a plain class).
  func observability(of type: TypeFact) -> Observability? {
    guard type.kind == .class || type.kind == .extension else { return nil }
    if parts(of: type).contains(where: { $0.attributes.contains("Observable") }) || isSwiftDataModel(type) { return .eachProperty }
    if isObservableObject(type) || isManagedObject(type) { return .wholeObject }
    return nil
  }

  /// Whether a write of `member` is a change the object announces to every view that holds it: a
  /// `@Published` property of an `ObservableObject`, or a managed property (`@NSManaged`) of an
  /// `NSManagedObject`, whose `objectWillChange` fires for each.
  func announcesChange(of member: String, in owner: String) -> Bool {
    guard let property = propertyDeclaration(member, in: owner) else { return false }
    if property.isWritten(with: .published) { return true }
    return property.attributes.contains("NSManaged") && declaration(named: owner).map(isManagedObject) == true
  }

  /// Whether `member` is data the object keeps in its store, whose change a fetch of the object's
  /// entity follows: a managed property of a Core Data object, or a stored property of a SwiftData
  /// model other than a `@Transient` one, which SwiftData does not persist (SwiftData, `Transient()`).
  func persists(_ member: String, in owner: String) -> Bool {
    guard let property = propertyDeclaration(member, in: owner), let type = declaration(named: owner) else { return false }
    if isManagedObject(type) { return property.attributes.contains("NSManaged") }
    return isSwiftDataModel(type) && !property.isStatic && property.storage != .computed
      && !property.attributes.contains("Transient")
  }

  /// An `ObservableObject`, by its own conformance or a superclass's; not a Core Data object,
  /// which announces its changes the same way but whose storage Core Data owns.
  func isObservableObject(_ type: TypeFact) -> Bool { conforms(type, to: "ObservableObject") }

  /// Whether SwiftUI observes the type and its stored properties are its own to move or add to:
  /// not a SwiftData model or a Core Data object, whose stored properties are the store's schema.
  /// The one test transforms use to find the objects they may rewrite.
  func isRewritableObservable(_ type: TypeFact) -> Bool {
    observability(of: type) != nil && !isSwiftDataModel(type) && !isManagedObject(type)
  }

  /// A SwiftData model: a class marked `@Model`, whose stored properties are persisted.
  func isSwiftDataModel(_ type: TypeFact) -> Bool { parts(of: type).contains { $0.attributes.contains("Model") } }

  /// A Core Data object: a subclass of `NSManagedObject`, directly or through the scanned code's classes.
  func isManagedObject(_ type: TypeFact) -> Bool { conforms(type, to: "NSManagedObject") }

  /// The entity a view's `@FetchRequest`, `@SectionedFetchRequest` or `@Query` property fetches,
  /// read from its declared type (`FetchedResults<Item>`, `SectionedFetchResults<String, Item>`,
  /// `[Item]`). Each follows the store: Core Data's fetch request updates the view as fetched
  /// objects are inserted, deleted or changed (SwiftUI, `FetchRequest`), and SwiftData's query
  /// keeps its models in sync with the store (SwiftData, `Query`).
  func fetchedEntity(of property: PropertyFact, in view: TypeFact) -> FetchedEntity? {
    guard let wrapper = frameworkWrapper(of: property), wrapper.fetches, let written = property.type,
      let element = Self.lastGenericArgument(of: written),
      let entity = typeKey(written: element, seenFrom: view.name, file: property.declaration.location.file)
    else { return nil }
    return FetchedEntity(wrapper: wrapper.rawValue, entity: entity)
  }

  /// `Item` for `FetchedResults<Item>`, `SectionedFetchResults<String, Item>`, `[Item]` and `Array<Item>`.
  static func lastGenericArgument(of written: String) -> String? {
    let text = written.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") { return String(text.dropFirst().dropLast()) }
    guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return nil }
    let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
    var depth = 0
    var start = arguments.startIndex
    for index in arguments.indices {
      switch arguments[index] {
      case "<", "[", "(": depth += 1
      case ">", "]", ")": depth -= 1
      case "," where depth == 0: start = arguments.index(after: index)
      default: break
      }
    }
    let last = arguments[start...].trimmingCharacters(in: .whitespaces)
    return last.isEmpty ? nil : last
  }
}
