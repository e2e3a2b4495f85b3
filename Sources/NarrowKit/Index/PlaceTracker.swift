import SwiftSyntax

/// Where a node sits: the enclosing types, the member of the innermost one, and the accessor.
struct Place: Equatable {
  /// `Outer.Inner`, or nil outside any type.
  var type: String?
  /// A function, `init`, or property (its first binding) of that type.
  var member: String?
  /// `get`, `set`, `didSet`, `willSet`, when inside one.
  var accessor: String?

  static let nowhere = Place(type: nil, member: nil, accessor: nil)
}

/// Keeps the place of the walk up to date as declarations open and close, so facts learn where
/// they are without walking up the tree.
struct PlaceTracker {
  private enum Frame {
    case type(String)
    case member(String)
    case accessor(String)
  }
  private var frames: [Frame] = []

  mutating func enterType(_ name: String) { frames.append(.type(name)) }
  mutating func enterMember(_ name: String) { frames.append(.member(name)) }
  mutating func enterAccessor(_ name: String) { frames.append(.accessor(name)) }
  mutating func leave() { frames.removeLast() }

  /// The innermost member and its accessor, with every enclosing type; a member counts only
  /// inside a type, and an accessor only inside that member.
  var current: Place {
    var member: String?
    var accessor: String?
    var types: [String] = []
    for frame in frames.reversed() {
      switch frame {
      case .accessor(let name) where member == nil && accessor == nil: accessor = name
      case .member(let name) where member == nil: member = name
      case .type(let name): types.append(name)
      default: break
      }
    }
    guard !types.isEmpty else { return .nowhere }
    return Place(type: types.reversed().joined(separator: "."), member: member, accessor: member == nil ? nil : accessor)
  }
}
