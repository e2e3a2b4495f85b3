import Foundation

/// How often a piece of code runs: a rate word, the number of times a second where the source
/// says, and the evidence, as "≈10 Hz: Timer every 0.1 s at Player.swift:12".
public struct Pacing: Sendable, Hashable, Codable {
  var rate: Rate
  /// Runs per second while it runs; nil when no source says.
  var hertz: Double?
  /// Whether it runs only while something lasts (typing, a drag, a download) rather than steadily.
  var whileItLasts: Bool
  /// What says so, and where.
  var evidence: String

  /// The rate word follows the number: at least once a second is continuous; below that, at
  /// least once a minute is repeated, and rarer than that is about once a session.
  init(hertz: Double, whileItLasts: Bool = false, evidence: String) {
    rate = hertz >= 1 ? .continuous : hertz >= 1.0 / 60 ? .repeated : .once
    (self.hertz, self.whileItLasts, self.evidence) = (hertz, whileItLasts, evidence)
  }

  init(rate: Rate, whileItLasts: Bool = false, evidence: String) {
    (self.rate, self.hertz, self.whileItLasts, self.evidence) = (rate, nil, whileItLasts, evidence)
  }

  /// "≈10 Hz: Timer every 0.1 s at Player.swift:12", or "unknown: …".
  var description: String {
    guard let hertz else { return "\(rate.rawValue): \(evidence)" }
    return "≈\(Self.number(hertz)) Hz\(whileItLasts ? " while it lasts" : ""): \(evidence)"
  }

  /// `continuous, ≈10 Hz: Timer every 0.1 s at Player.swift:12`: a rate word with what says it.
  public static func said(_ rate: Rate, _ pacing: Pacing?) -> String {
    guard let pacing else { return rate.rawValue }
    guard let hertz = pacing.hertz else { return "\(rate.rawValue): \(pacing.evidence)" }
    return "\(rate.rawValue), ≈\(number(hertz)) Hz\(pacing.whileItLasts ? " while it lasts" : ""): \(pacing.evidence)"
  }

  /// `continuous, ≈10 Hz`: a rate word and its number, without the evidence.
  static func short(_ rate: Rate, _ pacing: Pacing?) -> String {
    guard let hertz = pacing?.hertz else { return rate.rawValue }
    return "\(rate.rawValue), ≈\(number(hertz)) Hz"
  }

  /// Times a second to count an event at: what its source says, or the least its rate word
  /// allows (a continuous event at least once a second, a repeated one at least once a minute);
  /// nothing for a once-only event or one of unknown rate.
  static func hertz(_ rate: Rate, _ pacing: Pacing?) -> Double {
    if let hertz = pacing?.hertz { return hertz }
    switch rate {
    case .continuous: return 1
    case .repeated: return 1.0 / 60
    case .once, .unknown: return 0
    }
  }

  /// Display frames, keystrokes: the paces the catalogue's rules give without an interval.
  static let displayHertz = 60.0
  static let typingHertz = 5.0
  /// Progress and data callbacks of a transfer: URLSession reports as data arrives, several
  /// times a second on a working connection.
  static let transferHertz = 10.0

  static func number(_ value: Double) -> String {
    if value >= 10 || value == value.rounded() { return String(Int(value.rounded())) }
    return String(format: value >= 1 ? "%.1f" : "%.2g", value)
  }

  /// `0.1 s`, `6 h`: an interval as a person writes it.
  static func interval(_ seconds: Double) -> String {
    if seconds >= 3_600, seconds.truncatingRemainder(dividingBy: 3_600) == 0 { return "\(Int(seconds / 3_600)) h" }
    if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds / 60)) min" }
    return "\(number(seconds)) s"
  }
}

extension Writer {
  /// The write with the pace its source gives, when one does.
  func paced(_ pacing: Pacing?) -> Writer {
    guard let pacing else { return self }
    var paced = self
    paced.rate = pacing.rate
    paced.pacing = pacing
    return paced
  }
}
