import SwiftSyntax

/// A statement of a view's body that builds a view of its own (`Text(player.time)`, with its
/// modifiers): a part that can move into a child view.
struct ViewPart: Sendable, Hashable {
  var code: Snippet
  /// The whitespace before it on its line.
  var indentation: String
  /// A statement of the body itself, not of a closure or branch inside it.
  var isWholeBody: Bool
  /// Names it uses without a base that it does not declare itself, in order of first use.
  var freeNames: [String]
  /// Of those, the ones it uses as `$name`.
  var projectedNames: Set<String>
  /// Of those, the ones it assigns to or passes `inout`, whole or through a field
  /// (`isValid = …` in an action, `draft.title += "!"`).
  var writtenNames: Set<String>
  /// It names `self`.
  var usesSelf: Bool
}

/// Where a view's body is written: its file, the line its declaration starts on and its simple
/// name. Its parts depend on nothing else but the file's text.
struct BodyPlace: Sendable, Hashable {
  var file: String
  var line: Int
  var name: String
}

/// The parts of one view's body, and the names the body declares around them.
struct ViewBodyParts: Sendable {
  var parts: [ViewPart]
  /// The body's statements, as written.
  var body: Snippet
  /// Closure parameters and locals the body declares.
  var bodyLocals: Set<String>
  /// The whitespace before the view's declaration on its line.
  var declarationIndentation: String
}

extension Index {
  /// The parts of a view's `body`, read from its file when asked: only a transform that found a
  /// reason to split that body asks, so no scan pays for it. Nil when there is no such body.
  func bodyParts(of view: TypeFact) -> ViewBodyParts? {
    // Several candidates of one view ask for its parts: the file is parsed again once per view,
    // unless it is unchanged since the last run, which kept the parts it read.
    let place = BodyPlace(file: view.location.file, line: view.location.line, name: view.simpleName)
    return derived.bodyParts(at: place) { earlierResolutions?.keptBodyParts(at: place) ?? readBodyParts(of: view) }
  }

  private func readBodyParts(of view: TypeFact) -> ViewBodyParts? {
    guard let facts = file(at: view.location.file) else { return nil }
    let bytes = facts.file.textBytes
    let tree = BoundedParse.tree(Self.keepingOnly(bytes, fromLine: view.location.line, to: view.end).map { $0[...] } ?? bytes)
    let maker = SnippetMaker(file: facts.file, tree: tree)
    for node in tree.preorder {
      guard let declaration = node.as(StructDeclSyntax.self), declaration.name.text == view.simpleName,
        maker.location(declaration.positionAfterSkippingLeadingTrivia).line == view.location.line
      else { continue }
      return ViewPartReader(maker: maker).parts(of: declaration)
    }
    return nil
  }

  /// The bytes with everything outside one declaration blanked, newlines kept: parsing them costs
  /// what the declaration does, not the whole file, and every offset and line stays where it was.
  /// Nil when the declaration's place does not fit the bytes.
  static func keepingOnly(_ bytes: ArraySlice<UInt8>, fromLine line: Int, to end: Int) -> [UInt8]? {
    var kept = Array(bytes)
    var start = 0
    var currentLine = 1
    while currentLine < line, let newline = kept[start...].firstIndex(of: UInt8(ascii: "\n")) {
      start = newline + 1
      currentLine += 1
    }
    guard currentLine == line, start < end, end <= kept.count else { return nil }
    for index in kept.indices where (index < start || index >= end) && kept[index] != UInt8(ascii: "\n") && kept[index] != UInt8(ascii: "\r") {
      kept[index] = UInt8(ascii: " ")
    }
    return kept
  }
}

struct ViewPartReader {
  let maker: SnippetMaker

  /// Closures given to a task, timer or stream run later: what they hold is not part of the body.
  /// (Presented content, given to a modifier, is not taken for a view's initialiser in any case.)
  private static func buildsNothing(_ callee: String) -> Bool {
    switch EventSources.runner(ofContext: callee) {
    case .task?, .timer?, .stream?: return true
    default: return false
    }
  }

