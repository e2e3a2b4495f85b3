@_spi(Reflection) import Swift

/// A stored property that decides for itself whether it is the same input as before
/// (`@State` is storage rather than input; a `Binding` is the same when it points to the same place).
protocol InputComparisonOverride {
  func isSameInput(as other: Any) -> Bool
}

/// Decides whether a view's stored inputs differ from the last ones, following what SwiftUI's
/// team has described publicly:
/// - a value made only of plain data (POD) is compared bitwise;
/// - otherwise an `Equatable` value is compared with its own `==`;
/// - otherwise its fields are compared one by one, recursively, with the same rules;
/// - class references are compared by identity;
/// - closures cannot be compared, so a value holding one always counts as changed;
/// - a field declared as an existential (`any P`, a protocol used as a type, `Any`) counts as
///   changed, as Narrow's update model says. How SwiftUI compares what an existential holds is
///   not described publicly, so the subset takes the rule that never claims a saving.
///
/// It also counts the fields it compares: each plain field, reference, closure or binding is one,
/// and a value compared with `==` counts what a synthesized `==` reads: its stored leaves in
/// order, up to the first that differs. An array, string, dictionary or set that shares its
/// storage with the other side is one: their `==` returns at once. A hand-written `==` may read
/// less; the count cannot know.
enum InputComparison {
  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    var fields = 0
    return equal(lhs, rhs, fields: &fields)
  }

  static func equal(_ lhs: Any, _ rhs: Any, fields: inout Int) -> Bool {
    // Opening the dynamic type rather than the value: values found with `Mirror` can be boxed
    // twice, and opening the value would only reach the inner `Any`.
    func compare<Value>(as _: Value.Type) -> Bool {
      guard let lhs = lhs as? Value, let rhs = rhs as? Value else {
        fields += 1
        return false
      }
      return equalValues(lhs, rhs, fields: &fields)
    }
    return _openExistential(type(of: lhs), do: compare)
  }

  private static func equalValues<Value>(_ lhs: Value, _ rhs: Value, fields: inout Int) -> Bool {
    if let override = lhs as? any InputComparisonOverride {
      fields += 1
      return override.isSameInput(as: rhs)
    }
    if Value.self is AnyObject.Type {
      fields += 1
      return (lhs as AnyObject) === (rhs as AnyObject)
    }
    let mirror = Mirror(reflecting: lhs)
    if _isPOD(Value.self) {
      // Field by field, so that padding bytes between fields never make equal values differ.
      switch mirror.displayStyle {
      case .struct, .tuple: return equalFields(mirror, Mirror(reflecting: rhs), fields: &fields)
      default:
        fields += 1
        return bitwiseEqual(lhs, rhs)
      }
    }
    if let equatable = lhs as? any Equatable {
      fields += operatorCost(lhs, rhs)
      return equalByOperator(equatable, rhs)
    }
    switch mirror.displayStyle {
    case .struct:
      return equalFields(mirror, Mirror(reflecting: rhs), existentials: existentialFields(of: Value.self), fields: &fields)
    case .tuple, .collection, .dictionary, .set, .optional:
      return equalFields(mirror, Mirror(reflecting: rhs), fields: &fields)
    case .enum:
      // A case with a payload shows as one child labelled with the case name.
      let rhsMirror = Mirror(reflecting: rhs)
      if mirror.children.isEmpty && rhsMirror.children.isEmpty {
        fields += 1
        return String(describing: lhs) == String(describing: rhs)
      }
      return equalFields(mirror, rhsMirror, fields: &fields)
    default:
      // Closures and other opaque values.
      fields += 1
      return false
    }
  }

  private static func equalFields(
    _ lhs: Mirror, _ rhs: Mirror, existentials: Set<Int> = [], fields: inout Int
  ) -> Bool {
    guard lhs.children.count == rhs.children.count else {
      fields += 1
      return false
    }
    for (index, (left, right)) in zip(lhs.children, rhs.children).enumerated() {
      if existentials.contains(index) {
        fields += 1
        return false
      }
      guard left.label == right.label, equal(left.value, right.value, fields: &fields) else { return false }
    }
    return true
  }

  /// The positions of a struct's stored properties whose declared type is an existential: `Mirror`
  /// shows only the value inside, so the declared types come from the runtime's field records.
  private static func existentialFields(of type: Any.Type) -> Set<Int> {
    var positions = Set<Int>()
    var position = 0
    _ = _forEachField(of: type) { _, _, _, kind in
      if kind == .existential { positions.insert(position) }
      position += 1
      return true
    }
    return positions
  }

  /// The stored leaves a synthesized `==` reads, through structs and collections, stopping after
  /// the first leaf that differs; one for storage both sides share, and one for a leaf.
  private static func operatorCost(_ lhs: Any, _ rhs: Any) -> Int {
    var cost = 0
    _ = readsUntilDifference(lhs, rhs, cost: &cost)
    return cost
  }

  /// Returns whether the two are equal, adding to `cost` the leaves read to find out.
  private static func readsUntilDifference(_ lhs: Any, _ rhs: Any, cost: inout Int) -> Bool {
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    if sharesStorage(lhs, rhs, left.displayStyle) {
      cost += 1
      return true
    }
    if (left.children.isEmpty && right.children.isEmpty) || left.displayStyle == .class {
      // Strings, numbers, references and other values with no stored children shown are one
      // field, compared with their own `==` where they have one.
      cost += 1
      if let equatable = lhs as? any Equatable { return equalByOperator(equatable, rhs) }
      return equal(lhs, rhs)
    }
    guard left.children.count == right.children.count else {
      cost += 1
      return false
    }
    for (leftChild, rightChild) in zip(left.children, right.children) {
      guard readsUntilDifference(leftChild.value, rightChild.value, cost: &cost) else { return false }
    }
    return true
  }

  /// Copies of one array, string, dictionary or set hold the same storage reference, so their
  /// representations are bitwise equal; `==` checks that first.
  private static func sharesStorage(_ lhs: Any, _ rhs: Any, _ style: Mirror.DisplayStyle?) -> Bool {
    guard style == .collection || style == .dictionary || style == .set || lhs is String else { return false }
    func same<Value>(as _: Value.Type) -> Bool {
      guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
      return bitwiseEqual(lhs, rhs)
    }
    return _openExistential(type(of: lhs), do: same)
  }

  private static func equalByOperator<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return lhs == rhs
  }

  private static func bitwiseEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
    }
  }
}
