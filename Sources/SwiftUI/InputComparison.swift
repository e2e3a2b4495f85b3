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
enum InputComparison {
  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    // Opening the dynamic type rather than the value: values found with `Mirror` can be boxed
    // twice, and opening the value would only reach the inner `Any`.
    func compare<Value>(as _: Value.Type) -> Bool {
      guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
      return equalValues(lhs, rhs)
    }
    return _openExistential(type(of: lhs), do: compare)
  }

  private static func equalValues<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    if let override = lhs as? any InputComparisonOverride {
      return override.isSameInput(as: rhs)
    }
    if Value.self is AnyObject.Type {
      return (lhs as AnyObject) === (rhs as AnyObject)
    }
    let mirror = Mirror(reflecting: lhs)
    if _isPOD(Value.self) {
      // Field by field, so that padding bytes between fields never make equal values differ.
      switch mirror.displayStyle {
      case .struct, .tuple: return equalFields(mirror, Mirror(reflecting: rhs))
      default: return bitwiseEqual(lhs, rhs)
      }
    }
    if let equatable = lhs as? any Equatable {
      return equalByOperator(equatable, rhs)
    }
    switch mirror.displayStyle {
    case .struct, .tuple, .collection, .dictionary, .set, .optional:
      return equalFields(mirror, Mirror(reflecting: rhs))
    case .enum:
      // A case with a payload shows as one child labelled with the case name.
      let rhsMirror = Mirror(reflecting: rhs)
      if mirror.children.isEmpty && rhsMirror.children.isEmpty {
        return String(describing: lhs) == String(describing: rhs)
      }
      return equalFields(mirror, rhsMirror)
    default:
      // Closures and other opaque values.
      return false
    }
  }

  private static func equalFields(_ lhs: Mirror, _ rhs: Mirror) -> Bool {
    guard lhs.children.count == rhs.children.count else { return false }
    return zip(lhs.children, rhs.children).allSatisfy { left, right in
      left.label == right.label && equal(left.value, right.value)
    }
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
