/// Why a proposal found is held rather than written: code of another build it would not change,
/// a file Narrow did not read that may use it, its effect, its verdict.
extension Pipeline {
  /// Why a proposal is not selected for writing, given the verdicts the user accepts.
  static func holdReason(_ proposal: Proposal, _ request: RunRequest, scope: ScanScope, index: Index) -> (String, [Hint])? {
    if let reason = branchHoldReason(proposal, in: index) { return (reason, []) }
    if let unseen = scope.unseenUse(of: proposal.interfaceNames) {
      return ("\(unseen.path) may use \(proposal.interfaceNames.joined(separator: " or ")), and \(unseen.why): its uses would not be rewritten", [])
    }
    if proposal.verdict != .manual && proposal.effect.strength > request.minimumEffect {
      return ("its effect is only \(proposal.effect.strength.rawValue)", [Hint(.widenEffect)])
    }
    switch proposal.verdict {
    case .safe: return nil
    case .review:
      let named = request.onlyTargets.contains(proposal.target)
      return request.acceptReview || named ? nil : ("needs review", [Hint(.acceptReview), Hint(.onlyTarget, proposal.target)])
    case .manual: return ("Narrow does not edit this; see the checks", [])
    }
  }

  /// A rewrite reads the code of one build configuration; code of other builds, which it would not
  /// change, holds it.
  /// Why a proposal is held for code in `#if` branches it does not rewrite; nil when there is none.
  static func branchHoldReason(_ proposal: Proposal, in index: Index) -> String? {
    let configured = index.configured
    // A type declared once per branch: an edit of one declaration leaves the others as they were.
    for type in configured.perBranchTypes {
      let edited = proposal.edits.contains { edit in
        edit.file == type.file && type.ranges.contains { $0.contains(edit.range) || $0.overlaps(edit.range) }
      }
      guard edited else { continue }
      let conditions = type.branches.map(\.condition).joined(separator: ", ")
      return "\(type.name) is declared once in each branch of an #if (\(conditions)), and the rewrite changes one of them only"
    }
    // Code another build compiles may use what the rewrite changes the interface of.
    guard !proposal.interfaceNames.isEmpty else { return nil }
    for branch in configured.leftOut {
      guard let bytes = index.file(at: branch.clause.file)?.file.textBytes else { continue }
      let start = bytes.startIndex + branch.clause.range.start
      let text = String(decoding: bytes[start..<(bytes.startIndex + branch.clause.range.end)], as: UTF8.self)
      guard proposal.interfaceNames.contains(where: { WholeWords.mentions(text, $0) }) else { continue }
      let line = bytes[bytes.startIndex..<start].lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
      return "\(branch.clause.file):\(line) may use \(proposal.interfaceNames.joined(separator: " or ")), and the branch there "
        + "(\(branch.clause.condition)) is left out of the \(branch.platform.rawValue) build Narrow read: its uses would not be rewritten"
    }
    return nil
  }
}
