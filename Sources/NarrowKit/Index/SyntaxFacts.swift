import SwiftSyntax

/// Small readings of syntax that several collectors share.
struct SnippetMaker {
  let file: SourceFile
  let converter: SourceLocationConverter
  private let bytes: ArraySlice<UInt8>
  /// Where each line starts, and where its first character that is not a space or tab is, so
  /// that finding a node's line costs a search, not a walk back along a line that may be long.
  private let lineStarts: [Int]
  private let firstNonBlank: [Int]

  init(file: SourceFile, tree: SourceFileSyntax) {
    self.file = file
    self.converter = SourceLocationConverter(fileName: file.path, tree: tree)
    self.bytes = file.textBytes
    var starts = [0]
    var nonBlank: [Int] = []
    var seenText = false
    for (offset, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\n") {
        if !seenText { nonBlank.append(offset) }
        starts.append(offset + 1)
        seenText = false
      } else if !seenText && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
        nonBlank.append(offset)
        seenText = true
      }
    }
    if !seenText { nonBlank.append(bytes.count) }
    lineStarts = starts
    firstNonBlank = nonBlank
  }

  /// The index of the line holding `offset`.
  private func line(of offset: Int) -> Int {
    max(0, lineStarts.partitioningIndex { $0 > offset } - 1)
  }

  func snippet(_ node: some SyntaxProtocol) -> Snippet {
    let start = node.positionAfterSkippingLeadingTrivia
    return Snippet(
      range: ByteRange(start.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset),
      text: trimmedText(node),
      location: location(start))
  }

  /// `node.trimmedDescription`, read from the file's bytes. `trimmedDescription` builds a trimmed
  /// copy of the tree for every call, which made it a large share of indexing time; for a tree
  /// parsed from these bytes the slice is the same text. A node with a syntax error (missing or
  /// unexpected tokens) still takes the slow path, so its text stays exactly as before.
  func trimmedText(_ node: some SyntaxProtocol) -> String {
    guard !node.hasError else { return node.trimmedDescription }
    return text(from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia)
  }

  /// The file's text between two positions of its tree.
  func text(from start: AbsolutePosition, to end: AbsolutePosition) -> String {
    let base = bytes.startIndex
    return String(decoding: bytes[(base + start.utf8Offset)..<(base + end.utf8Offset)], as: UTF8.self)
  }

  func location(_ position: AbsolutePosition) -> SourceLocation {
    let found = converter.location(for: position)
    return SourceLocation(file: file.path, line: found.line, column: found.column)
  }

  /// The node's lines, from the start of its first leading comment (or of the node) to the end
  /// of its last line, newline included, when nothing else shares those lines.
  func wholeLines(of node: some SyntaxProtocol) -> ByteRange {
    var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var offset = node.position.utf8Offset
    for piece in node.leadingTrivia {
      if piece.isComment {
        start = min(start, offset)
        break
      }
      offset += piece.sourceLength.utf8Length
    }
    start = lineStarts[line(of: start)]
    let last = line(of: node.endPositionBeforeTrailingTrivia.utf8Offset)
    let end = last + 1 < lineStarts.count ? lineStarts[last + 1] : bytes.count
    return ByteRange(start, end)
  }

  /// The source text of a range, exactly as written.
  func text(_ range: ByteRange) -> String {
    String(decoding: bytes[(bytes.startIndex + range.start)..<(bytes.startIndex + range.end)], as: UTF8.self)
  }

  /// The spaces and tabs at the start of the line that holds `offset`, whatever follows them.
  func lineIndentation(at offset: Int) -> String {
    let index = line(of: offset)
    return String(decoding: bytes[(bytes.startIndex + lineStarts[index])..<(bytes.startIndex + firstNonBlank[index])], as: UTF8.self)
  }

  /// The spaces and tabs between the start of the node's line and the node.
  func indentation(of node: some SyntaxProtocol) -> String {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let index = line(of: start)
    guard firstNonBlank[index] >= start else { return "" }
    return String(decoding: bytes[(bytes.startIndex + lineStarts[index])..<(bytes.startIndex + start)], as: UTF8.self)
  }
}

