/// What `large-value` counts as a large value, and as many layers.
struct LargeValueThresholds: Sendable, Hashable {
  /// Stored fields, counted through nested structs, from which a value is large (`--large-fields`).
  var fields: Int
  /// View layers a value must pass through (`--large-depth`).
  var depth: Int
  init(fields: Int, depth: Int) {
    self.fields = fields
    self.depth = depth
  }
}

/// A large struct handed down through several views is compared at every layer each time the
/// layer above runs, and re-runs every layer when any of its fields changes. This transform finds
/// such chains and says what to pass instead; it never edits, since the remedy reshapes data.
public struct LargeValueTransform: Transform {
  public static let id = "large-value"
  public static let summary = "A large struct passed down three or more view layers: pass the last view the fields it reads, or the observable object that owns the value."
  public static let guidance = """
    Before a child's body runs, SwiftUI compares the inputs the parent gives it, and a struct is \
    compared field by field through everything it holds, collections included. A value with dozens \
    of fields or collections of structs that hold collections is expensive to compare, and handing \
    it through several views repeats the cost at each of them; any change to any of its fields also \
    re-runs every view it passes through. The views that use it usually read a few fields. Giving \
    them a value with exactly those fields, or the observable object the data comes from, makes the \
    comparisons small and the updates narrow. The struct stays a struct: a reference type would \
    only hide its changes from the comparison.
    """
  public static let explanation = """
    Worth it when the views in between run often (their parent updates for other reasons) or the \
    value changes in fields the last view does not show. The report names each layer with what it \
    reads, the size of the value, and the remedy: a smaller value with the fields the last view \
    reads, built where the chain starts, or the @Observable object upstream that owns the value, \
    passed down by reference so that the views in between compare one reference and Observation \
    runs the last view for what it reads. Narrow does not edit this: the remedy changes the views' \
    interfaces and sometimes the data model, and is a design decision. --large-fields N (default \
    20) sets how many fields make a value large; --large-depth N (default 3) how many layers count.
    """
  public static let highestVerdict = Verdict.manual

  private let thresholds: LargeValueThresholds

  public static let fields = TransformSetting(
    transform: id, key: "fields", flag: "--large-fields", defaultValue: 20,
    help: "fields, counted through nested structs, that make a value large (nested collections always do)")
  static let depth = TransformSetting(
    transform: id, key: "depth", flag: "--large-depth", defaultValue: 3, help: "view layers a value must pass through")
  public static var settings: [TransformSetting] { [fields, depth] }

  public init(options: TransformOptions) {
    thresholds = LargeValueThresholds(fields: options.settings[Self.fields], depth: options.settings[Self.depth])
  }

  /// The chain up to the last view that still holds a large value: past it, a field path of the
  /// value is passed on, which is already what the remedy asks for. A chain that starts small stays
  /// whole, to be reported as small.
  private func largePart(of chain: [ValueFlow.Pass], in model: UpdateModel) -> [ValueFlow.Pass]? {
    let isLarge = { (holder: ValueFlow.Holder) in
      model.index.propertyDeclaration(holder.property, in: holder.view)?.type
        .flatMap(model.valueSize(ofType:))?.isLarge(minimumFields: thresholds.fields) == true
    }
    guard isLarge(chain[0].from) else { return chain }
    let kept = chain.prefix { isLarge($0.to) }
    return kept.isEmpty ? nil : Array(kept)
  }

  public func proposals(in model: UpdateModel, lookups _: TransformLookups) -> TransformResult {
    let flow = ValueFlow(model: model)
    var result = TransformResult()
    var seen = Set<ValueFlow.Holder>()
    // The longest chain to each last view first, so that a shorter one to the same view is not reported.
    let chains = flow.chains().compactMap { largePart(of: $0, in: model) }.map { chain in (chain, chain.map(\.to.name).joined(separator: " ")) }
      .sorted { ($0.0.count, $1.1) > ($1.0.count, $0.1) }.map(\.0)
    for chain in chains {
      let last = chain.last!.to
      guard seen.insert(last).inserted,
        let property = model.index.propertyDeclaration(last.property, in: last.view)
      else { continue }
      let planner = LargeValuePlanner(model: model, flow: flow, chain: chain, thresholds: thresholds)
      result.record(planner.plan(), transform: Self.id, target: last.name, at: property.declaration.location)
    }
    return result
  }
}
