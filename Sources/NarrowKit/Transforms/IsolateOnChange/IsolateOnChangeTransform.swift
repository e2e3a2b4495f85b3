/// A view whose body reads a value only to hand it to `.onChange(of:)` runs that whole body each
/// time the value changes. Moving the read and the modifier into a small `ViewModifier` confines
/// those updates to the modifier.
struct IsolateOnChangeTransform: Transform {
  static let id = "isolate-onchange"
  static let summary = "An expensive body that reads a value only for .onChange(of:) moves that read into a small ViewModifier."
  static let guidance = """
    Observation makes a body depend on everything it reads, including the value given to \
    .onChange(of:). When that value is used for nothing else, each change runs the whole body again \
    although nothing on screen depends on it. A ViewModifier evaluates its own body separately, so \
    letting a modifier read the value and attach the onChange keeps those changes away from the \
    view. It pays off only when the view does no other reading of that value and its body is known \
    to be costly.
    """
  static let explanation = """
    Worth it for a large body (a list of rows, many views) observing a value that changes often, \
    when profiling shows the body running for those changes. It costs a new private type next to \
    the view. Narrow adds `private struct <Value>ChangeModifier: ViewModifier` after the view, \
    holding the objects the value is read from and what the action uses (observable objects and \
    other constants as lets, @State and @Binding values as bindings), and replaces the .onChange \
    call with .modifier(…) at the same place in the chain. An @Environment value only the moved \
    call uses leaves the view, whose declaration alone would keep it updating. An ObservableObject \
    the view observes only for the onChange moves too: the modifier declares @EnvironmentObject, \
    or @ObservedObject given by the view, which keeps the object without the wrapper. A body \
    without rows and with few views is left alone until you name it with --only View:value, which \
    says you measured it.
    """
  static let highestVerdict = Verdict.safe
  /// Whether a closure passed to this callee, inside an `onChange` action, runs later, holding
  /// whatever it captures: any event source of the catalogue but the action's own `onChange`, and
  /// a managed object context's `perform`.
  static func runsLater(_ callee: String) -> Bool {
    EventSources.runner(ofContext: callee).map { $0 != .onChange } ?? (callee == "perform")
  }

  private let measuredTargets: Set<String>

  init(options: TransformOptions) {
    measuredTargets = Set(options.onlyTargets)
  }

  /// The view no longer runs for the changes of what the value reads.
  private func effect(of planner: IsolateOnChangePlanner, in model: UpdateModel) -> Effect {
    let view = planner.view
    let spared = planner.spared.map { dependency -> SparedChange in
      switch dependency {
      case .property(let object, let name):
        let owner = model.index.propertyType(object, in: view.name) ?? object
        return SparedChange(view: view.name, change: "\(owner).\(name)", writers: model.writers(of: name, in: owner))
      case .state(let name):
        return SparedChange(view: view.name, change: "\(view.name).\(name)", writers: model.writers(of: name, in: view.name))
      case .reached(let type, let name, _):
        return SparedChange(view: view.name, change: "\(type).\(name)", writers: model.writers(of: name, in: type))
      }
    }
    return Effect(spared: spared).measured(in: model)
  }

  func proposals(in model: UpdateModel, lookups _: TransformLookups) -> TransformResult {
    let index = model.index
    var result = TransformResult()
    var modifierNames = Set<String>()
    for file in index.files {
      for onChange in file.onChanges where onChange.enclosingMember == "body" {
        guard let typeName = onChange.enclosingType,
          let view = index.declaration(named: typeName), view.kind == .struct,
          index.conformances(of: view).contains("View")
        else { continue }
        let target = "\(view.name):\(onChange.value.text)"
        let runs = model.evidence.runs(of: view, in: model.index)
        var planner = IsolateOnChangePlanner(
          index: index, view: view, onChange: onChange, isMeasured: measuredTargets.contains(target) || runs != nil,
          takenModifierNames: modifierNames)
        var outcome = planner.plan()
        if case .propose(var proposal) = outcome {
          modifierNames.insert(planner.modifierName)
          proposal.effect = effect(of: planner, in: model)
          outcome = proposal.effect.spared.isEmpty
            ? .skip(IsolateOnChangeSkip.foundToChange, "nothing the value depends on is found to change, so the body is not spared a run") : .propose(proposal)
        }
        result.record(outcome, transform: Self.id, target: target, at: onChange.call.location)
      }
    }
    return result
  }
}
