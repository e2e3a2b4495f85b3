import SwiftParser
import SwiftSyntax

/// What storing a computed property spares: each view that reads it no longer runs when an
/// input changes and the value does not. Empty when the object is an `ObservableObject` (every
/// published change runs every observer), when the inputs never change after `init`, when the
/// refresh cannot skip equal values, when the property only renames an input, or when every
/// reader also reads the inputs itself.
struct CacheComputedEffect {
  let model: UpdateModel
  let object: TypeFact
  let property: PropertyFact
  let getter: GetterFact
  let inputs: [PropertyFact]
  let readers: [CachedPropertyReader]
  let comparison: EqualityComparison

  private var index: Index { model.index }

  /// Decided before anything else about the candidate: no rewrite of an `ObservableObject`'s or
  /// a Core Data object's property can spare its observers a run, and a stored property added
  /// to a SwiftData model is persisted with it (SwiftData, `Model()`).
  static func observationReason(_ object: TypeFact, property: PropertyFact, in index: Index) -> Reason? {
    if index.isSwiftDataModel(object) {
      return Reason(CacheComputedSkip.isSwiftDataModel, "\(object.name) is a SwiftData model: a stored \(property.name) would be persisted with its data, a change of the store's schema")
    }
    guard index.observability(of: object) == .wholeObject else { return nil }
    if index.isManagedObject(object) {
      return Reason(CacheComputedSkip.isCoreDataObject, "\(object.name) is a Core Data object: every change of a managed property runs every view observing it, so storing \(property.name) spares no update, only the computation")
    }
    return Reason(CacheComputedSkip.isAnObservableObject, "\(object.name) is an ObservableObject: every published change runs every view observing it, so storing \(property.name) spares no update, only the computation")
  }

  func effect() -> Result<Effect, Reason> {
    let names = inputs.map(\.name)
    if let alias = renamedInput() {
      return .failure(Reason(CacheComputedSkip.onlyRestates, "\(property.name) only restates \(alias): a view reading it depends on \(alias) alone either way"))
    }
    // A name declared twice (code that does not compile yet) is one input.
    let writersByInput = Dictionary(inputs.map { input in
      (input.name, input.isLet ? [] : model.changes(of: input.name, in: object.name))
    }, uniquingKeysWith: { first, _ in first })
    if writersByInput.values.allSatisfy(\.isEmpty) && !isVisibleOutsideTheModule {
      return .failure(Reason(CacheComputedSkip.areNeverWrittenAfterTheInitialiser, "its inputs (\(names.joined(separator: ", "))) are never written after the initialiser: \(property.name) never changes once built, so nothing is spared"))
    }
    switch comparison {
    case .everyField: break
    case .ignores(let type, _, let location):
      return .failure(Reason(CacheComputedSkip.cannotSkipEqualValues, "the refresh cannot skip equal values: the == of \(type) at \(location) leaves out fields, so it would assign on every input change and readers would still run every time"))
    case .unknown(let why):
      return .failure(Reason(CacheComputedSkip.cannotSkipEqualValues, "the refresh cannot skip equal values (\(why)), so it would assign on every input change and readers would still run every time"))
    }
    var spared: [SparedChange] = []
    let branchValues = branchValueInputs()
    for reader in Set(readers.map(\.view.name)).sorted() {
      guard let view = index.declaration(named: reader) else { continue }
      let direct = Self.inputsReadDirectly(by: view, of: names, besides: property.name, in: index)
      for input in inputs where !input.isLet && !direct.contains(input.name) && !branchValues.contains(input.name) {
        spared.append(SparedChange(view: reader, change: "\(object.name).\(input.name) (while \(property.name) stays the same)",
          writers: writersByInput[input.name] ?? []))
      }
    }
    if spared.isEmpty && !branchValues.isEmpty {
      let branches = branchValues.sorted().joined(separator: ", ")
      return .failure(Reason(CacheComputedSkip.onlyOnTheBranchThatShowsIt, "\(property.name) already depends on \(branches) only on the branch that shows it: Observation records the reads of the branch taken, and there every change of \(branches) changes \(property.name), so storing it spares nothing"))
    }
    if spared.isEmpty {
      return .failure(Reason(CacheComputedSkip.alsoReadsItsInputs, "every view that reads \(property.name) also reads its inputs (\(names.joined(separator: ", "))) itself, so it keeps running on every change of them"))
    }
    return .success(Effect(spared: spared).measured(in: model))
  }