enum ExpressionReading {
  static func shape(of expression: ExprSyntax) -> ExpressionShape {
    if expression.is(DeclReferenceExprSyntax.self) { return .reference }
    if isLiteral(expression) { return .literal }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else { return .implicitMember(member.declName.baseName.text) }
      return shape(of: base) == .reference ? .reference : .other
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return shape(of: only.expression) == .reference ? .reference : .other
    }
    switch expression.as(ExprSyntaxEnum.self) {
    case .sequenceExpr, .infixOperatorExpr, .ternaryExpr, .tryExpr, .awaitExpr, .asExpr, .isExpr,
      .closureExpr, .prefixOperatorExpr:
      return .compound
    default:
      return .other
    }
  }

  /// Literals, and arrays and dictionaries of literals; a string with interpolation is not one.
  static func isLiteral(_ expression: ExprSyntax) -> Bool {
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
    if expression.is(NilLiteralExprSyntax.self) { return true }
    if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isLiteral($0.expression) } }
    if let dictionary = expression.as(DictionaryExprSyntax.self) {
      guard case .elements(let elements) = dictionary.content else { return true }
      return elements.allSatisfy { isLiteral($0.key) && isLiteral($0.value) }
    }
    return literalType(of: expression) != nil
  }

  /// The type of a literal initial value: `0` is `Int`, `-0.5` is `Double`, `""` is `String`.
  static func literalType(of expression: ExprSyntax) -> String? {
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      let operand = literalType(of: prefix.expression)
      return operand == "Int" || operand == "Double" ? operand : nil
    }
    if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
    if expression.is(StringLiteralExprSyntax.self) { return "String" }
    if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    return nil
  }

  /// The type of an initial value, from a literal, an initialiser call or a cast.
  static func inferredType(of expression: ExprSyntax) -> String? {
    constructedType(of: expression) ?? castType(of: expression) ?? literalType(of: expression)
  }

  /// `Config` for `value as? Config`, `value as! Config` or `value as Config`: a cast's value has
  /// the type it names (wrapped in an optional for `as?`, which a binding unwraps). The parser
  /// leaves a cast as a sequence of the value, `as` and the type until operators are folded.
  static func castType(of expression: ExprSyntax) -> String? {
    let type: TypeSyntax
    if let cast = expression.as(AsExprSyntax.self) {
      type = cast.type
    } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
      let written = sequence.elements.last?.as(TypeExprSyntax.self)
    {
      type = written.type
    } else {
      return nil
    }
    let text = type.trimmedDescription
    return text.first?.isUppercase == true && text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? text : nil
  }

  /// `Player` for `Player(…)` or `Player.init(…)`: the type an initialiser call builds.
  static func constructedType(of expression: ExprSyntax) -> String? {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    var callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
      let base = member.base
    {
      callee = base
    }
    guard let reference = callee.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.first?.isUppercase == true
    else { return nil }
    return reference.baseName.text
  }

  /// Whether the expression is written to: `x = …`, `x += …`, `&x`, including through members and
  /// subscripts of it (`x.a[0] = …`).
  static func isWritten(_ expression: ExprSyntax) -> Bool { writeOperator(of: expression) != nil }

  /// `=`, `+=`, … or `&` when the expression (or a member or subscript of it) is written to.
  static func writeOperator(of expression: ExprSyntax) -> String? {
    var top = Syntax(expression)
    while let parent = top.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
        top = parent
      } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
        subscriptCall.calledExpression.id == top.id
      {
        top = parent
      } else if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
        top = parent
      } else {
        break
      }
    }
    if top.parent?.is(InOutExprSyntax.self) == true { return "&" }
    guard let list = top.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true
    else { return nil }
    var elements = list.makeIterator()
    while let element = elements.next() {
      guard element.id == top.id else { continue }
      guard let next = elements.next() else { return nil }
      if next.is(AssignmentExprSyntax.self) { return "=" }
      if let binary = next.as(BinaryOperatorExprSyntax.self), isAssignmentOperator(binary.operator.text) {
        return binary.operator.text
      }
      return nil
    }
    return nil
  }

  static func isAssignmentOperator(_ text: String) -> Bool {
    text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }
}

