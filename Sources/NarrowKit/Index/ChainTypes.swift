import Foundation

/// One member read along a chain, with the type it is read from (when the index knows it).
struct ChainStep: Sendable, Hashable {
  var name: String
  /// The type that declares `name`, as a simple name; nil when unknown.
  var ownerType: String?
  /// Where the chain text ends after this step.
  var end: Int
}

/// A chain with an implicit `self` made explicit: `track.playCount` inside `Player` has the steps
/// `track` (of `Player`) and `playCount` (of `Track`).
///
/// A class, so that the many lookups that point at one chain share it instead of copying it.
final class ResolvedChain: Sendable {
  let chain: ChainFact
  let steps: [ChainStep]
  /// Whether the first step is a property named without `self.` (`track` in `track.playCount`).
  let startsWithImplicitSelf: Bool
  /// For a call whose result is read on (`store.session(id).revision`): those reads, typed from
  /// the method's declared result (`revision` of `Session`). The steps end with the call itself.
  let resultSteps: [ChainStep]

  init(chain: ChainFact, steps: [ChainStep], startsWithImplicitSelf: Bool, resultSteps: [ChainStep] = []) {
    self.chain = chain
    self.steps = steps
    self.startsWithImplicitSelf = startsWithImplicitSelf
    self.resultSteps = resultSteps
  }

  /// Where the text before step `index` ends: the chain's start for an implicit first step.
  func baseEnd(before index: Int) -> Int {
    if index > 0 { return steps[index - 1].end }
    if startsWithImplicitSelf { return chain.expression.range.start }
    return chain.componentRanges[0].start + rootLength
  }

  private var rootLength: Int {
    switch chain.root {
    case .selfValue: return 4
    case .name where chain.rootIsCall:
      // Through the call's closing parenthesis: what comes before `.member`.
      return chain.componentRanges[0].end - chain.componentRanges[0].start - chain.components[0].utf8.count - 1
    case .name(let name): return name.utf8.count + (chain.isProjection ? 1 : 0)
    }
  }
}

extension Index {
  /// The chain with the owner type of every member it reads, as far as declared types tell.
  func resolve(_ chain: ChainFact) -> ResolvedChain {
    var steps: [ChainStep] = []
    var owner: String?
    /// The collection the previous step read, as written (`[Message]`), for `first` and `last`.
    var collection: String?
    var implicitSelf = false
    /// The type a chain starts at when its root names a type (`Library` in `Library.shared.tick()`).
    var staticOwner: String?
    let enclosing = chain.enclosingType
    switch (chain.root, chain.binding) {
    case (.selfValue, _):
      owner = enclosing
    case (.name(let name), .unbound) where chain.rootIsCall:
      owner = enclosing.flatMap { resultType(of: name, in: $0) }
    case (.name(let name), .unbound):
      if let enclosing, propertyDeclaration(name, in: enclosing) != nil {
        implicitSelf = true
        let rootEnd = chain.expression.range.start + name.utf8.count + (chain.isProjection ? 1 : 0)
        steps.append(ChainStep(name: name, ownerType: enclosing, end: rootEnd))
        owner = propertyType(name, in: enclosing)
        collection = propertyTypeText(name, in: enclosing)
      } else if let type = staticRoot(name, in: enclosing, file: chain.expression.location.file), chain.components.count > 1 {
        staticOwner = type
      }
    case (.name, .parameter(let type)), (.name, .local(let type)):
      owner = type.flatMap {
        elementType(named: $0, in: enclosing) ?? typeKey(written: $0, seenFrom: enclosing, file: chain.expression.location.file)
      }
      collection = type
    }
    for (position, (component, range)) in zip(chain.components, chain.componentRanges).enumerated() {
      // `Library.shared`: a static property holds no instance state; its value is where the chain goes on.
      if position == 0, let type = staticOwner {
        steps.append(ChainStep(name: component, ownerType: nil, end: range.end))
        owner = staticProperty(component, of: type).flatMap { property in
          Self.writtenType(of: property).flatMap { typeKey(written: $0, seenFrom: type, file: property.declaration.location.file) }
        }
        continue
      }
      // `messages.last?.content` reads `content` of an element: `first` and `last` of an array
      // are the element, not a member of a declared type.
      if Self.elementAccessors.contains(component), let written = collection, !written.contains(":"),
        let element = ElementPath.elementType(of: written)
      {
        steps.append(ChainStep(name: component, ownerType: nil, end: range.end))
        owner = Self.simpleTypeName(element)
        collection = nil
        continue
      }
      steps.append(ChainStep(name: component, ownerType: owner, end: range.end))
      collection = owner.flatMap { propertyTypeText(component, in: $0) }
      owner = owner.flatMap { propertyType(component, in: $0) }
    }
    var resultSteps: [ChainStep] = []
    if let method = steps.last, let declaring = method.ownerType, !chain.resultMembers.isEmpty {
      var resultOwner = resultType(of: method.name, in: declaring)
      for (member, end) in zip(chain.resultMembers, chain.resultMemberEnds) {
        resultSteps.append(ChainStep(name: member, ownerType: resultOwner, end: end))
        resultOwner = resultOwner.flatMap { propertyType(member, in: $0) }
      }
    }
    return ResolvedChain(chain: chain, steps: steps, startsWithImplicitSelf: implicitSelf, resultSteps: resultSteps)
  }

