/// Something a person can do about a message, as data. The kit says what to do; the command
/// line spells it as its own option (`--accept review`), so that no flag is written in the kit
/// and a renamed flag changes in one place.
public struct Hint: Sendable, Hashable, Codable, CustomStringConvertible {
  public enum Action: String, Sendable, Hashable, Codable {
    /// Write proposals whose verdict is review.
    case acceptReview
    /// Name one target, which accepts its review verdict too.
    case onlyTarget
    /// Write proposals whose effect is only possible.
    case widenEffect
    /// Write files with uncommitted changes, or outside git.
    case allowDirty
  }

  public let action: Action
  /// The target, for `onlyTarget`.
  public let value: String?

  init(_ action: Action, _ value: String? = nil) {
    self.action = action
    self.value = value
  }

  /// The setting in words (`accept review`), for a reader that spells no option.
  public var description: String {
    switch action {
    case .acceptReview: return "accept review"
    case .onlyTarget: return "only \(value ?? "the target")"
    case .widenEffect: return "effect possible"
    case .allowDirty: return "allow dirty"
    }
  }
}
