import SwiftSyntax

/// Where a node sits: the enclosing types, the member of the innermost one, the accessor, and the
/// `#if` branches around it.
struct Place: Equatable {
  /// `Outer.Inner`, or nil outside any type.
  var type: String?
  /// A function, `init`, or property (its first binding) of that type.
  var member: String?
  /// `get`, `set`, `didSet`, `willSet`, when inside one.
  var accessor: String?
  /// The `#if` branches around it, outermost first.
  var clauses: [IfClause] = []
}

/// Keeps the place of the walk up to date as declarations open and close, so facts learn where
/// they are without walking up the tree.
struct PlaceTracker {
  private enum Frame {
    case type(String)
    case member(String)
    case accessor(String)
    case clause(IfClause)
  }
  private var frames: [Frame] = []
  /// Most nodes ask for the place without a declaration opening or closing in between.
  private var cached: Place?

  mutating func enterType(_ name: String) { change { $0.append(.type(name)) } }
  mutating func enterMember(_ name: String) { change { $0.append(.member(name)) } }
  mutating func enterAccessor(_ name: String) { change { $0.append(.accessor(name)) } }
  mutating func enterClause(_ clause: IfClause) { change { $0.append(.clause(clause)) } }
  mutating func leave() { change { $0.removeLast() } }

  private mutating func change(_ edit: (inout [Frame]) -> Void) {
    edit(&frames)
    cached = nil
  }

  /// The innermost member and its accessor, with every enclosing type and `#if` branch; a member
  /// counts only inside a type, and an accessor only inside that member.
  mutating func current() -> Place {
    if let cached { return cached }
    let place = computed
    cached = place
    return place
  }

  private var computed: Place {
    var member: String?
    var accessor: String?
    var types: [String] = []
    var clauses: [IfClause] = []
    for frame in frames.reversed() {
      switch frame {
      case .accessor(let name) where member == nil && accessor == nil: accessor = name
      case .member(let name) where member == nil: member = name
      case .type(let name): types.append(name)
      case .clause(let clause): clauses.append(clause)
      default: break
      }
    }
    guard !types.isEmpty else { return Place(type: nil, member: nil, accessor: nil, clauses: clauses.reversed()) }
    return Place(
      type: types.reversed().joined(separator: "."), member: member, accessor: member == nil ? nil : accessor,
      clauses: clauses.reversed())
  }
}
