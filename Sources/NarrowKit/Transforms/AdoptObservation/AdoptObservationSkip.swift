/// Why AdoptObservationTransform leaves a candidate alone, one case a rule; the report shows the reason each skip
/// gives.
public enum AdoptObservationSkip: String, SkipRule {
  public static let owner = AdoptObservationTransform.id

  /// “… uses the publisher of … at … (`…`)”
  case usesPublisher
  /// “… accesses .… in a way Narrow cannot follow; it may be the publisher of ….…, which @Observable does not have”
  case usedInAWayNarrowCannotFollow
  /// “… uses objectWillChange, which @Observable does not have”
  case usesObjectWillChange
  /// “… is subclassed by …, which would have to be migrated with it”
  case isSubclassed
  /// “… inherits …; Narrow migrates a class only with its superclass”
  case inheritsAnotherClass
  /// “… inherits NSObject and exposes its members to Objective-C (@objcMembers), whose key-value observing may reach its properties”
  case inheritsNSObject
  /// “… is exposed to Objective-C (@objc), whose key-value observing may reach its properties”
  case exposedToObjectiveC
  /// “… is open: subclasses outside the scanned code would not be migrated with it”
  case isOpen
  /// “….… has @…, a property wrapper @Observable cannot track, and …; move it out of the class first”
  case untrackableWrapper
  /// “… passes on the announcements of its child … by hand (`…` at …), which @Observable does not have; once …'s class is @Observable too, a view reading through … tracks what it reads of it: migrate that class first and remove the forwarding”
  case forwardsChildAnnouncements
  /// “… is Codable: @Observable stores each property under another name (_name), which a synthesized conformance would encode; migrate it by hand”
  case isCodable
  /// “ObservableObject is named at … other than as a class's conformance (a generic constraint, an existential, a protocol); Narrow cannot tell whether … is passed there”
  case usedOtherThanAsConformance
  /// “cannot tell what `.environmentObject(…)` at … injects; it may be …, which would no longer be an ObservableObject”
  case unknownEnvironmentObject
  /// TODO-DOC sets up _
  case setsUpWrapperStorage
  /// “… binds … at …, outside body, where the @Bindable copy Narrow writes does not reach”
  case observedOutsideBody
  /// TODO-DOC (@StateObject)
  case heldAsStateObject
  /// TODO-DOC reads every published property that changes
  case readsEveryPublishedPropertyThatChanges
  /// “no view observes … through @StateObject, @ObservedObject or @EnvironmentObject, so migrating it spares no update”
  case noViewObserves
  /// TODO-DOC iOS 16
  case deploymentTargetTooLow
  /// TODO-DOC the deployment target is unknown
  case deploymentTargetUnknown
  /// “…: a protocol that refines ObservableObject would no longer fit …”
  case wouldNoLongerFit
  /// “…, and so does …: they would have to migrate together”
  case theyWouldHaveToMigrateTogether
  /// “…, and none of … is declared in the scanned code, so other classes may be passed there”
  case declaredInScannedCode
  /// “…, and the declaration there uses a publisher (objectWillChange or $…), which an @Observable class does not have”
  case usesPublisherOfObjectWillChange
  /// “…, and ….… holds … with @……, which Narrow does not rewrite for a type parameter”
  case conformanceForATypeParameter
  /// “….… holds … with @…, which Narrow does not rewrite”
  case conformsInAnExtension
  /// “… is declared once in each branch of an #if (…); Narrow migrates a class declared once”
  case declaredInEachBranchOfAnIf
  /// DOC
  case bodyNotFound
  /// DOC
  case bodyOnDeclarationLine
  /// DOC
  case conformanceNotInDeclaration
  /// DOC
  case declarationNotFound
  /// DOC
  case fileCannotBeRead
  /// DOC
  case heldWithAnotherWrapper
  /// DOC
  case observationUnavailable
  /// DOC
  case observerHasNoWrittenType
  /// DOC
  case publishedSharesDeclaration
  /// DOC
  case sharesFirstLine
  /// DOC
  case unknownHolder
  /// DOC
  case usesPublisherOrObjectWillChange
}

extension AdoptObservationTransform {
  public typealias Skip = AdoptObservationSkip
}
