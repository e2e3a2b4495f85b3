/// Why IsolateOnChangeTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum IsolateOnChangeSkip: String, SkipRule {
  public static let owner = IsolateOnChangeTransform.id

  /// “the action is empty: the onChange is there so that the body runs again when … changes, which moving it would stop”
  case actionIsEmpty
  /// “the body looks cheap (…); its cost must be established first: measure it, then name it with --only …:…”
  case costMustBeEstablished
  /// “….… is computed: what it reads may have other uses in the body that Narrow cannot match”
  case isComputed
  /// “the action is not a closure written in place, so Narrow cannot tell what it uses”
  case notAClosure
  /// “the action uses self on its own at …: the view itself would escape into the modifier”
  case selfOnItsOwn
  /// “the action starts async work (…) that captures the view through `…` at …”
  case asyncWork
  /// “a method of … with overloads or static, which the modifier cannot reach”
  case methodOf
  /// “… uses `…` …, a local of body the modifier cannot see”
  case localOf
  /// “….… has the property wrapper @…, which Narrow cannot carry over into a modifier”
  case cannotCarryOver
  /// “the type of ….… is not written, so the modifier cannot declare it”
  case isNotWritten
  /// “… reads ….… …, which is computed from the view and cannot be carried over”
  case computedFromTheView
  /// “… uses … …, which is nested in …”
  case nestedIn
  /// “the value calls ….…(…), whose reads Narrow cannot see”
  case whoseReadsNarrowCannotSee
  /// “….… is declared … times, so Narrow cannot tell which one the value calls”
  case cannotTellWhichOneTheValueCalls
  /// “….… writes … as it runs, so the body would change what it reads while it runs”
  case changeWhatItReadsWhileItRuns
  /// “…: the value has another use, so moving the onChange would not spare the body”
  case valueHasAnotherUse
  /// “….… cannot be declared in the modifier: …”
  case cannotBeDeclaredInTheModifier
  /// “….… is an ObservableObject held with @……: the view re-runs on every change of it anyway, so moving this read out would spare nothing”
  case heldObservableObject
  /// “the type of ….… cannot be written in the modifier”
  case cannotBeWrittenInTheModifier
  /// “the names … are taken”
  case namesTaken
  /// “nothing the value depends on is found to change, so the body is not spared a run”
  case foundToChange
  /// “the action changes …, which … shows at …: its body runs for that change anyway, so moving the onChange spares nothing”
  case actionChangesShownState
}

extension IsolateOnChangeTransform {
  public typealias Skip = IsolateOnChangeSkip
}
