/// Words that agree with a count, for every message that counts something.
public enum Wording {
  /// `1 body`, `2 bodies`.
  public static func counted(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }
}
