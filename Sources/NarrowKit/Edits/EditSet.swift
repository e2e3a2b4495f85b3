/// Proposals accepted so far, each applied whole or not at all.
///
/// A proposal whose edits overlap an accepted one is a conflict: it is set aside and reported,
/// never merged. A second run, after the first is applied, picks it up again if it still holds.
struct EditSet: Sendable {
  struct Conflict: Sendable, Hashable {
    var proposal: Proposal
    var reason: String
  }

  private(set) var accepted: [Proposal] = []
  private(set) var conflicts: [Conflict] = []
  private var editsByFile: [String: [TextEdit]] = [:]
  private let unwritableFiles: [String: String]

  /// `unwritableFiles`: path → why no edit may touch it (a file with syntax errors).
  init(unwritableFiles: [String: String] = [:]) {
    self.unwritableFiles = unwritableFiles
  }

  mutating func add(_ proposal: Proposal) {
    for edit in proposal.edits {
      if let why = unwritableFiles[edit.file] {
        conflicts.append(Conflict(proposal: proposal, reason: "\(edit.file) \(why)"))
        return
      }
      if let clash = editsByFile[edit.file].flatMap({ Self.overlapping(edit.range, in: $0) }),
        let owner = accepted.first(where: { $0.edits.contains(clash) })
      {
        conflicts.append(Conflict(proposal: proposal, reason:
          "its edit at \(edit.file) overlaps \(owner.transform) \(owner.target); run again after applying"))
        return
      }
    }
    if proposal.edits.firstOverlap != nil {
      conflicts.append(Conflict(proposal: proposal, reason: "its own edits overlap"))
      return
    }
    accepted.append(proposal)
    for edit in proposal.edits {
      editsByFile[edit.file, default: []].insert(edit, at: Self.firstIndex(startingAtOrAfter: edit.range, in: editsByFile[edit.file] ?? []))
    }
  }

  var changedFiles: [String] { editsByFile.keys.sorted() }

  /// The file's accepted edits, in order.
  func edits(for file: String) -> [TextEdit] { editsByFile[file] ?? [] }

  /// An accepted edit (kept sorted) that overlaps `range`. Accepted non-empty edits never overlap
  /// one another, so going back from the last edit that starts before `range` ends, the first
  /// non-empty one that ends before `range` starts ends the search; empty ones (insertions) may
  /// sit inside others and are passed over.
  static func overlapping(_ range: ByteRange, in sorted: [TextEdit]) -> TextEdit? {
    var index = firstIndex(startingAtOrAfter: ByteRange(range.end, range.end), in: sorted)
    while index < sorted.count, sorted[index].range.start == range.end {
      index += 1
    }
    while index > 0 {
      index -= 1
      let candidate = sorted[index].range
      if candidate.overlaps(range) { return sorted[index] }
      if candidate.start != candidate.end && candidate.end <= range.start { return nil }
    }
    return nil
  }

  /// Where `range` goes among edits sorted by range.
  private static func firstIndex(startingAtOrAfter range: ByteRange, in sorted: [TextEdit]) -> Int {
    sorted.partitioningIndex { !($0.range < range) }
  }
}