  /// `hasSelection ? selectedTitle : "None"`, `if isEmpty { 0 } else { count }`: inputs that are
  /// the whole value of one branch and are read nowhere else in the getter. Observation tracks
  /// such an input only while its branch is taken, and then each change of it changes the value.
  private func branchValueInputs() -> Set<String> {
    // Asked of every candidate: only a getter with a branch and an input named once in it is
    // worth parsing again.
    guard getter.isSingleExpression, let text = getter.statements?.text, text.contains("?") || text.hasPrefix("if")
    else { return [] }
    let words = Dictionary(grouping: text.split { !($0.isLetter || $0.isNumber || $0 == "_") }, by: { $0 }).mapValues(\.count)
    guard inputs.contains(where: { words[Substring($0.name)] == 1 }) else { return [] }
    let tree = Parser.parse(source: text)
    guard tree.statements.count == 1, case .expr(let expression) = tree.statements.first?.item else { return [] }
    var branches: [ExprSyntax] = []
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let ternary = sequence.elements.dropFirst().first?.as(UnresolvedTernaryExprSyntax.self), let last = sequence.elements.last
    {
      branches = [ternary.thenExpression, last]
    } else if let ifExpression = expression.as(IfExprSyntax.self), case .codeBlock(let otherwise)? = ifExpression.elseBody {
      branches = [ifExpression.body, otherwise].compactMap { block in
        guard block.statements.count == 1, case .expr(let value) = block.statements.first?.item else { return nil }
        return value
      }
    }
    let inputNames = Set(inputs.map(\.name))
    let mentions = Dictionary(grouping: tree.tokens(viewMode: .sourceAccurate).map(\.text), by: { $0 }).mapValues(\.count)
    return Set(branches.compactMap { branch -> String? in
      let name = branch.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? branch.as(MemberAccessExprSyntax.self).flatMap { member in
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName.baseName.text : nil
        }
      guard let name, inputNames.contains(name), mentions[name] == 1 else { return nil }
      return name
    })
  }

  /// A public or open object may be written from code outside the scanned module.
  private var isVisibleOutsideTheModule: Bool {
    object.modifiers.contains("public") || object.modifiers.contains("open")
  }

  /// `var canDiscard: Bool { isEditing }`, `{ self.count }`, `{ !isEditing }`: the input itself.
  private func renamedInput() -> String? {
    guard getter.isSingleExpression, inputs.count == 1, let text = getter.statements?.text else { return nil }
    let name = inputs[0].name
    let bare = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return [name, "self." + name, "!" + name, "!self." + name].contains(bare) ? name : nil
  }

  /// The inputs a view's body depends on other than through the cached property: reads made
  /// while it runs, not writes, and not code in actions and tasks that run later.
  static func inputsReadDirectly(by view: TypeFact, of inputs: [String], besides property: String, in index: Index) -> [String] {
    let chains = index.chains(in: view.name).filter { chain in
      let reads = chain.access == .read || chain.access == .call && !UpdateModel.mutatingMethods.contains(chain.components.last ?? "")
      return reads && RunnerFinder.runsWithBody(chain.contexts)
    }
    return inputs.filter { input in
      chains.contains { chain in
        guard let position = chain.components.firstIndex(of: input), position > 0 || chain.root != .selfValue else { return false }
        return position == 0 || chain.components[position - 1] != property
      }
    }
  }
}
