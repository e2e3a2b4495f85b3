/// The edits of one `cache-computed` proposal: the stored property with its compute and refresh
/// functions, a `didSet` on every input, the first value in every initialiser, and optionally
/// debug assertions where views read it.
struct CacheComputedRewrite {
  let index: Index
  let object: TypeFact
  let property: PropertyFact
  let getter: GetterFact
  let inputs: [PropertyFact]
  /// Private computed properties the getter reads, innermost first; each becomes a local of the computation.
  let helpers: [PropertyFact]
  let readers: [CachedPropertyReader]
  /// How the property's type compares: the refresh skips equal values only when `==` compares every field.
  let comparison: EqualityComparison
  let options: TransformOptions

  private(set) var edits: [TextEdit] = []
  private(set) var updatePaths: [String] = []
  private(set) var checks: [String] = []
  /// The first computation as the stored property's initial value, when the class has only the implicit initialiser.
  private var initialValue: String?
  private let names: (compute: String, refresh: String, check: String)
  /// One level of indentation, as the class's members use it.
  private let unit: String

  init(
    index: Index, object: TypeFact, property: PropertyFact, getter: GetterFact, inputs: [PropertyFact],
    helpers: [PropertyFact] = [], readers: [CachedPropertyReader], comparison: EqualityComparison, options: TransformOptions
  ) {
    self.index = index
    self.object = object
    self.property = property
    self.getter = getter
    self.inputs = inputs
    self.helpers = helpers
    self.readers = readers
    self.comparison = comparison
    self.options = options
    names = Self.names(for: property.name)
    let outer = max(0, object.location.column - 1)
    let inner = property.indentation
    unit = inner.count > outer ? String(inner.dropFirst(outer)) : "  "
  }

  static func names(for property: String) -> (compute: String, refresh: String, check: String) {
    let capitalized = property.prefix(1).uppercased() + property.dropFirst()
    return ("compute" + capitalized, "refresh" + capitalized, "is\(capitalized)Current")
  }

  private var file: String { property.declaration.location.file }
  private var isEquatable: Bool { comparison == .everyField }
  private var inputNames: [String] { inputs.map(\.name) }

  /// `Cart.computeTotal(items: a, taxRate: b)` with the given value for each input.
  private func computation(_ values: [String]) -> String {
    let arguments = zip(inputNames, values).map { "\($0): \($1)" }.joined(separator: ", ")
    return "\(object.qualifiedName).\(names.compute)(\(arguments))"
  }

  private var computationFromInputs: String { computation(inputNames) }

  // MARK: Initialisers

  /// Computes the first value in every designated initialiser; returns why it cannot, if it cannot.
  mutating func rewriteInitializers() -> Reason? {
    let designated = object.initializers.filter { !$0.isConvenienceOrDelegating || $0.callsSuper }
    let topLevel = designated.flatMap(\.assignments).filter { inputNames.contains($0.property) }
    let initializerWrites = index.parts(of: object).flatMap(\.memberUses).filter {
      $0.inInitializer && $0.kind == .mutation && inputNames.contains($0.name)
    }
    for write in initializerWrites where !topLevel.contains(where: { $0.statement.range.contains(write.expression.range) }) {
      return Reason(CacheComputedSkip.changedInsideAnInitialiser, "the input \(write.name) is changed inside an initialiser at \(write.expression.location) (`\(write.expression.text)`), where didSet does not run and Narrow cannot place the first computation after it")
    }
    if designated.isEmpty { return computeInDeclaration() }
    let methods = Set(index.parts(of: object).flatMap(\.methods))
    for initializer in designated {
      var values: [String] = []
      for input in inputs {
        if let assignment = initializer.assignments.last(where: { $0.property == input.name }) {
          let isParameter = assignment.valueShape == .reference && initializer.parameterNames.contains(assignment.value.text)
          guard isParameter || Self.isRestatable(assignment.value.text) else {
            return Reason(CacheComputedSkip.restatesOnlyParametersAndLiterals, "the initialiser at \(initializer.location) sets \(input.name) from `\(assignment.value.text)`; Narrow restates only parameters and literals for the first computation")
          }
          values.append(assignment.value.text)
        } else if let initial = input.initialValue, Self.isRestatable(initial) {
          values.append(initial)
        } else {
          return Reason(CacheComputedSkip.initialiserSetsInputOtherwise, "the initialiser at \(initializer.location) does not set \(input.name) with a parameter or a literal, so Narrow cannot compute the first value")
        }
      }
      let statement = "self.\(property.name) = \(computation(values))"
      // After the inputs are set, so that the values restated are theirs; and before `self` is
      // used, since the new stored property must be set by then.
      let lastInput = initializer.assignments.filter { inputNames.contains($0.property) }.last
      let point = lastInput?.statement.range.end ?? initializer.bodyStart
      guard let point else { return Reason(CacheComputedSkip.initialiserHasNoBody, "the initialiser at \(initializer.location) has no body") }
      if let use = initializer.selfUses.first(where: { $0.statement.range.start < point && ($0.usesSelfExplicitly || !$0.calledNames.isDisjoint(with: methods)) }) {
        return Reason(CacheComputedSkip.initialiserUsesSelfEarly, "the initialiser at \(initializer.location) uses self at \(use.statement.location) (`\(use.statement.text.prefix(60))`) before its inputs are all set, and \(property.name) would have to be set before that")
      }
      if let lastInput {
        edits.append(TextEdit(file: file, range: ByteRange(point, point),
          replacement: "\n" + lastInput.indentation + statement))
      } else {
        let closing = initializer.emptyBodyEnd.map { _ in "\n" + initializer.indentation } ?? ""
        edits.append(TextEdit(file: file, range: ByteRange(point, initializer.emptyBodyEnd ?? point),
          replacement: "\n" + initializer.indentation + unit + statement + closing))
      }
      updatePaths.append("the initialiser at \(initializer.location) computes the first value once the inputs are set, before self is used")
    }
    return nil
  }