extension AttributeListSyntax {
  /// The arguments of what may be a property wrapper (`Player.self` in `@MainActor
  /// @Environment(Player.self)`): of the first attribute with arguments that the frameworks and
  /// the language do not declare as something else (`@available(…)`, `@Attribute(…)`).
  var wrapperArgument: String? {
    for case .attribute(let attribute) in self {
      guard let arguments = attribute.arguments else { continue }
      let kind = PropertyAttributeKind.ofFramework(PropertyAttributeKind.name(attribute.attributeName.trimmedName))
      if kind.wrapsStorage { return arguments.trimmedDescription }
    }
    return nil
  }

  var names: [String] {
    compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      return attribute.attributeName.trimmedName
    }
  }
}

extension DeclModifierListSyntax {
  /// `private`, `private(set)`: a modifier without a detail is its name token, which needs no
  /// printed copy of the syntax.
  var texts: [String] {
    map { $0.detail == nil && !$0.hasError ? $0.name.text : $0.trimmedDescription }
  }
}

extension InheritanceClauseSyntax? {
  var typeNames: [String] { self?.inheritedTypes.map(\.type.trimmedName) ?? [] }
}

extension TypeSyntax {
  /// `trimmedDescription`, without printing a copy of the syntax for a plain name such as `View`.
  var trimmedName: String {
    if let identifier = self.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
      !identifier.hasError
    {
      return identifier.name.text
    }
    return trimmedDescription
  }
}

/// The type each generic parameter is constrained to, from the parameter list (`<M: Base>`) or a
/// `where M: Base` clause: one plain type name, or nil when it has none or several (`M: A & B`,
/// `M: A, M: B`), which leave the parameter's type unknown.
enum GenericConstraints {
  static func constraints(
    _ clause: GenericParameterClauseSyntax?, where whereClause: GenericWhereClauseSyntax?
  ) -> [(name: String, constraint: String?)] {
    guard let clause else { return [] }
    var written: [String: [String]] = [:]
    for parameter in clause.parameters {
      if let inherited = parameter.inheritedType { written[parameter.name.text, default: []].append(inherited.trimmedName) }
    }
    for requirement in whereClause?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement else { continue }
      written[conformance.leftType.trimmedName, default: []].append(conformance.rightType.trimmedName)
    }
    return clause.parameters.map { parameter in
      let constraints = written[parameter.name.text] ?? []
      return (parameter.name.text, constraints.count == 1 ? constraints[0] : nil)
    }
  }
}

extension SyntaxProtocol {
  var isInsideInitializer: Bool {
    var current = parent
    // Compares kinds rather than calling `is(_:)`, a generic call across the module boundary
    // that costs a metadata lookup for every ancestor of every use.
    while let node = current {
      switch node.kind {
      case .initializerDecl: return true
      case .functionDecl, .closureExpr, .accessorBlock: return false
      default: if node.isTypeBoundary { return false }
      }
      current = node.parent
    }
    return false
  }
}

extension IdentifierPatternSyntax {
  /// `track` in `let track: Track` declared as a member of a type, as opposed to a local.
  var isMemberPropertyName: Bool {
    parent?.as(PatternBindingSyntax.self)?.parent?.parent?.as(VariableDeclSyntax.self)?
      .parent?.is(MemberBlockItemSyntax.self) == true
  }
}
