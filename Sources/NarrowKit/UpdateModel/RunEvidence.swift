import Foundation

/// What SwiftUI's debug helpers printed while the app ran: `Self._printChanges()` on the console
/// and `Self._logChanges()` in the log (subsystem `com.apple.SwiftUI`, category
/// `Changed Body Properties`), one line per body run: `TrackRow: @self changed.`,
/// `TrackRow: @self, _isOn changed.`, `TrackRow: unchanged.`
public struct RunEvidence: Sendable {
  /// Body runs of one view, with how often each cause was named.
  public struct ViewRuns: Sendable, Hashable {
    /// The type as printed (`TrackRow`, `MyApp.TrackRow`, `List.Row`).
    var name: String
    var runs: Int
    /// `@self`, `@identity`, `@dependencies`, `_isOn`, `@3`, `\Storage<…>.output`, `unchanged`.
    var causes: [String: Int]

    var summary: String {
      let named = causes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
      return "\(name) ran \(runs) time\(runs == 1 ? "" : "s")" + (named.isEmpty ? "" : ": " + named.joined(separator: ", "))
    }
  }

  /// Lines of one log that are not body-run lines: counted and placed, never kept. A log may be
  /// anything a path leads to, and a report that quoted it would copy a secret into a CI log.
  public struct Malformed: Sendable, Hashable {
    public var file: String
    public var count: Int
    public var firstLine: Int
  }

  public private(set) var views: [String: ViewRuns] = [:]
  public private(set) var malformed: [Malformed] = []

  public init() {}

  var isEmpty: Bool { views.isEmpty }

  /// Reads one log; lines that are not body-run lines are counted per file, not trusted.
  mutating func read(_ text: String, file: String) {
    read(Array(text.utf8), file: file)
  }

  /// Reads one log as it is on disk. A day of `log show` output is hundreds of megabytes, so lines
  /// are cut and, when they are ASCII (as SwiftUI prints them), matched as bytes; any other line
  /// goes through `parse`.
  public mutating func read(_ bytes: [UInt8], file: String) {
    var bad: Malformed?
    var lineNumber = 0
    bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      while start <= buffer.count {
        let end = Self.lineEnd(in: buffer, from: start)
        defer { start = end + 1 }
        lineNumber += 1
        let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
        let parsed: (String, [String])?
        if let ascii = ASCIILine(line) {
          if ascii.isEmpty { continue }
          parsed = ascii.parse()
        } else {
          let decoded = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
          if decoded.isEmpty { continue }
          parsed = Self.parse(decoded)
        }
        guard let (name, causes) = parsed else {
          if bad == nil { bad = Malformed(file: file, count: 0, firstLine: lineNumber) }
          bad?.count += 1
          continue
        }
        views[name, default: ViewRuns(name: name, runs: 0, causes: [:])].runs += 1
        for cause in causes { views[name]?.causes[cause, default: 0] += 1 }
      }
    }
    if let bad { malformed.append(bad) }
  }

  /// Where the line that starts at `start` ends: its newline, or the end of the log.
  private static func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard start < buffer.count, let base = buffer.baseAddress, let found = memchr(base + start, 0x0A, buffer.count - start) else {
      return buffer.count
    }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
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
  func runs(of view: TypeFact, in index: Index) -> ViewRuns? {
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

/// One line of a log whose bytes are all ASCII, trimmed as `parse` trims it, read as `parse` reads a
/// line without building a `String` for what it does not keep.
struct ASCIILine {
  private let bytes: UnsafeBufferPointer<UInt8>

  /// Nil when the line holds a byte outside ASCII.
  init?(_ line: UnsafeBufferPointer<UInt8>) {
    guard !line.contains(where: { $0 >= 0x80 }) else { return nil }
    var low = 0
    var high = line.count
    while low < high, Self.isSpaceOrNewline(line[low]) { low += 1 }
    while high > low, Self.isSpaceOrNewline(line[high - 1]) { high -= 1 }
    bytes = UnsafeBufferPointer(rebasing: line[low..<high])
  }

  var isEmpty: Bool { bytes.isEmpty }

  func parse() -> (String, [String])? {
    var body = bytes[...]
    if let bracket = Self.lastIndex(of: Self.prefixEnd, in: body) { body = body[(bracket + 2)...] }
    if Self.hasSuffix(body, Self.unchanged) {
      let name = body.dropLast(Self.unchanged.count)
      return Self.isTypeName(name) ? (Self.string(name), ["unchanged"]) : nil
    }
    guard Self.hasSuffix(body, Self.changed), let colon = Self.typeNameEnd(in: body) else { return nil }
    let name = body[..<colon]
    let tokensEnd = max(colon + 2, body.endIndex - Self.changed.count)
    let tokens = body[(colon + 2)..<tokensEnd].split(separator: UInt8(ascii: ",")).map { token in
      var token = token
      while let first = token.first, first == 0x20 || first == 0x09 { token = token.dropFirst() }
      while let last = token.last, last == 0x20 || last == 0x09 { token = token.dropLast() }
      return token
    }
    guard Self.isTypeName(name), !tokens.isEmpty, tokens.allSatisfy(Self.isCause) else { return nil }
    return (Self.string(name), tokens.map(Self.string))
  }

  private static let unchanged = Array(": unchanged.".utf8)
  private static let changed = Array(" changed.".utf8)
  /// What ends the prefix `log show` and Xcode put before the message.
  private static let prefixEnd = Array("] ".utf8)
  /// What a type name may hold besides letters and digits (`Generic<Int, String>`, `Library.Row`).
  private static let typeNamePunctuation = Array("_.<>, ".utf8)

  private static func isSpaceOrNewline(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
  private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
  private static func string(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> String { String(decoding: slice, as: UTF8.self) }

  private static func hasSuffix(_ slice: Slice<UnsafeBufferPointer<UInt8>>, _ suffix: [UInt8]) -> Bool {
    slice.count >= suffix.count && slice.suffix(suffix.count).elementsEqual(suffix)
  }

  private static func lastIndex(of needle: [UInt8], in slice: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var index = slice.endIndex - needle.count
    while index >= slice.startIndex {
      if slice[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index -= 1
    }
    return nil
  }

  /// The `: ` after the type name, outside `<…>`.
  private static func typeNameEnd(in body: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var depth = 0
    for index in body.indices {
      switch body[index] {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"): depth -= 1
      case UInt8(ascii: ":") where depth == 0:
        if index + 1 < body.endIndex, body[index + 1] == 0x20 { return index }
      default: break
      }
    }
    return nil
  }

  private static func isTypeName(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard let first = name.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
    return name.allSatisfy { isLetter($0) || isDigit($0) || typeNamePunctuation.contains($0) }
  }

  private static func isCause(_ token: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard let first = token.first else { return false }
    return first == UInt8(ascii: "@") || first == UInt8(ascii: "_") || first == UInt8(ascii: "\\") || isLetter(first)
  }
}