  /// The type a method of `typeName` returns, as its declaration writes it (`Session` for
  /// `-> Session?`); nil when it returns nothing, a collection or a generic type, or when
  /// several methods of that name disagree.
  func resultType(of method: String, in typeName: String) -> String? {
    guard let type = declaration(named: typeName) else { return nil }
    let written = Set(parts(of: type).flatMap(\.functions).filter { $0.name == method && !$0.isStatic }.map(\.returnType))
    guard written.count == 1, let only = written.first, let text = only else { return nil }
    return Self.simpleTypeName(text)
  }

  /// The members of an array that are one of its elements.
  static let elementAccessors: Set<String> = ["first", "last"]

  /// Marks a local's type as the element of a member (`if let state = rowStates[id]`).
  static let elementMarker = "@element of "

  /// Marks a local's type as a member's, unwrapped (`if let registry = registry`).
  static let memberMarker = "@member "

  /// `RowState` for a local marked as an element of `rowStates: [Int: RowState]` in the enclosing
  /// type; `Registry` for one marked as the member `registry: Registry?`.
  func elementType(named marked: String, in enclosing: String?) -> String? {
    if marked.hasPrefix(Self.memberMarker), let enclosing {
      return propertyTypeText(String(marked.dropFirst(Self.memberMarker.count)), in: enclosing).flatMap(Self.simpleTypeName)
    }
    guard marked.hasPrefix(Self.elementMarker), let enclosing else { return nil }
    let member = String(marked.dropFirst(Self.elementMarker.count))
    guard let written = propertyTypeText(member, in: enclosing) else { return nil }
    return ElementPath.elementType(of: written).flatMap(Self.simpleTypeName)
  }

  /// A property's type as written, or as an initial value of calls makes it: `[Todo]` for
  /// `= [Todo(…), Todo(…)]`, `Todo` for `= Todo(…)`. Nil when neither tells.
  static func typeText(of property: PropertyFact) -> String? {
    if let written = property.type { return written }
    guard var value = property.initialValue?.trimmingCharacters(in: .whitespaces) else { return nil }
    let isArray = value.hasPrefix("[")
    if isArray { value.removeFirst() }
    guard let call = value.firstIndex(of: "("), let name = simpleTypeName(String(value[..<call])),
      name.first?.isUppercase == true
    else { return nil }
    return isArray ? "[\(name)]" : name
  }

  /// The type of the instance property `name` in `typeName`, as `typeText(of:)` tells it.
  func propertyTypeText(_ name: String, in typeName: String) -> String? {
    propertyDeclaration(name, in: typeName).flatMap(Self.typeText)
  }

  /// The instance property `name` declared in the type or its extensions.
  func propertyDeclaration(_ name: String, in typeName: String) -> PropertyFact? {
    guard let type = declaration(named: typeName) else { return nil }
    return parts(of: type).lazy.flatMap(\.properties).first { $0.name == name && !$0.isStatic }
  }

  /// Where a plain path written inside `enclosingType` starts: the type declaring its first
  /// member, and the members it reads in order (a name of the enclosing type is the first).
  func start(of path: ValuePath, in enclosingType: String?) -> (owner: String?, members: [String]) {
    let enclosing = enclosingType
    switch (path.root, path.rootBinding) {
    case (.selfValue, _): return (enclosing, path.memberNames)
    case (.name(let name), .unbound): return (enclosing, [name] + path.memberNames)
    case (.name, .parameter(let type)), (.name, .local(let type)):
      return (type.flatMap { typeKey(written: $0, seenFrom: enclosing, file: nil) }, path.memberNames)
    case (.type(let type), _): return (type, path.memberNames)
    }
  }

  /// The simple type of a plain path's value, as far as declared types tell.
  func type(ofPath path: ValuePath, in enclosingType: String?) -> String? {
    let (owner, members) = start(of: path, in: enclosingType)
    return members.reduce(owner) { type, member in type.flatMap { propertyType(member, in: $0) } }
  }