  /// A class with only the implicit initialiser gets the first value as the property's initial
  /// value: no `init()` is written, so several proposals on one class never declare it twice.
  private mutating func computeInDeclaration() -> Reason? {
    if let superclass = object.inheritedTypes.first, superclass == "NSObject" || index.declaration(named: superclass)?.kind == .class {
      return Reason(CacheComputedSkip.inheritsInit, "\(object.name) inherits init() from \(superclass); Narrow does not write an override")
    }
    var values: [String] = []
    for input in inputs {
      guard let initial = input.initialValue, Self.isRestatable(initial) else {
        return Reason(CacheComputedSkip.initialValueNotALiteral, "\(object.name) uses its implicit initialiser and the initial value of \(input.name) is not a literal Narrow can restate")
      }
      values.append(initial)
    }
    initialValue = computation(values)
    updatePaths.append("its initial value is the first computation (\(object.name) has only the implicit initialiser)")
    return nil
  }

  /// Literals and enum cases: writing them again gives the same value.
  static func isRestatable(_ value: String) -> Bool {
    if ["[]", "[:]", "nil", "true", "false"].contains(value) { return true }
    if value.first == "\"" && value.last == "\"" && !value.contains("\\(") { return true }
    let number = value.hasPrefix("-") ? value.dropFirst() : Substring(value)
    if let first = number.first, first.isNumber, number.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" || $0 == "e" }) {
      return true
    }
    return value.hasPrefix(".") && value.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && value.count > 1
  }

  // MARK: The property

  mutating func rewriteDeclaration() {
    let indentation = property.indentation
    var words = property.writtenAttributes + property.modifiers
    if !property.modifiers.contains(where: { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }) {
      words.append("private(set)")
    }
    let type = property.declaredType!
    let parameters = inputs.map { "\($0.name): \(CacheComputedReads.type(of: $0)!)" }.joined(separator: ", ")
    let fresh = "new" + property.name.prefix(1).uppercased() + property.name.dropFirst()
    let assignment = isEquatable
      ? ["let \(fresh) = \(computationFromInputs)", "if \(fresh) != \(property.name) { \(property.name) = \(fresh) }"]
      : ["\(property.name) = \(computationFromInputs)"]
    var members = [(words + ["var \(property.name): \(type)" + (initialValue.map { " = " + $0 } ?? "")]).joined(separator: " ")]
    members.append("""
      private static func \(names.compute)(\(parameters)) -> \(type) {
      \(indentation)\(unit)\(statementsWithoutSelf())
      \(indentation)}
      """)
    members.append(
      "private func \(names.refresh)() {\n"
        + assignment.map { indentation + unit + $0 }.joined(separator: "\n") + "\n\(indentation)}")
    if options.debugChecks && isEquatable {
      members.append("""
        #if DEBUG
        \(indentation)/// Whether the stored \(property.name) equals a fresh computation; views reading it assert this in debug builds.
        \(indentation)func \(names.check)() -> Bool { \(property.name) == \(computationFromInputs) }
        \(indentation)#endif
        """)
    }
    edits.append(TextEdit(file: file, range: property.declaration.range,
      replacement: members.joined(separator: "\n\n" + indentation)))
  }

  /// The computation's body: a local computed variable for each helper, then the getter's
  /// statements (returning explicitly once they no longer stand alone), all with `self.input`
  /// written as `input`, the parameter or local of the same name.
  private func statementsWithoutSelf() -> String {
    let body = withoutSelf(getter)
    guard !helpers.isEmpty else { return body }
    let indentation = property.indentation + unit
    let locals = helpers.map { helper in
      let helperBody = withoutSelf(helper.getter!)
      return "var \(helper.name): \(helper.declaredType!) { \(helperBody) }"
    }
    return (locals + [(getter.isSingleExpression ? "return " : "") + body]).joined(separator: "\n" + indentation)
  }

  private func withoutSelf(_ getter: GetterFact) -> String {
    let statements = getter.statements!
    var bytes = Array(statements.text.utf8)
    let selfReads = getter.reads.names.filter { $0.explicitSelf }.sorted { $0.range.start > $1.range.start }
    for read in selfReads {
      let start = read.range.start - statements.range.start
      let end = read.range.end - statements.range.start
      bytes.replaceSubrange(start..<end, with: Array(read.name.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Inputs

  mutating func rewriteInputs() {
    let call = "\(names.refresh)()"
    for input in inputs {
      let declaration = input.declaration
      if input.isLet {
        updatePaths.append("\(input.name) is a constant: set only by the initialisers")
        continue
      }
      if let didSet = input.observers?.didSet {
        if let first = didSet.firstStatementOnOwnLine {
          edits.append(TextEdit(file: file, range: ByteRange(first.range.start, first.range.start),
            replacement: "defer { \(call) }\n" + didSet.firstStatementIndentation))
        } else {
          edits.append(TextEdit(file: file, range: ByteRange(didSet.bodyStart, didSet.bodyStart),
            replacement: " defer { \(call) };"))
        }
        updatePaths.append("\(input.name): its didSet runs \(call) when it ends (on every path, through defer)")
      } else if let willSetEnd = input.observers?.willSetEnd {
        let indentation = input.observers!.willSetIndentation
        let separator = indentation.isEmpty ? " " : "\n" + indentation
        edits.append(TextEdit(file: file, range: ByteRange(willSetEnd, willSetEnd),
          replacement: separator + "didSet { \(call) }"))
        updatePaths.append("\(input.name): a new didSet beside its willSet runs \(call)")
      } else {
        let end = declaration.range.end
        edits.append(TextEdit(file: file, range: ByteRange(end, end),
          replacement: " {\n\(input.indentation)\(unit)didSet { \(call) }\n\(input.indentation)}"))
        updatePaths.append("\(input.name): a new didSet runs \(call)")
      }
    }
  }

  // MARK: Debug checks

  mutating func addDebugChecks() {
    guard options.debugChecks else { return }
    guard isEquatable else {
      checks.append("--debug-check: \(property.declaredType!) is not known to be Equatable, so no assertion was written")
      return
    }
    var placed = Set<Int>()
    for reader in readers {
      let chain = reader.chain
      guard let statement = chain.statement, statement.acceptsStatementBefore else {
        checks.append("--debug-check: no assertion could be placed at \(chain.expression.location) (`\(chain.expression.text)`); add one by hand")
        continue
      }
      guard placed.insert(statement.start).inserted else { continue }
      let base = reader.component == 0
        ? (chain.root == .selfValue ? "self" : chain.expression.text.split(separator: ".").first.map(String.init) ?? "")
        : String(decoding: Array(chain.expression.text.utf8)[..<(chain.componentRanges[reader.component - 1].end - chain.expression.range.start)], as: UTF8.self)
      let message = "\(object.name).\(property.name) missed an update"
      let indentation = statement.indentation
      edits.append(TextEdit(file: chain.expression.location.file, range: ByteRange(statement.start, statement.start),
        replacement: "#if DEBUG\n\(indentation)let _ = assert(\(base).\(names.check)(), \"\(message)\")\n\(indentation)#endif\n\(indentation)"))
    }
  }

  // MARK: Report

  func proposal() -> Proposal {
    var evidence = ["inputs: " + inputNames.joined(separator: ", ") + " (stored properties of \(object.name) the getter reads; it reads nothing else)"]
    evidence += updatePaths.map { "update path: " + $0 }
    for reader in readers {
      let direct = CacheComputedEffect.inputsReadDirectly(by: reader.view, of: inputNames, besides: property.name, in: index)
      let after = ([property.name] + direct).joined(separator: ", ")
      evidence.append("\(reader.view.name) reads \(property.name) at \(reader.chain.expression.location): depends on "
        + "\(inputNames.joined(separator: ", ")) today, on \(after) after")
    }
    var checks = [
      "a measured problem asks for this: \(property.name) is now recomputed on every change of \(inputNames.joined(separator: ", ")), even when no view reads it",
      "every change of \(inputNames.joined(separator: ", ")) goes through \(object.name)'s setters (didSet runs for in-place changes of value types, not for code that bypasses the property)",
    ]
    switch comparison {
    case .everyField: break
    case .ignores(let type, let fields, let location):
      checks.append("the == of \(type) at \(location) leaves out \(fields.joined(separator: ", ")), so it cannot guard the refresh: it assigns every time, and readers still update on every input change")
    case .unknown(let why):
      checks.append("\(property.declaredType!) is not known to compare every field (\(why)): the refresh assigns every time, so readers still update on every input change")
    }
    checks += self.checks
    return Proposal(
      transform: CacheComputedTransform.id,
      target: "\(object.name).\(property.name)",
      verdict: .review,
      location: property.declaration.location,
      summary: "\(object.name) stores \(property.name) and refreshes it when \(inputNames.joined(separator: " or ")) change",
      evidence: evidence,
      checks: checks,
      edits: edits)
  }
}
