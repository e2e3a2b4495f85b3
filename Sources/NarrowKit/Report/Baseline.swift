import Foundation

/// Findings a team has seen and accepted, so that `scan --baseline` reports only new ones.
///
/// An entry is keyed by transform, target and a hash of the target's declaration text, never by
/// line: code that moves keeps its entry, and a declaration that changes is a new finding.
/// The file is JSON: `{"version": 1, "entries": [{"transform", "target", "declarationHash"}]}`.
public struct Baseline: Codable, Sendable, Equatable {
  public struct Entry: Codable, Sendable, Hashable {
    public var transform: String
    public var target: String
    /// FNV-1a (64 bits, hex) of the declaration's text; see `Baseline.declarationText`.
    var declarationHash: String
  }

  static let version = 1
  var version = Baseline.version
  var entries: [Entry]

  init(entries: [Entry]) {
    self.entries = entries
  }

  /// Today's findings.
  public init(proposals: [Proposal], index: Index) {
    entries = Array(Set(proposals.map { Self.entry(for: $0, in: index) })).sorted { ($0.transform, $0.target) < ($1.transform, $1.target) }
  }

  static func entry(for proposal: Proposal, in index: Index) -> Entry {
    Entry(transform: proposal.transform, target: proposal.target,
      declarationHash: hash(declarationText(ofTarget: proposal.target, in: index) ?? proposal.target))
  }

  /// The text a target is known by: a property's declaration (`TrackRow.track`), for a type
  /// (`Store{a,b}`, `Store`) its name and the declarations of its stored properties, and for what
  /// a view reads (`CartItemList:cart.selectedItemID`) the declaration of the view's property the
  /// path starts from, with the path.
  static func declarationText(ofTarget target: String, in index: Index) -> String? {
    if let colon = target.firstIndex(of: ":") {
      let view = String(target[..<colon])
      let path = String(target[target.index(after: colon)...])
      var first = Substring(path.split(separator: ".").first ?? "")
      if first == "self" { first = path.split(separator: ".").dropFirst().first ?? "" }
      let name = String(first.drop { $0 == "$" || $0 == "_" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      guard index.declaration(named: view) != nil, let property = index.propertyDeclaration(name, in: view) else { return nil }
      return view + ":" + property.declaration.text + "\n" + path
    }
    guard let (type, property) = index.declaration(ofTarget: target) else { return nil }
    if let property { return property.declaration.text }
    return ([type.qualifiedName] + index.storedProperties(of: type).map(\.declaration.text)).joined(separator: "\n")
  }

  static func hash(_ text: String) -> String {
    String(FNV1a.hash(text.utf8), radix: 16)
  }

  /// Entries whose target no longer exists in the scanned code.
  public func staleEntries(in index: Index) -> [Entry] {
    entries.filter { Self.declarationText(ofTarget: $0.target, in: index) == nil }
  }

  /// The run without the findings this baseline holds, and how many it held back.
  public func filter(_ result: RunResult) -> (result: RunResult, known: Int) {
    var filtered = result
    let isNew = { (proposal: Proposal) in !contains(proposal, in: result.index) }
    filtered.selected = result.selected.filter(isNew)
    filtered.held = result.held.filter { isNew($0.proposal) }
    filtered.conflicts = result.conflicts.filter { isNew($0.proposal) }
    return (filtered, result.proposals.count - filtered.proposals.count)
  }

  func contains(_ proposal: Proposal, in index: Index) -> Bool {
    entries.contains(Self.entry(for: proposal, in: index))
  }

  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  public static func read(_ path: String) throws -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else { throw Failure(description: "\(path): the baseline cannot be read") }
    do {
      let baseline = try JSONDecoder().decode(Baseline.self, from: data)
      guard baseline.version == version else {
        throw Failure(description: "\(path): baseline version \(baseline.version) is not \(version)")
      }
      return baseline
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(description: "\(path): not a Narrow baseline (\(PlainErrors.reason(error)))")
    }
  }
}