  func parts(of declaration: StructDeclSyntax) -> ViewBodyParts? {
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body", let accessors = binding.accessorBlock
      else { continue }
      let statements: CodeBlockItemListSyntax?
      switch accessors.accessors {
      case .getter(let items): statements = items
      case .accessors(let list): statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
      @unknown default: statements = nil
      }
      guard let statements else { return nil }
      var parts: [ViewPart] = []
      collect(statements, isWholeBody: true, into: &parts)
      return ViewBodyParts(parts: parts, body: maker.snippet(statements), bodyLocals: Self.declaredNames(in: Syntax(statements)),
        declarationIndentation: maker.lineIndentation(at: declaration.positionAfterSkippingLeadingTrivia.utf8Offset))
    }
    return nil
  }

  private func collect(_ statements: CodeBlockItemListSyntax, isWholeBody: Bool, into parts: inout [ViewPart]) {
    for statement in statements {
      // Every branch of an `#if` builds views in some build; a branch of the body's own `#if` is
      // all of the body in the builds that take it.
      if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
        for clause in conditional.clauses {
          if case .statements(let inner) = clause.elements { collect(inner, isWholeBody: isWholeBody, into: &parts) }
        }
        continue
      }
      if let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self) {
        if Self.buildsAView(expression) { parts.append(part(statement, isWholeBody: isWholeBody)) }
        descend(into: Syntax(statement), into: &parts)
      }
    }
  }

  /// The statements of the builder closures and branches inside `node`, not inside an action.
  private func descend(into node: Syntax, into parts: inout [ViewPart]) {
    for child in node.children(viewMode: .sourceAccurate) {
      if let closure = child.as(ClosureExprSyntax.self) {
        if Self.isBuilder(closure) { collect(closure.statements, isWholeBody: false, into: &parts) }
      } else if let branch = child.as(IfExprSyntax.self) {
        collect(branchesOf: branch, into: &parts)
      } else if let choice = child.as(SwitchExprSyntax.self) {
        for case .switchCase(let arm) in choice.cases { collect(arm.statements, isWholeBody: false, into: &parts) }
      } else {
        descend(into: child, into: &parts)
      }
    }
  }

  private func collect(branchesOf branch: IfExprSyntax, into parts: inout [ViewPart]) {
    descend(into: Syntax(branch.conditions), into: &parts)
    collect(branch.body.statements, isWholeBody: false, into: &parts)
    switch branch.elseBody {
    case .codeBlock(let block)?: collect(block.statements, isWholeBody: false, into: &parts)
    case .ifExpr(let next)?: collect(branchesOf: next, into: &parts)
    default: break
    }
  }

  /// `Text(…)`, `ProgressView(value: …).tint(.red)`: a call of a type's initialiser, with modifiers,
  /// some perhaps inside a postfix `#if`.
  private static func buildsAView(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while true {
      if let conditional = current.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
        current = base
        continue
      }
      if let call = current.as(FunctionCallExprSyntax.self) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
          current = base
          continue
        }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name.first?.isUppercase == true && !Self.buildsNothing(name)
      }
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
        continue
      }
      return false
    }
  }

  /// Whether a closure builds content shown with the body: given to a view's initialiser or a
  /// building modifier, and not as its action.
  private static func isBuilder(_ closure: ClosureExprSyntax) -> Bool {
    var label: String?
    var call: FunctionCallExprSyntax?
    var isFirstTrailing = false
    if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
      call = parent
      isFirstTrailing = true
    } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      label = element.label.text
      call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
    } else if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      label = argument.label?.text
      call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
    guard let call else { return false }
    if let label, ViewAPIs.actionLabels.contains(label) { return false }
    let callee: String?
    if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      callee = name.baseName.text
    } else {
      callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
    guard let callee, !Self.buildsNothing(callee) else { return false }
    // `Button { action } label: { … }`: the first trailing closure of a Button is its action.
    if ViewAPIs.takesActionFirst(callee) && isFirstTrailing && call.arguments.isEmpty { return false }
    return callee.first?.isUppercase == true || ViewAPIs.buildsWithTheView(callee)
  }

  private func part(_ statement: CodeBlockItemSyntax, isWholeBody: Bool) -> ViewPart {
    var free: [String] = []
    var projected: Set<String> = []
    var written: Set<String> = []
    var usesSelf = false
    let declared = Self.declaredNames(in: Syntax(statement))
    for node in statement.preorder {
      guard let reference = node.as(DeclReferenceExprSyntax.self) else { continue }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
      if reference.parent?.is(KeyPathPropertyComponentSyntax.self) == true { continue }
      var name = reference.baseName.text
      if reference.baseName.tokenKind == .keyword(.self) || name == "self" {
        usesSelf = true
        continue
      }
      guard let first = name.first, !first.isUppercase, first != "_" || name.count > 1 else { continue }
      if first == "$" {
        name.removeFirst()
        guard let next = name.first, !next.isNumber else { continue }
        projected.insert(name)
      }
      if !declared.contains(name) && !free.contains(name) { free.append(name) }
      // A write through a field or subscript (`draft.title += "!"`) writes the name too.
      if ExpressionReading.isWritten(ExprSyntax(reference)) { written.insert(name) }
    }
    return ViewPart(code: maker.snippet(statement), indentation: maker.lineIndentation(at: statement.positionAfterSkippingLeadingTrivia.utf8Offset), isWholeBody: isWholeBody,
      freeNames: free, projectedNames: projected, writtenNames: written, usesSelf: usesSelf)
  }

  /// Closure parameters and pattern bindings declared anywhere inside `node`.
  static func declaredNames(in node: Syntax) -> Set<String> {
    var names: Set<String> = []
    for child in node.preorder {
      if let parameter = child.as(ClosureShorthandParameterSyntax.self) {
        names.insert(parameter.name.text)
      } else if let parameter = child.as(ClosureParameterSyntax.self) {
        names.insert((parameter.secondName ?? parameter.firstName).text)
      } else if let pattern = child.as(IdentifierPatternSyntax.self) {
        names.insert(pattern.identifier.text)
      }
    }
    return names
  }
}
