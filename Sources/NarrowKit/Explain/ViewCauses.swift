/// Everything that can run one view's body again, in words, each cause with the transform that
/// would cut it or why none does: the answer to "why does this view update?".
public struct ViewCauses: Sendable, Codable {
  public struct Cause: Sendable, Codable {
    /// `input track: Track, compared field by field`, `reads Player.elapsed`.
    public var cause: String
    /// Construction sites with the argument passed, and writers of what it reads.
    public var details: [String]
    /// The proposal that would cut it (`pass-fields TrackRow.track`), if any.
    public var cutBy: String?
    /// Why the transforms that could cut it do not.
    public var notCut: [String]
  }

  /// An event that runs the view's body, as the simulation follows it.
  public struct EventRun: Sendable, Codable {
    /// `Player.tick`.
    public var event: String
    public var rate: Rate
    public var pacing: Pacing?
    /// Why the body runs for it (`reads Player.elapsed`, `input track differs: …`).
    public var why: [String]
  }

  public var view: String
  public var location: SourceLocation
  public var inputs: [Cause]
  public var observed: [Cause]
  public var environmentAndState: [Cause]
  /// The events that run it, busiest first: what makes each input or read differ, and how often.
  public var events: [EventRun] = []
}

extension UpdateModel {
  /// The causes of a view's body runs; nil when no view has this name (plain or qualified).
  public func causes(of name: String, proposals: [Proposal], skipped: [SkippedCandidate]) -> ViewCauses? {
    guard let view = views(named: name).first else { return nil }
    let proposalFor = { (target: String) in proposals.first { $0.target == target }.map { "\($0.transform) \($0.target)" } }
    let skipsFor = { (target: String) in skipped.filter { $0.target == target }.map { "\($0.transform): \($0.reason)" } }
    var inputs: [ViewCauses.Cause] = []
    var wrapped: [ViewCauses.Cause] = []
    for input in self.inputs(of: view) {
      let property = input.property
      let target = "\(view.name).\(property.name)"
      switch input {
      case .value(_, let comparison):
        let sites = index.constructions(of: view.name).compactMap { site -> String? in
          guard let argument = site.arguments.first(where: { $0.label == property.name }) else { return nil }
          let written = argument.valuePath.map { self.writers(ofPath: $0, in: site.enclosingType) } ?? []
          return "passed `\(argument.value.text)` at \(argument.value.location)"
            + (written.isEmpty ? "" : "; written " + written.prefix(3).map(\.description).joined(separator: "; "))
        }
        inputs.append(ViewCauses.Cause(
          cause: "input \(property.name)\(property.type.map { ": " + $0 } ?? ""), \(Self.phrase(comparison))",
          details: sites.isEmpty ? ["not constructed in the scanned code"] : sites,
          cutBy: proposal(cutting: property, of: view.name, among: proposals).map { "\($0.transform) \($0.target)" },
          notCut: skipsFor(target)))
      default:
        wrapped.append(ViewCauses.Cause(cause: Self.phrase(input), details: [],
          cutBy: proposalFor(target), notCut: skipsFor(target)))
      }
    }
    let observed = observedProperties(of: view).map { owner, member in
      ViewCauses.Cause(
        cause: "reads \(owner).\(member)",
        details: self.writers(of: member, in: owner).prefix(5).map { "written " + $0.description },
        cutBy: proposals.first { $0.target.hasPrefix(view.name + ":") && $0.effect.spared.contains { $0.change.hasPrefix("\(owner).\(member)") } }
          .map { "\($0.transform) \($0.target)" }
          ?? proposals.first { $0.effect.spared.contains { $0.view == view.name && $0.change.hasPrefix("\(owner).\(member)") } }
          .map { "\($0.transform) \($0.target)" },
        notCut: [])
    }
    var causes = ViewCauses(view: view.qualifiedName, location: view.location, inputs: inputs, observed: observed,
      environmentAndState: wrapped)
    causes.events = events(thatMayRun: view).compactMap { event in
      simulate(event).runs.first { $0.view == view.name }.map { ViewCauses.EventRun(event: event.name, rate: event.rate, pacing: event.pacing, why: $0.why) }
    }
    return causes
  }

  /// The proposal that targets a view's input, or else one that spares the view changes of the
  /// input's type (`Library.albums` for `let library: Library`).
  func proposal(cutting input: PropertyFact, of view: String, among proposals: [Proposal]) -> Proposal? {
    if let exact = proposals.first(where: { $0.target == "\(view).\(input.name)" }) { return exact }
    guard let type = input.type.flatMap({ Index.simpleTypeName(Self.unwrappingOptional($0)) }) else { return nil }
    return proposals.first { proposal in
      proposal.effect.spared.contains { $0.view == view && ($0.change.hasPrefix(type + ".") || $0.change.hasPrefix(type + " (")) }
    }
  }

  /// Views whose simple or qualified name is `name`.
  public func views(named name: String) -> [TypeFact] {
    index.allTypes.filter { $0.kind != .extension && index.isView($0) && ($0.name == name || $0.qualifiedName == name) }
  }

  /// View names close to `name`, for a message when there is none.
  public func viewNames(near name: String, limit: Int = 5) -> [String] {
    let names = Set(index.allTypes.filter { $0.kind != .extension && index.isView($0) }.map(\.qualifiedName))
    return NearNames.closest(to: name, among: names, edits: max(3, name.count / 2), limit: limit)
  }

  /// Observable properties the view's body and helpers read (`Player.track`).
  func observedProperties(of view: TypeFact) -> [(String, String)] {
    let found = index.memberAccesses.chains(in: view.name).filter { $0.chain.enclosingMember != "init" }.flatMap { chain in
      chain.steps.compactMap { step -> String? in
        guard let owner = step.ownerType, let type = index.declaration(named: owner), type.kind == .class, index.isObservable(type),
          index.propertyDeclaration(step.name, in: owner) != nil
        else { return nil }
        return owner + "." + step.name
      }
    }
    return Set(found).sorted().compactMap(Index.ownerAndMember(ofPair:))
  }
}
