import SwiftParser
import SwiftSyntax

/// What each file of the kit declares and names, read from its syntax, every `#if` branch
/// included: types at any depth, free functions and globals, and the members of extensions
/// (which a file reaches by calling them, not by naming a type).
struct LayerDeclarations {
  /// Where a name is declared: the layer, and the transform folder for files under `Transforms/`.
  struct Place: Hashable {
    let layer: Int
    /// `PassFields` for `Transforms/PassFields/…`; nil elsewhere and for `Transforms/Shared`.
    let transform: String?
  }

  /// Where each type (at any depth), free function and global is declared.
  private(set) var named: [String: Set<Place>] = [:]
  /// Where each member an extension adds is declared: reached after a period, or inside another
  /// extension of the same type.
  private(set) var extensionMembers: [String: Set<Place>] = [:]
  /// Where anything goes by each name: a type's own member, a case, a local, a parameter. A use
  /// may mean that one (`url.path`, a local `element`), so only a name declared nowhere the using
  /// file may look points up.
  private(set) var anyDeclaration: [String: Set<Place>] = [:]

  mutating func add(_ tree: SourceFileSyntax, at place: Place) {
    for token in tree.tokens(viewMode: .sourceAccurate) where Self.isDeclaring(token) {
      if case .identifier(let name) = token.tokenKind { anyDeclaration[name, default: []].insert(place) }
    }
    for node in Self.allNodes(tree) {
      if let name = Self.typeName(of: node) { named[name, default: []].insert(place) }
      if let function = node.as(FunctionDeclSyntax.self), Self.isTopLevel(function) { named[function.name.text, default: []].insert(place) }
      if let variable = node.as(VariableDeclSyntax.self), Self.isTopLevel(variable) {
        for name in Self.boundNames(variable) { named[name, default: []].insert(place) }
      }
      guard let member = node.as(MemberBlockItemSyntax.self), member.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true else { continue }
      let names = member.decl.as(FunctionDeclSyntax.self).map { [$0.name.text] } ?? member.decl.as(VariableDeclSyntax.self).map(Self.boundNames) ?? []
      for name in names { extensionMembers[name, default: []].insert(place) }
    }
  }

  /// Where a use may lead: a name after a period is a member (a type's own members go with the
  /// type, which is named where it is written); a bare name is anything, an extension member too
  /// (called on `self`).
  func places(of use: (name: String, line: Int, afterPeriod: Bool)) -> Set<Place>? {
    let members = extensionMembers[use.name] ?? []
    let places = use.afterPeriod ? members : members.union(named[use.name] ?? [])
    return places.isEmpty ? nil : places
  }

  /// Every name a file uses, with whether it stands after a period (`model.simulate`).
  static func usedNames(_ tree: SourceFileSyntax) -> [(name: String, line: Int, afterPeriod: Bool)] {
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
      guard case .identifier(let name) = token.tokenKind, !isDeclaring(token) else { return nil }
      return (name, token.startLocation(converter: converter).line, token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period)
    }
  }

  /// A name a declaration introduces is no use of it.
  static func isDeclaring(_ token: TokenSyntax) -> Bool {
    guard let parent = token.parent else { return false }
    if parent.is(IdentifierPatternSyntax.self) { return true }
    for kind in [SyntaxKind.structDecl, .classDecl, .enumDecl, .protocolDecl, .actorDecl, .typeAliasDecl, .functionDecl,
      .enumCaseElement, .associatedTypeDecl, .genericParameter, .functionParameter, .closureParameter, .closureShorthandParameter,
      .optionalBindingCondition]
    where parent.kind == kind {
      return true
    }
    return false
  }

  /// Every node under the file, `#if` branches included.
  private static func allNodes(_ tree: SourceFileSyntax) -> [Syntax] {
    var nodes: [Syntax] = []
    var stack = [Syntax(tree)]
    while let node = stack.popLast() {
      nodes.append(node)
      stack += node.children(viewMode: .sourceAccurate)
    }
    return nodes
  }

  private static func typeName(of node: Syntax) -> String? {
    if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.text }
    if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.text }
    if let declaration = node.as(EnumDeclSyntax.self) { return declaration.name.text }
    if let declaration = node.as(ProtocolDeclSyntax.self) { return declaration.name.text }
    if let declaration = node.as(ActorDeclSyntax.self) { return declaration.name.text }
    if let declaration = node.as(TypeAliasDeclSyntax.self) { return declaration.name.text }
    return nil
  }

  /// At file scope, `#if` branches included.
  private static func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let next = current {
      if next.is(SourceFileSyntax.self) { return true }
      if next.is(MemberBlockSyntax.self) || next.is(CodeBlockSyntax.self) || next.is(ClosureExprSyntax.self)
        || next.is(AccessorBlockSyntax.self)
      {
        return false
      }
      current = next.parent
    }
    return false
  }

  private static func boundNames(_ variable: VariableDeclSyntax) -> [String] {
    variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
  }
}
