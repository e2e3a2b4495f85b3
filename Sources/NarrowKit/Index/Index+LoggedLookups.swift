/// Lookups of the chains as `memberAccesses` resolved them once, and of types by qualified name:
/// each writes down under a lookup log (`Index.lookupLog`) what its answer depends on.
extension Index {
  /// The chains that read a member with this name at any step (`chains(reading:)`), as
  /// `memberAccesses` resolved them once, not again.
  func resolvedChains(reading member: String) -> [ResolvedChain] {
    lookupLog?.noteChains(reading: member)
    let accesses = memberAccesses
    return (chainsByMember[member] ?? []).map { accesses.resolved(file: Int($0.file), chain: Int($0.chain)) }
  }

  /// The chains written inside a type, resolved (`MemberAccesses.chains(in:)`); under a log, with
  /// what each of their files' resolutions looked up written down. The type is not: the work
  /// looked it up to ask (a declaration found by name, or a view whose constructions it asks for).
  func resolvedChains(in type: String) -> [ResolvedChain] {
    noteResolutions(ofChainsIn: type)
    return memberAccesses.chains(in: type)
  }

  /// The chains written inside one member of a type, resolved, as `resolvedChains(in:)` notes them.
  func resolvedChains(in type: String, member: String) -> [ResolvedChain] {
    noteResolutions(ofChainsIn: type)
    return memberAccesses.chains(in: type, member: member)
  }

  /// Steps that read `owner.member` (`MemberAccesses.occurrences(of:in:)`), noted as chains
  /// reading `member`.
  func occurrences(of member: String, in owner: String) -> [MemberAccesses.Occurrence] {
    lookupLog?.noteChains(reading: member)
    return memberAccesses.occurrences(of: member, in: owner)
  }

  /// Declarations and extensions by qualified name (`OrderScreen.Stage`).
  func types(qualifiedName name: String) -> [TypeFact] {
    lookupLog?.note(name)
    return typesByQualifiedName[name] ?? []
  }

  private func noteResolutions(ofChainsIn type: String) {
    guard let lookupLog else { return }
    let accesses = memberAccesses
    for file in Set((chainsByEnclosingType[type] ?? []).map(\.file)) {
      if let resolution = accesses.resolution(ofFile: files[Int(file)].file.path, at: Int(file)) { lookupLog.note(resolution) }
    }
  }
}
