/// Decides what a computed property's getter depends on: the stored properties of its own object
/// it reads (its inputs), or the first thing it reads that a `didSet` could not follow.
struct CacheComputedReads {
  let index: Index
  let object: TypeFact

  /// Standard value types: reading or constructing them depends on nothing else.
  static let valueTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "CGFloat", "Decimal", "Bool", "String", "Substring", "Character", "Array", "Dictionary", "Set", "Optional",
    "URL", "Data", "TimeInterval", "Range", "ClosedRange", "Never", "Void",
  ]
  /// Free functions of the standard library that only compute on their arguments.
  private static let pureFunctions: Set<String> = [
    "max", "min", "abs", "zip", "stride", "round", "floor", "ceil", "sqrt", "pow", "repeatElement",
  ]
  /// Methods of standard collections, numbers and strings that only compute on their values.
  private static let pureMethods: Set<String> = [
    "reduce", "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "count",
    "sorted", "reversed", "min", "max", "prefix", "suffix", "dropFirst", "dropLast", "joined", "enumerated",
    "firstIndex", "lastIndex", "split", "lowercased", "uppercased", "capitalized", "trimmingCharacters",
    "hasPrefix", "hasSuffix", "rounded", "squareRoot", "formatted", "isMultiple", "distance", "index", "lazy",
    "mapValues", "keys", "values", "union", "intersection", "subtracting", "isSubset", "isSuperset", "starts",
    "elementsEqual", "description", "append", "appending", "replacingOccurrences", "components", "padding",
    "sum", "isEmpty", "magnitude", "remainder", "truncatingRemainder", "quotientAndRemainder",
  ]
  private static let randomMethods: Set<String> = ["random", "randomElement", "shuffled", "shuffle"]
  private static let timeTypes: Set<String> = ["Date", "DispatchTime", "ContinuousClock", "SuspendingClock", "CFAbsoluteTime"]
  private static let singletonMembers: Set<String> = ["shared", "standard", "default", "current", "main", "sharedInstance"]

  /// What a getter depends on: stored properties of the object, and the private computed
  /// properties ("helpers") it reads on the way, innermost first.
  struct Inputs {
    var properties: [PropertyFact]
    var helpers: [PropertyFact]
  }

  /// The inputs in declaration order, reading through private helpers of the object that read
  /// only its stored properties, or why the getter reads something else.
  func inputs(of getter: GetterFact, property: PropertyFact, depth: Int = 0) -> Result<Inputs, Reason> {
    if !getter.effects.isEmpty || !getter.reads.effects.isEmpty {
      let effects = Set(getter.effects + Array(getter.reads.effects)).sorted().joined(separator: ", ")
      return .failure(Reason(CacheComputedSkip.asynchronousOrThrowing, "the getter uses \(effects): an asynchronous or throwing computation cannot be stored from didSet"))
    }
    let reads = getter.reads
    if reads.usesSelfWhole { return .failure(Reason(CacheComputedSkip.passesSelfOn, "the getter passes self on, so what it reads is unknown")) }
    if let reason = typeUseProblem(reads.typeUses) ?? methodProblem(reads.calledMethods) { return .failure(reason) }

    let members = index.parts(of: object)
    var names: [String] = []
    var helpers: [PropertyFact] = []
    for read in reads.names where !names.contains(read.name) && !helpers.contains(where: { $0.name == read.name }) {
      if read.explicitSelf && reads.boundNames.contains(read.name) {
        return .failure(Reason(CacheComputedSkip.whereALocalAlsoNamed, "self.\(read.name) is read where a local also named \(read.name) exists"))
      }
      let property = members.flatMap(\.properties).first { $0.name == read.name && !$0.isStatic }
      if property == nil && read.isCalled && members.contains(where: { $0.methods.contains(read.name) }) {
        return .failure(Reason(CacheComputedSkip.doesNotMoveHelpers, "the getter calls the method \(read.name)(): Narrow computes the value without self and does not move helpers"))
      }
      guard let property else {
        if read.isCalled && Self.pureFunctions.contains(read.name) { continue }
        return .failure(read.isCalled
          ? Reason(CacheComputedSkip.callsTheGlobalFunction, "the getter calls the global function \(read.name)(), whose reads are unknown")
          : Reason(CacheComputedSkip.readsTheGlobal, "the getter reads the global \(read.name), which no didSet of \(object.name) can follow"))
      }
      if property.storage == .computed {
        switch helper(property, depth: depth) {
        case .failure(let reason): return .failure(reason)
        case .success(let found):
          for inner in found.helpers + [property] where !helpers.contains(inner) { helpers.append(inner) }
          names += found.properties.map(\.name).filter { !names.contains($0) }
        }
        continue
      }
      if read.isWritten { return .failure(Reason(CacheComputedSkip.getterWrites, "the getter writes \(read.name)")) }
      if read.hasMemberRead, let type = Self.type(of: property), let object = Index.simpleTypeName(type).flatMap(index.declaration(named:)),
        object.kind == .class || object.kind == .actor
      {
        return .failure(Reason(CacheComputedSkip.readsAnotherObject, "the getter reads another object through \(read.name) (\(object.name)): changes inside it do not run didSet"))
      }
      names.append(read.name)
    }
    if names.isEmpty { return .failure(Reason(CacheComputedSkip.readsNoStoredProperty, "the getter reads no stored property of \(object.name), so there is nothing to refresh it from")) }
    let inputs = members.flatMap(\.properties).filter { names.contains($0.name) && !$0.isStatic }
    for input in inputs {
      if let reason = inputProblem(input) { return .failure(reason) }
    }
    return .success(Inputs(properties: inputs, helpers: helpers))
  }

  /// A computed property the getter reads: usable when it is a private, get-only helper with a
  /// written type whose own reads qualify; it then travels into the computation as a local.
  private func helper(_ property: PropertyFact, depth: Int) -> Result<Inputs, Reason> {
    let reason = "the getter reads the computed property \(property.name)"
    guard property.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) else {
      return .failure(Reason(CacheComputedSkip.whichIsNotPrivate, "\(reason), which is not private: it is part of what \(object.name) offers, so Narrow leaves it alone"))
    }
    guard depth < 3, let getter = property.getter, getter.statements != nil, property.declaredType != nil else {
      return .failure(Reason(CacheComputedSkip.helperCannotBeCarried, "\(reason), a helper Narrow cannot carry into the computation"))
    }
    return inputs(of: getter, property: property, depth: depth + 1)
      .mapError { Reason(CacheComputedSkip.helperWithAProblem, "\(reason), a helper that \($0.text.replacingOccurrences(of: "the getter ", with: ""))") }
  }

  private func inputProblem(_ input: PropertyFact) -> Reason? {
    if input.attributes.contains("ObservationIgnored") {
      return Reason(CacheComputedSkip.observationIgnored, "the input \(input.name) is @ObservationIgnored: views reading \(object.name) today do not update when it changes; decide by hand whether they should")
    }
    if let wrapper = index.wrappers(of: input).first(where: { $0 != FrameworkWrapper.published.rawValue }) {
      return Reason(CacheComputedSkip.whoseSetterNarrowCannotSee, "the input \(input.name) has the property wrapper @\(wrapper), whose setter Narrow cannot see")
    }
    if let actor = index.isolationApart(of: input, in: object) {
      return Reason(CacheComputedSkip.inputIsolatedElsewhere, "the input \(input.name) is isolated to @\(actor) and \(object.name) is not: the refresh its didSet runs could not read it")
    }
    if input.sharesDeclaration { return Reason(CacheComputedSkip.sharesItsDeclarationWithOtherProperties, "the input \(input.name) shares its declaration with other properties") }
    guard let type = Self.type(of: input) else {
      return Reason(CacheComputedSkip.typeNotInferred, "the type of the input \(input.name) is not declared and cannot be inferred")
    }
    if let referenceType = referenceTypeName(in: type) {
      return Reason(CacheComputedSkip.holdsAReferenceType, "the input \(input.name) holds a reference type (\(referenceType)): changing it in place does not run didSet")
    }
    if let unknown = unknownTypeName(in: type) {
      return Reason(CacheComputedSkip.inputTypeUndeclared, "the input \(input.name) has the type \(unknown), which is not declared in the scanned code: Narrow cannot tell it is a value")
    }
    let uses = index.parts(of: object).flatMap(\.memberUses).filter { $0.name == input.name }
    if let backing = uses.first(where: { $0.kind == .wrapperStorage }) {
      return Reason(CacheComputedSkip.whichSkipsDidSet, "the input \(input.name) is written through _\(input.name) at \(backing.expression.location), which skips didSet")
    }
    if input.storage == .observed && input.observers == nil {
      return Reason(CacheComputedSkip.observersOfUnknownForm, "the observers of the input \(input.name) have a form Narrow cannot extend")
    }
    return nil
  }

  private func typeUseProblem(_ uses: [CodeReadsFact.TypeUse]) -> Reason? {
    for use in uses {
      let written = use.member.map { "\(use.type).\($0)" } ?? use.type
      if Self.timeTypes.contains(use.type) { return Reason(CacheComputedSkip.readsTheTime, "the getter reads the time (\(written)), which no didSet can follow") }
      if use.type == "UserDefaults" { return Reason(CacheComputedSkip.readsUserDefaults, "the getter reads UserDefaults, which no didSet of \(object.name) can follow") }
      if use.type == "UUID" || use.member.map(Self.randomMethods.contains) == true {
        return Reason(CacheComputedSkip.usesRandomness, "the getter uses randomness (\(written)): each computation differs")
      }
      if let member = use.member, Self.singletonMembers.contains(member) {
        return Reason(CacheComputedSkip.readsSingleton, "the getter reads the singleton \(written), which no didSet of \(object.name) can follow")
      }
      if Self.valueTypes.contains(use.type) { continue }
      let typeName = use.type == "Self" ? object.name : use.type
      guard let declared = index.declarations(named: typeName).first else {
        return Reason(CacheComputedSkip.inputTypeUndeclared, "the getter uses \(written), which is not declared in the scanned code")
      }
      guard let member = use.member else {
        if declared.kind == .struct || declared.kind == .enum, index.parts(of: declared).allSatisfy(\.initializers.isEmpty) { continue }
        return Reason(CacheComputedSkip.whoseInitialiserSReadsAreUnknown, "the getter constructs \(typeName), whose initialiser's reads are unknown")
      }
      let parts = index.parts(of: declared)
      if let property = parts.flatMap(\.properties).first(where: { $0.name == member && $0.isStatic }) {
        if property.isLet && property.storage == .stored { continue }
        return Reason(CacheComputedSkip.readsStaticMutableState, "the getter reads the static mutable state \(written), which no didSet can follow")
      }
      if let function = parts.flatMap(\.functions).first(where: { $0.name == member && $0.isStatic }) {
        if isPure(function, depth: 0) { continue }
        return Reason(CacheComputedSkip.whoseReadsAreUnknown, "the getter calls \(written)(), whose reads are unknown")
      }
      if declared.kind == .enum && !use.isCalled { continue }
      return Reason(CacheComputedSkip.readsNarrowCannotSee, "the getter uses \(written), which Narrow cannot see")
    }
    return nil
  }

  private func methodProblem(_ methods: Set<String>, depth: Int = 0) -> Reason? {
    for method in methods.sorted() {
      if Self.randomMethods.contains(method) { return Reason(CacheComputedSkip.usesRandomness, "the getter uses randomness (\(method))") }
      if Self.pureMethods.contains(method) { continue }
      if !isPureValueMethod(method, depth: depth) {
        return Reason(CacheComputedSkip.whoseReadsAreUnknown, "the getter calls \(method)(), whose reads are unknown")
      }
    }
    return nil
  }

  /// A method declared only on structs and enums of the scanned code, reading only their own fields.
  private func isPureValueMethod(_ name: String, depth: Int) -> Bool {
    let owners = index.types(declaringFunction: name)
    guard !owners.isEmpty, depth < 3 else { return false }
    return owners.allSatisfy { owner in
      let declaration = owner.kind == .extension ? index.declaration(named: owner.name) : owner
      guard let declaration, declaration.kind == .struct || declaration.kind == .enum else { return false }
      let fields = Set(index.parts(of: declaration).flatMap(\.properties).map(\.name))
      return owner.functions.filter { $0.name == name }.allSatisfy { function in
        isPure(function, depth: depth + 1) && function.reads.names.allSatisfy { fields.contains($0.name) && !$0.isWritten }
      }
    }
  }

  private func isPure(_ function: FunctionFact, depth: Int) -> Bool {
    function.effects.isEmpty && function.reads.effects.isEmpty && !function.reads.usesSelfWhole
      && typeUseProblem(function.reads.typeUses) == nil && methodProblem(function.reads.calledMethods, depth: depth) == nil
      && (!function.isStatic || function.reads.names.allSatisfy { $0.isCalled && Self.pureFunctions.contains($0.name) })
  }

  // MARK: Types

  /// The declared or literal type, or the type a constructor call as initial value builds (`Policy()`).
  static func type(of property: PropertyFact) -> String? {
    if let type = property.type { return type }
    guard let value = property.initialValue, let open = value.firstIndex(of: "("), value.first?.isUppercase == true else { return nil }
    let name = value[..<open]
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? String(name) : nil
  }

  /// The first class, actor or protocol named in a type, looking into the stored fields of structs.
  func referenceTypeName(in type: String, depth: Int = 0) -> String? {
    for name in Index.typeNames(in: type) {
      guard let declared = index.declaration(named: name) else { continue }
      switch declared.kind {
      case .class, .actor, .protocol: return name
      case .struct, .enum:
        guard depth < 4 else { continue }
        let fieldTypes = index.storedProperties(of: declared).compactMap(\.type)
        if let found = fieldTypes.lazy.compactMap({ referenceTypeName(in: $0, depth: depth + 1) }).first { return found }
      default: continue
      }
    }
    return nil
  }

  private func unknownTypeName(in type: String) -> String? {
    Index.typeNames(in: type).first { !Self.valueTypes.contains($0) && index.declaration(named: $0) == nil }
  }
}
