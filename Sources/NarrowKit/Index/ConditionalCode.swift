import SwiftSyntax

/// Code written inside `#if`: every branch is read, each piece with the branches around it, so
/// that a build configuration can later keep the pieces it builds.
enum ConditionalCode {
  /// A declaration of a member list or of file scope, with the `#if` branches around it.
  struct Declaration {
    let decl: DeclSyntax
    /// Outermost first, starting with those around the list itself.
    let clauses: [IfClause]
  }

  /// The members of a type, with those inside `#if` (in any branch, at any depth) in place.
  static func members(_ list: MemberBlockItemListSyntax, within outer: [IfClause], file: String) -> [Declaration] {
    var found: [Declaration] = []
    for item in list {
      guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else {
        found.append(Declaration(decl: item.decl, clauses: outer))
        continue
      }
      for clause in conditional.clauses {
        guard case .decls(let inner) = clause.elements, let branch = DeclarationPlaceReader.ifClause(clause, in: file) else { continue }
        found += members(inner, within: outer + [branch], file: file)
      }
    }
    return found
  }

  /// The declarations at file scope, with those inside `#if` in place.
  static func declarations(_ list: CodeBlockItemListSyntax, within outer: [IfClause], file: String) -> [Declaration] {
    var found: [Declaration] = []
    for item in list {
      if let conditional = item.item.as(IfConfigDeclSyntax.self) {
        for clause in conditional.clauses {
          guard case .statements(let inner) = clause.elements, let branch = DeclarationPlaceReader.ifClause(clause, in: file)
          else { continue }
          found += declarations(inner, within: outer + [branch], file: file)
        }
      } else if let decl = item.item.as(DeclSyntax.self) {
        found.append(Declaration(decl: decl, clauses: outer))
      }
    }
    return found
  }
}

extension MemberAccessExprSyntax {
  /// `.onChange(of: x) { … }` in `Text(a) #if os(iOS) .onChange(of: x) { … } #endif`: a modifier
  /// written without a base inside a postfix `#if`, which applies to the expression before the
  /// `#if`. SwiftSyntax parses it as an implicit member, like `.red`.
  var isModifierInPostfixIf: Bool {
    guard base == nil else { return false }
    var current = Syntax(self)
    // Up through the rest of the chain inside the branch (`.padding().onChange(…)`).
    while let parent = current.parent {
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
        current = parent
      } else if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
        current = parent
      } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
        current = parent
      } else {
        break
      }
    }
    guard let clause = current.parent?.as(IfConfigClauseSyntax.self), case .postfixExpression = clause.elements else { return false }
    return clause.parent?.parent?.parent?.is(PostfixIfConfigExprSyntax.self) == true
  }
}
