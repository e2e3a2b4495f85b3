/// Words that agree with a count, for every message that counts something.
public enum Wording {
  /// `1 body`, `2 bodies`.
  public static func counted(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }
}

extension Wording {
  /// `a, b or c`: the items joined as a sentence lists them, with `conjunction` before the last.
  public static func list(_ items: [String], _ conjunction: String) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
