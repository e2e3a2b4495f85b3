/// Proposals accepted so far, each applied whole or not at all.
///
/// A proposal whose edits overlap an accepted one is a conflict: it is set aside and reported,
/// never merged. A second run, after the first is applied, picks it up again if it still holds.
public struct EditSet: Sendable {
  public struct Conflict: Sendable, Hashable {
    public var proposal: Proposal
    public var reason: String
  }

  public private(set) var accepted: [Proposal] = []
  public private(set) var conflicts: [Conflict] = []
  private var editsByFile: [String: [TextEdit]] = [:]
  private let unwritableFiles: [String: String]

  /// `unwritableFiles`: path → why no edit may touch it (a file with syntax errors).
  public init(unwritableFiles: [String: String] = [:]) {
    self.unwritableFiles = unwritableFiles
  }

  public mutating func add(_ proposal: Proposal) {
    for edit in proposal.edits {
      if let why = unwritableFiles[edit.file] {
        conflicts.append(Conflict(proposal: proposal, reason: "\(edit.file) \(why)"))
        return
      }
      if let clash = editsByFile[edit.file]?.first(where: { $0.range.overlaps(edit.range) }),
        let owner = accepted.first(where: { $0.edits.contains(clash) })
      {
        conflicts.append(Conflict(proposal: proposal, reason:
          "its edit at \(edit.file) overlaps \(owner.transform) \(owner.target); run again after applying"))
        return
      }
    }
    if hasSelfOverlap(proposal.edits) {
      conflicts.append(Conflict(proposal: proposal, reason: "its own edits overlap"))
      return
    }
    accepted.append(proposal)
    for edit in proposal.edits { editsByFile[edit.file, default: []].append(edit) }
  }

  public var changedFiles: [String] { editsByFile.keys.sorted() }

  public func edits(for file: String) -> [TextEdit] {
    (editsByFile[file] ?? []).sorted { $0.range < $1.range }
  }

  private func hasSelfOverlap(_ edits: [TextEdit]) -> Bool {
    let byFile = Dictionary(grouping: edits, by: \.file)
    return byFile.values.contains { fileEdits in
      let sorted = fileEdits.sorted { $0.range < $1.range }
      return zip(sorted, sorted.dropFirst()).contains { $0.range.overlaps($1.range) }
    }
  }
}
