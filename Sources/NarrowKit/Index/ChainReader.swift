import SwiftSyntax

/// Reads a member-access chain (`player.track.playCount`) and where it sits.
enum ChainReader {
  /// The chain ending at `node`, when it is the outermost member access and its root is a name or `self`.
  /// `isProperty` tells whether a name is a property of the type the chain is written in.
  static func chain(endingAt node: MemberAccessExprSyntax, at place: Place, maker: SnippetMaker, isProperty: (String) -> Bool) -> ChainFact? {
    if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id { return nil }
    var components: [String] = []
    var ends: [Int] = []
    var current = ExprSyntax(node)
    while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
      components.append(member.declName.baseName.text)
      ends.append(member.endPositionBeforeTrailingTrivia.utf8Offset)
      current = base
      // `self?.tick()` in a `[weak self]` closure, `player.track?.title`: the same members.
      while let unwrapped = current.as(OptionalChainingExprSyntax.self)?.expression ?? current.as(ForceUnwrapExprSyntax.self)?.expression {
        current = unwrapped
      }
    }
    // `state(for: download).progress`: the result of a call of the enclosing type's own method.
    var rootIsCall = false
    if let call = current.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      case .identifier(let name) = callee.baseName.tokenKind, name.first?.isLowercase == true
    {
      current = ExprSyntax(callee)
      rootIsCall = true
    }
    guard let reference = current.as(DeclReferenceExprSyntax.self), !components.isEmpty,
      !reference.isBoundByPattern
    else { return nil }
    let root: ChainFact.Root
    var binding = NameBinding.unbound
    var isProjection = false
    switch reference.baseName.tokenKind {
    case .keyword(.self):
      root = .selfValue
    case .keyword(.Self) where components.count >= 2:
      root = .name("Self")
    case .identifier(let name), .dollarIdentifier(let name):
      // A type's static member read on (`Library.shared.tick()`) reaches a shared instance; a
      // lone `Color.red` reaches nothing of the app's. A capital is only a convention: a property
      // may be named `App` (`App.commitMessage`).
      guard name.first?.isLowercase == true || name.first == "$" || name.first == "_" || components.count >= 2 || isProperty(name)
      else { return nil }
      isProjection = name.hasPrefix("$")
      let plain = isProjection ? String(name.dropFirst()) : name
      root = .name(plain)
      binding = ScopeResolver.binding(of: plain, at: reference)
    default:
      return nil
    }
    let start = reference.positionAfterSkippingLeadingTrivia.utf8Offset
    let access = access(of: node)
    let contexts = contexts(of: node)
    let (resultMembers, resultMemberEnds) = access == .call ? membersRead(fromResultOf: node) : ([], [])
    // A binding handed to a control, or a method handed on as a closure (`action: model.reset`).
    let handedTo = isProjection || access == .read ? callee(takingArgument: node) : nil
    return ChainFact(
      root: root, binding: binding, isProjection: isProjection,
      components: components.reversed(),
      componentRanges: ends.reversed().map { ByteRange(start, $0) },
      expression: maker.snippet(node),
      access: access,
      enclosingType: place.type, enclosingMember: place.member, enclosingAccessor: place.accessor,
      assignment: access == .write("=") ? assignment(to: node, maker: maker) : nil,
      // Only what writes, calls or is handed on has a pace to find; a plain read has none.
      contexts: contexts, sourceBox: access != .read || handedTo != nil ? SourceCallReader.sourceCall(of: node, maker: maker).map(SourceCallBox.init) : nil,
      statement: CodeReader.statementPlace(of: node, maker: maker),
      handedTo: handedTo,
      clauses: place.clauses,
      resultMembers: resultMembers, resultMemberEnds: resultMemberEnds, fallbackOf: missFallback(of: node), rootIsCall: rootIsCall)
  }

  /// The stored property a lookup of which `node` is the fallback of: code on the right of `??`
  /// (`cache[id] ?? make(id)`), or in `if cache[id] == nil { … }`, runs only when the lookup
  /// misses (The Swift Programming Language, "Basic Operators": the right side of `??` is not
  /// evaluated when the left is not nil). Nil for code that runs on every pass.
  static func missFallback(of node: some SyntaxProtocol) -> String? {
    var child = Syntax(node)
    var current = node.parent
    while let scope = current, !scope.isTypeBoundary, !scope.is(MemberBlockItemSyntax.self), !scope.is(FunctionDeclSyntax.self) {
      if let list = scope.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true, list.count == 3,
        list.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
        list.last?.id == child.id, let looked = lookedUpProperty(list.first!)
      {
        return looked
      }
      if let block = scope.as(CodeBlockSyntax.self), let branch = block.parent?.as(IfExprSyntax.self), branch.body.id == block.id,
        branch.conditions.count == 1, let test = branch.conditions.first?.condition.as(SequenceExprSyntax.self), test.elements.count == 3,
        test.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
        test.elements.last?.is(NilLiteralExprSyntax.self) == true, let looked = lookedUpProperty(test.elements.first!)
      {
        return looked
      }
      child = scope
      current = scope.parent
    }
    return nil
  }

  /// `cache` for `cache[id]`, `self.cache[id]` and `cache`.
  private static func lookedUpProperty(_ expression: ExprSyntax) -> String? {
    var base = expression
    if let subscripted = base.as(SubscriptCallExprSyntax.self) { base = subscripted.calledExpression }
    if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return member.declName.baseName.text
    }
    return base.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// `revision` in `store.session(id).revision` or `store.session(id)?.revision`: the members read
  /// from the result of the call `called` makes, up to the next call; none when the outermost of
  /// them is written or called.
  private static func membersRead(fromResultOf called: MemberAccessExprSyntax) -> ([String], [Int]) {
    guard let call = called.parent?.as(FunctionCallExprSyntax.self) else { return ([], []) }
    var names: [String] = []
    var ends: [Int] = []
    var current = ExprSyntax(call)
    while true {
      var base = current
      while let parent = base.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self),
        let wrapper = parent.as(ExprSyntax.self)
      {
        base = wrapper
      }
      guard let member = base.parent?.as(MemberAccessExprSyntax.self), member.base?.id == base.id else { break }
      names.append(member.declName.baseName.text)
      ends.append(member.endPositionBeforeTrailingTrivia.utf8Offset)
      current = ExprSyntax(member)
    }
    guard let outermost = current.as(MemberAccessExprSyntax.self), access(of: outermost) == .read else { return ([], []) }
    return (names, ends)
  }

  /// `progress[id]` or `store.progress[id, default: 0]`: one key, perhaps a default, applied to a
  /// name or a member path (a chain of its own).
  static func keyedAccess(_ node: SubscriptCallExprSyntax, at place: Place, maker: SnippetMaker) -> KeyedAccessFact? {
    let called = node.calledExpression
    let isPath = called.as(MemberAccessExprSyntax.self)?.base != nil
      || called.as(DeclReferenceExprSyntax.self).map { $0.baseName.text.first?.isLowercase == true } == true
    let arguments = Array(node.arguments)
    guard isPath, node.trailingClosure == nil, let key = arguments.first, key.label == nil else { return nil }
    var fallback: Snippet?
    switch arguments.count {
    case 1: break
    case 2 where arguments[1].label?.text == "default": fallback = maker.snippet(arguments[1].expression)
    default: return nil
    }
    return KeyedAccessFact(
      base: maker.snippet(called), key: maker.snippet(key.expression), fallback: fallback, whole: maker.snippet(node),
      enclosingType: place.type, enclosingMember: place.member, contexts: contexts(of: node),
      writes: ExpressionReading.isWritten(ExprSyntax(node)), clauses: place.clauses)
  }

  /// `items[i].stock -= 1`, `rows[index].isOn.toggle()`, `items[i].name`: an access of a field
  /// of an element, with `[]` as the component where the subscript is. Kept apart from the plain
  /// chains, which stay free of subscripts.
  static func elementAccess(endingAt node: MemberAccessExprSyntax, at place: Place, maker: SnippetMaker) -> ChainFact? {
    if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id { return nil }
    var components: [String] = []
    var ends: [Int] = []
    var current = ExprSyntax(node)
    var sawSubscript = false
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        components.append(member.declName.baseName.text)
        ends.append(member.endPositionBeforeTrailingTrivia.utf8Offset)
        current = base
      } else if let element = current.as(SubscriptCallExprSyntax.self) {
        components.append("[]")
        ends.append(element.endPositionBeforeTrailingTrivia.utf8Offset)
        current = element.calledExpression
        sawSubscript = true
      } else {
        break
      }
    }
    guard sawSubscript, let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
    let access = access(of: node)
    let root: ChainFact.Root
    switch reference.baseName.tokenKind {
    case .keyword(.self): root = .selfValue
    case .identifier(let name) where name.first?.isLowercase == true: root = .name(name)
    default: return nil
    }
    let name: String? = if case .name(let plain) = root { plain } else { nil }
    let start = reference.positionAfterSkippingLeadingTrivia.utf8Offset
    return ChainFact(
      root: root, binding: name.map { ScopeResolver.binding(of: $0, at: reference) } ?? .unbound, isProjection: false,
      components: components.reversed(), componentRanges: ends.reversed().map { ByteRange(start, $0) },
      expression: maker.snippet(node), access: access,
      enclosingType: place.type, enclosingMember: place.member, enclosingAccessor: place.accessor,
      // `items[index].state = value` on its own: whether a guard already skips an equal value.
      assignment: access == .write("=") ? assignment(to: node, maker: maker) : nil,
      contexts: contexts(of: node), sourceBox: access != .read ? SourceCallReader.sourceCall(of: node, maker: maker).map(SourceCallBox.init) : nil,
      statement: nil, clauses: place.clauses)
  }

  private static func access(of node: MemberAccessExprSyntax) -> ChainFact.Access {
    if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return .call }
    switch ExpressionReading.writeOperator(of: ExprSyntax(node)) {
    case nil: return .read
    case "&": return .`inout`
    case let written?: return .write(written)
    }
  }

  /// The callees of enclosing closures, and `for await` loops, innermost first, up to the member.
  static func contexts(of node: some SyntaxProtocol) -> [String] {
    var found: [String] = []
    var child = Syntax(node)
    var current = node.parent
    while let scope = current, !scope.isTypeBoundary, !scope.is(MemberBlockItemSyntax.self) {
      if let closure = scope.as(ClosureExprSyntax.self),
        let callee = callee(receiving: closure) ?? macro(receiving: closure) ?? assignedProperty(of: closure).map({ EventSources.assigned($0.name) })
      {
        found.append(callee)
      } else if let loop = scope.as(ForStmtSyntax.self), loop.awaitKeyword != nil, loop.body.id == child.id {
        found.append(EventSources.forAwait)
      } else if let call = scope.as(FunctionCallExprSyntax.self), call.arguments.id == child.id, let name = calleeName(call),
        EventSources.runner(ofContext: name) == .debugOnly
      {
        // `assert(cart.isTotalCurrent())`: its argument is evaluated in debug builds only.
        found.append(name)
      }
      child = scope
      current = scope.parent
    }
    return found
  }

  /// For code inside the content closure of a `ForEach` or `List`: which rows it builds; nil elsewhere.
  static func rowContext(of node: some SyntaxProtocol, maker: SnippetMaker) -> RowContext? {
    var current = node.parent
    while let scope = current, !scope.isTypeBoundary, !scope.is(MemberBlockItemSyntax.self) {
      if let closure = scope.as(ClosureExprSyntax.self), let call = call(receiving: closure),
        let name = calleeName(call), ViewAPIs.buildsRowPerElement(name)
      {
        let data = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        let key: String
        if let keyPath = call.arguments.first(where: { $0.label?.text == "id" })?.expression.as(KeyPathExprSyntax.self) {
          key = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text ?? "self"
        } else {
          key = data?.is(SequenceExprSyntax.self) == true ? "self" : "id"
        }
        var element: String?
        if case .simpleInput(let names)? = closure.signature?.parameterClause, names.count == 1 {
          element = names.first?.name.text
        } else if case .parameterClause(let clause)? = closure.signature?.parameterClause, clause.parameters.count == 1 {
          element = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        }
        return RowContext(
          key: key, collection: data.map(maker.snippet), collectionPath: data.flatMap(ScopeReader.valuePath),
          element: element)
      }
      current = scope.parent
    }
    return nil
  }

  static func call(receiving closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    var parent = closure.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    if parent?.is(MultipleTrailingClosureElementSyntax.self) == true { parent = parent?.parent?.parent }
    return parent?.as(FunctionCallExprSyntax.self)
  }

  /// `Preview` for the closure of `#Preview { … }`: a freestanding macro takes closures as a call does.
  private static func macro(receiving closure: ClosureExprSyntax) -> String? {
    var parent = closure.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    if parent?.is(MultipleTrailingClosureElementSyntax.self) == true { parent = parent?.parent?.parent }
    return parent?.as(MacroExpansionExprSyntax.self)?.macroName.text ?? parent?.as(MacroExpansionDeclSyntax.self)?.macroName.text
  }

  /// The property a closure is assigned to (`readabilityHandler` and `pipe.fileHandleForReading`
  /// for `pipe.fileHandleForReading.readabilityHandler = { … }`): the closure runs whenever the
  /// property's owner calls it, not as the assignment runs.
  static func assignedProperty(of closure: ClosureExprSyntax) -> (name: String, receiver: String?)? {
    guard let list = closure.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true, list.count == 3 else { return nil }
    let elements = Array(list)
    guard elements[1].is(AssignmentExprSyntax.self), elements[2].id == closure.id else { return nil }
    if let name = elements[0].as(DeclReferenceExprSyntax.self) { return (name.baseName.text, nil) }
    guard let member = elements[0].as(MemberAccessExprSyntax.self) else { return nil }
    return (member.declName.baseName.text, member.base?.trimmedDescription)
  }

  private static func calleeName(_ call: FunctionCallExprSyntax) -> String? { callee(of: call)?.name }

  /// `scheduledTimer` and the member access `Timer.scheduledTimer` for `Timer.scheduledTimer(…)`;
  /// `Task` and no member access for `Task<Void, Never> { … }`.
  static func callee(of call: FunctionCallExprSyntax) -> (name: String, member: MemberAccessExprSyntax?)? {
    var callee = call.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    if let member = callee.as(MemberAccessExprSyntax.self) { return (member.declName.baseName.text, member) }
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, nil) }
    return nil
  }

  /// `TextField(text:)` for `$name` in `TextField("Name", text: $name)`: the call the expression
  /// is an argument of, with the argument's label, when it is one.
  static func callee(takingArgument expression: some SyntaxProtocol) -> ArgumentSlot? {
    guard let (call, argument) = call(takingArgument: expression), let name = calleeName(call) else { return nil }
    return ArgumentSlot(callee: name, label: argument.label?.text)
  }

  /// The call an expression is handed to, with the argument it is: `setEventHandler(handler: tick)`,
  /// and `scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), …)`, where the
  /// selector names the method the call runs.
  static func call(takingArgument expression: some SyntaxProtocol) -> (FunctionCallExprSyntax, LabeledExprSyntax)? {
    guard var argument = expression.parent?.as(LabeledExprSyntax.self) else { return nil }
    if let selector = argument.parent?.parent?.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
      let outer = selector.parent?.as(LabeledExprSyntax.self)
    {
      argument = outer
    }
    guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
    return (call, argument)
  }

  /// `Task` for `Task { … }`, `scheduledTimer` for `Timer.scheduledTimer(…) { … }`. A closure that
  /// builds views for the callee (`label:`, `content:`, the trailing closure of
  /// `Button(action: save) { … }`) is named with its label, `Button label:`: it runs with the body
  /// that builds it, not later.
  static func callee(receiving closure: ClosureExprSyntax) -> String? {
    guard let call = call(receiving: closure), let name = calleeName(call) else { return nil }
    if ViewAPIs.content(of: name) == .builtPerRowOfItsData, call.arguments.first.map({ $0.label == nil }) == true,
      call.trailingClosure?.id == closure.id || closure.parent?.as(LabeledExprSyntax.self)?.label?.text == rowContentLabel
    {
      return "\(name) \(rowContentLabel):"
    }
    if let label = viewBuildingLabel(of: closure, in: call) { return "\(name) \(label):" }
    return name
  }

  /// The label of `List(items) { item in … }`'s row closure, which the list calls per row later,
  /// as `ForEach` does: its context is `List rowContent:`. `List { … }`'s content is built at once
  /// and stays `List`.
  private static let rowContentLabel = "rowContent"

  /// Whether a context is a closure that builds one row each time the rows are built: code in it
  /// runs when the `ForEach` or `List` updates, not when the body around it does.
  static func buildsRows(_ context: String) -> Bool {
    if let space = context.firstIndex(of: " ") {
      return context[space...] == " \(rowContentLabel):" && ViewAPIs.content(of: String(context[..<space])) == .builtPerRowOfItsData
    }
    return ViewAPIs.content(of: context) == .builtPerRow
  }

  private static func viewBuildingLabel(of closure: ClosureExprSyntax, in call: FunctionCallExprSyntax) -> String? {
    if let labelled = closure.parent?.as(LabeledExprSyntax.self) {
      return labelled.label.map(\.text).flatMap { ViewAPIs.viewBuildingLabels.contains($0) ? $0 : nil }
    }
    if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      return ViewAPIs.viewBuildingLabels.contains(trailing.label.text) ? trailing.label.text : nil
    }
    // `Button(action: save) { Text("Save") }`: with the action given, the trailing closure is the label.
    if call.trailingClosure?.id == closure.id, call.arguments.contains(where: { $0.label?.text == "action" }) {
      return "label"
    }
    return nil
  }
}