  /// The type a chain's root names, when it is a type of the scanned code and no property of the
  /// enclosing type, local or global has that name: `Library` in `Library.shared.tick()`, `Self`.
  private func staticRoot(_ name: String, in enclosing: String?, file: String) -> String? {
    if name == "Self" { return enclosing }
    guard name.first?.isUppercase == true, globals(named: name) == nil,
      let key = typeKey(written: name, seenFrom: enclosing, file: file), declaration(named: key) != nil
    else { return nil }
    return key
  }

  /// `Store.shared`: a static property of a type in the scanned code.
  func staticProperty(_ name: String, of type: String) -> PropertyFact? {
    let declared = declaration(named: type).map(parts(of:)) ?? []
    return declared.flatMap(\.properties).first { $0.name == name && $0.isStatic }
  }

  /// A property's type as written, or as its initial value makes it (`= Box<Int>(…)`).
  static func writtenType(of property: PropertyFact) -> String? {
    if let type = property.type { return baseTypeName(type) }
    guard let value = property.initialValue, let call = value.firstIndex(of: "(") else { return nil }
    return baseTypeName(String(value[..<call]))
  }

  /// `Store` for `Store?`, and `Box` for `Box<Int>`: a generic instance is of its generic type.
  static func baseTypeName(_ written: String) -> String? {
    simpleTypeName(written) ?? written.firstIndex(of: "<").flatMap { simpleTypeName(String(written[..<$0])) }
  }

  /// The type of a property set to a shared instance or something it holds (`= Store.shared`,
  /// `= Services.shared.store`), as the declared types along the path tell.
  func sharedInstanceType(of property: PropertyFact, followingMembers: Bool = true) -> String? {
    guard let value = property.initialValue, !value.contains("(") else { return nil }
    let names = value.split(separator: ".").map(String.init)
    guard names.count == 2 || (followingMembers && names.count > 2), names.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
      let shared = staticProperty(names[1], of: names[0]).flatMap(Self.writtenType)
    else { return nil }
    return names.dropFirst(2).reduce(Optional(shared)) { type, name in type.flatMap { propertyType(name, in: $0) } }
  }

  /// The instance properties with storage, of the declaration and its extensions.
  func storedProperties(of type: TypeFact) -> [PropertyFact] {
    parts(of: type).flatMap(\.properties).filter { !$0.isStatic && $0.storage != .computed }
  }

  /// The simple type name of a property, looking through property wrappers that keep the type
  /// (`@State var x: T`, `@Bindable var m: M`) and `@Environment(Model.self)`.
  func propertyType(_ name: String, in typeName: String) -> String? {
    guard let property = propertyDeclaration(name, in: typeName) else { return nil }
    let file = property.declaration.location.file
    if property.isWritten(with: .environment), let argument = property.attributeArgument,
      argument.hasSuffix(".self")
    {
      return typeKey(written: String(argument.dropLast(5)), seenFrom: typeName, file: file)
    }
    // `= Store.shared` only, not a path past it, whose members would ask for property types
    // again: no declaration can make the lookup loop.
    return property.type.flatMap { aliasedTypeName($0, writtenIn: typeName) ?? typeKey(written: $0, seenFrom: typeName, file: file) }
      ?? sharedInstanceType(of: property, followingMembers: false)
  }

  /// `Track` for `Track`, `Track?`, `Music.Track`; nil for collections, closures and generics.
  static func simpleTypeName(_ written: String) -> String? {
    writtenPath(written).map(simpleName)
  }

  /// `Music.Track` for `Music.Track?` or `any Music.Track`: the path a plain type is written as.
  static func writtenPath(_ written: String) -> String? {
    var bytes = written.utf8[...]
    while let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || last == UInt8(ascii: " ") {
      bytes = bytes.dropLast()
    }
    bytes = bytes.drop { $0 == UInt8(ascii: " ") }
    // An existential or opaque type names its protocol: `any Counter` is typed by `Counter`.
    for keyword in ["any ", "some "] where bytes.starts(with: keyword.utf8) { bytes = bytes.dropFirst(keyword.utf8.count) }
    guard !bytes.isEmpty, bytes.allSatisfy(isNameByte) else { return nil }
    return String(Substring(bytes))
  }

  /// `Inner` for `Outer.Inner`.
  static func simpleName(_ qualified: String) -> String {
    guard let dot = qualified.utf8.lastIndex(of: UInt8(ascii: ".")) else { return qualified }
    return String(qualified[qualified.utf8.index(after: dot)...])
  }

  /// Letters, digits, `_` and `.`; bytes of non-ASCII letters count, as identifiers allow them.
  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "."), 0x80...:
      return true
    default:
      return false
    }
  }
}
