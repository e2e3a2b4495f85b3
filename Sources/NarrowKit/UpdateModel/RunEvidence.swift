import Foundation

/// What SwiftUI's debug helpers printed while the app ran: `Self._printChanges()` on the console
/// and `Self._logChanges()` in the log (subsystem `com.apple.SwiftUI`, category
/// `Changed Body Properties`), one line per body run: `TrackRow: @self changed.`,
/// `TrackRow: @self, _isOn changed.`, `TrackRow: unchanged.`
public struct RunEvidence: Sendable {
  /// Body runs of one view, with how often each cause was named.
  public struct ViewRuns: Sendable, Hashable {
    /// The type as printed (`TrackRow`, `MyApp.TrackRow`, `List.Row`).
    public var name: String
    public var runs: Int
    /// `@self`, `@identity`, `@dependencies`, `_isOn`, `@3`, `\Storage<…>.output`, `unchanged`.
    public var causes: [String: Int]

    public var summary: String {
      let named = causes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
      return "\(name) ran \(runs) time\(runs == 1 ? "" : "s")" + (named.isEmpty ? "" : ": " + named.joined(separator: ", "))
    }
  }

  public struct Malformed: Sendable, Hashable {
    public var file: String
    public var count: Int
    public var firstLine: Int
    public var firstText: String
  }

  public private(set) var views: [String: ViewRuns] = [:]
  public private(set) var malformed: [Malformed] = []

  public init() {}

  public var isEmpty: Bool { views.isEmpty }

  /// Reads one log; lines that are not body-run lines are counted per file, not trusted.
  public mutating func read(_ text: String, file: String) {
    var bad: Malformed?
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.isEmpty { continue }
      guard let (name, causes) = Self.parse(line) else {
        if bad == nil { bad = Malformed(file: file, count: 0, firstLine: offset + 1, firstText: line) }
        bad?.count += 1
        continue
      }
      views[name, default: ViewRuns(name: name, runs: 0, causes: [:])].runs += 1
      for cause in causes { views[name]?.causes[cause, default: 0] += 1 }
    }
    if let bad { malformed.append(bad) }
  }

  /// `(type, causes)` from one line, after any prefix a console or `log show` adds.
  static func parse(_ line: String) -> (String, [String])? {
    var body = Substring(line)
    // `log show` and Xcode add a timestamp, process and `[subsystem:category]` before the message.
    if let bracket = body.range(of: "] ", options: .backwards) { body = body[bracket.upperBound...] }
    if body.hasSuffix(": unchanged.") {
      let name = body.dropLast(": unchanged.".count)
      return isTypeName(name) ? (String(name), ["unchanged"]) : nil
    }
    guard body.hasSuffix(" changed."), let colon = typeNameEnd(in: body) else { return nil }
    let name = body[..<colon]
    let tokens = body[body.index(colon, offsetBy: 2)...].dropLast(" changed.".count)
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard isTypeName(name), !tokens.isEmpty, tokens.allSatisfy(isCause) else { return nil }
    return (String(name), tokens)
  }

  /// The `: ` after the type name; generic arguments may hold `: ` of their own only inside `<…>`.
  private static func typeNameEnd(in body: Substring) -> Substring.Index? {
    var depth = 0
    var index = body.startIndex
    while index < body.endIndex {
      switch body[index] {
      case "<": depth += 1
      case ">": depth -= 1
      case ":" where depth == 0:
        let next = body.index(after: index)
        if next < body.endIndex, body[next] == " " { return index }
      default: break
      }
      index = body.index(after: index)
    }
    return nil
  }

  private static func isTypeName(_ name: Substring) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber || "_.<>, ".contains($0) }
  }

  private static func isCause(_ token: String) -> Bool {
    guard let first = token.first else { return false }
    return first == "@" || first == "_" || first == "\\" || first.isLetter
  }

  /// The runs printed for a view: by its qualified name (`Library.Row`), or with a module before
  /// it (`MyApp.TrackRow`) when no type of the index has the printed name itself.
  public func runs(of view: TypeFact, in index: Index) -> ViewRuns? {
    let matching = views.values.filter { printed in
      let plain = printed.name.split(separator: "<").first.map(String.init) ?? printed.name
      if plain == view.qualifiedName { return true }
      return plain.hasSuffix("." + view.qualifiedName) && index.typesByQualifiedName[plain] == nil
    }
    guard !matching.isEmpty else { return nil }
    var merged = ViewRuns(name: view.qualifiedName, runs: 0, causes: [:])
    for runs in matching {
      merged.runs += runs.runs
      merged.causes.merge(runs.causes, uniquingKeysWith: +)
    }
    return merged
  }
}
