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
  /// “… sets up _… itself, which Narrow does not rewrite”
  case setsUpWrapperStorage
  /// “… binds … at …, outside body, where the @Bindable copy Narrow writes does not reach”
  case observedOutsideBody
  /// “nothing writes …'s published properties after it is built” or “every view observing … reads every
  /// published property that changes (…)”, “…, so migrating it spares no update”
  case readsEveryPublishedPropertyThatChanges
  /// “no view observes … through @StateObject, @ObservedObject or @EnvironmentObject, so migrating it spares no update”
  case noViewObserves
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
  /// “… conforms to ObservableObject in an extension, which Narrow does not rewrite”
  case conformsInAnExtension
  /// “… is declared once in each branch of an #if (…); Narrow migrates a class declared once”
  case declaredInEachBranchOfAnIf
  /// “… binds $… but its body cannot be found”
  case bodyNotFound
  /// “…'s body starts on the line of `var body`, where Narrow cannot add the line that binds it”
  case bodyOnDeclarationLine
  /// “the ObservableObject conformance in the declaration of … at … is written in a form Narrow cannot take out”
  case conformanceNotRemovable
  /// “the declaration of … at … cannot be found in its file”
  case declarationNotFound
  /// “… cannot be read”
  case fileCannotBeRead
  /// “….… holds … with @…, which Narrow does not rewrite”
  case heldWithAnotherWrapper
  /// The deployment target is older than @Observable needs, or unknown and nothing the code uses
  /// needs what it needs (the index says which).
  case observationUnavailable
  /// “….… has no written type”
  case observerHasNoWrittenType
  /// “….… shares its declaration with other properties”
  case publishedSharesDeclaration
  /// “… shares its first line with other code”
  case sharesFirstLine
  /// “cannot tell what ….… (@…) at … holds; it may be …, which would no longer be an ObservableObject”
  case unknownHolder
  /// “`…` at … uses …”
  case usesPublisherOrObjectWillChange
}

extension AdoptObservationTransform {
  public typealias Skip = AdoptObservationSkip
}
