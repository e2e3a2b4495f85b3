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
/// - closures cannot be compared, so a value holding one always counts as changed.
///
/// It also counts the fields it compares: each plain field, reference, closure or binding is one,
/// and a value compared with `==` counts its stored leaves, which is what a synthesized `==` reads
/// when the values are equal (it may stop sooner when they differ, and a hand-written one may read less).
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
      fields += leaves(of: mirror)
      return equalByOperator(equatable, rhs)
    }
    switch mirror.displayStyle {
    case .struct, .tuple, .collection, .dictionary, .set, .optional:
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

  private static func equalFields(_ lhs: Mirror, _ rhs: Mirror, fields: inout Int) -> Bool {
    guard lhs.children.count == rhs.children.count else {
      fields += 1
      return false
    }
    for (left, right) in zip(lhs.children, rhs.children) {
      guard left.label == right.label, equal(left.value, right.value, fields: &fields) else { return false }
    }
    return true
  }

  /// The stored values a value is made of, through structs and collections; one for a leaf.
  private static func leaves(of mirror: Mirror) -> Int {
    // Strings and other values with no stored children shown are one field.
    guard !mirror.children.isEmpty else { return 1 }
    return mirror.children.reduce(0) { $0 + leaves(of: Mirror(reflecting: $1.value)) }
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
