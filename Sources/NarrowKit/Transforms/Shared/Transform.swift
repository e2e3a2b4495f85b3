/// What a user told Narrow that a transform may use.
public struct TransformOptions: Sendable {
  /// `--only` patterns; a transform may treat an exact target as the user's own measurement.
  var onlyTargets: [String]
  /// `--debug-check`: emit debug-build assertions where a transform can check its own work at run time.
  var debugChecks: Bool
  /// The values of the transforms' declared settings (`--large-fields`, `split-observable.views`).
  var settings: TransformSettingValues
  /// `--name`: the name of a class a transform creates.
  var newTypeName: String?
  public init(
    onlyTargets: [String] = [], debugChecks: Bool = false, settings: TransformSettingValues = .init(), newTypeName: String? = nil
  ) {
    self.onlyTargets = onlyTargets
    self.debugChecks = debugChecks
    self.settings = settings
    self.newTypeName = newTypeName
  }
}

/// A named, opt-in rewrite: reads the index, proposes edits. It never writes anything itself.
public protocol Transform: Sendable {
  /// Stable identifier used on the command line (`pass-fields`).
  static var id: String { get }
  static var summary: String { get }
  /// The piece of guidance this transform carries out, in Narrow's words.
  static var guidance: String { get }
  /// When the change is worth it and what it costs.
  static var explanation: String { get }
  static var highestVerdict: Verdict { get }
  /// Before/after cases and cases that must not change; the test suite runs every one.
  static var examples: [TransformExample] { get }
  /// The settings it takes, each declared once (none by default).
  static var settings: [TransformSetting] { get }
  /// The rules by which it leaves a candidate alone, one case each; the catalogue test asks an
  /// example of every case.
  associatedtype Skip: SkipRule

  init(options: TransformOptions)
  /// What this transform proposes, and skips, given how the code's views update; `lookups` holds
  /// what several transforms ask of the whole index, built once for all of them.
  func proposals(in model: UpdateModel, lookups: TransformLookups) -> TransformResult
}

extension Transform {
  /// Its own rules, by name (the rules of shared helpers it applies are `SharedSkip`'s).
  public static var skipRules: [SkipRuleID] { Skip.allCases.map(\.id) }
}

/// One case of a transform, as data.
public struct TransformExample: Sendable {
  public enum Expectation: Sendable {
    /// The transform rewrites the files to these texts, with this verdict.
    case rewrites([String: String], verdict: Verdict)
    /// The transform proposes nothing and reports a skipped candidate by this rule, whose reason
    /// contains the phrase when one is given (where the words of the reason matter).
    case skips(any SkipRule, saying: String? = nil)
    /// Not even a candidate: nothing is proposed and nothing is reported.
    case ignores
    /// A real opportunity Narrow will not edit: one `manual` proposal whose checks contain this.
    case leavesToPeople(String)
  }

  public var name: String
  var files: [String: String]
  public var expectation: Expectation
  /// Where the example is written, so a failing example points at itself.
  var sourceFile: String
  var sourceLine: Int

  init(
    _ name: String, files: [String: String], _ expectation: Expectation,
    sourceFile: String = #filePath, sourceLine: Int = #line
  ) {
    self.name = name
    self.files = files
    self.expectation = expectation
    self.sourceFile = sourceFile
    self.sourceLine = sourceLine
  }

  /// The source file to show of a rewrite, before and after: the first Swift file by path other
  /// than a manifest (a dictionary has no order of its own).
  public var shownRewrite: (path: String, before: String, after: String)? {
    guard case .rewrites(let after, _) = expectation,
      let (path, before) = files.sorted(by: { $0.key < $1.key }).first(where: { $0.key.hasSuffix(".swift") && $0.key != "Package.swift" })
    else { return nil }
    return (path, before, after[path] ?? "")
  }

  /// A one-file example.
  static func rewrites(
    _ name: String, before: String, after: String, verdict: Verdict = .safe,
    sourceFile: String = #filePath, sourceLine: Int = #line
  ) -> TransformExample {
    TransformExample(name, files: ["Example.swift": before], .rewrites(["Example.swift": after], verdict: verdict),
      sourceFile: sourceFile, sourceLine: sourceLine)
  }

  static func ignores(
    _ name: String, source: String, sourceFile: String = #filePath, sourceLine: Int = #line
  ) -> TransformExample {
    TransformExample(name, files: ["Example.swift": source], .ignores, sourceFile: sourceFile, sourceLine: sourceLine)
  }

  static func leavesToPeople(
    _ name: String, source: String, check: String, sourceFile: String = #filePath, sourceLine: Int = #line
  ) -> TransformExample {
    TransformExample(name, files: ["Example.swift": source], .leavesToPeople(check),
      sourceFile: sourceFile, sourceLine: sourceLine)
  }

  public static func skips(
    _ name: String, source: String, rule: any SkipRule, saying phrase: String? = nil,
    sourceFile: String = #filePath, sourceLine: Int = #line
  ) -> TransformExample {
    TransformExample(name, files: ["Example.swift": source], .skips(rule, saying: phrase),
      sourceFile: sourceFile, sourceLine: sourceLine)
  }
}

/// Every transform Narrow ships, in the order they run. Where two proposals edit the same text,
/// the one from the transform earlier here wins and the other waits for a later round, so each
/// entry says why it stands where it does.
public enum TransformCatalog {
  struct Entry: Sendable {
    let transform: any Transform.Type
    /// Why it runs before the entries after it.
    let placement: String
  }

  static let entries: [Entry] = [
    Entry(transform: PassFieldsTransform.self,
      placement: "the smallest edit and the only one that is safe everywhere: a view's input and its call sites win over anything that would restructure the same code"),
    Entry(transform: HoistFieldTransform.self,
      placement: "moves a busy field out of a struct at its source, before transforms that rewrite the same object's properties (cache, split) read the old layout"),
    Entry(transform: IsolateOnChangeTransform.self,
      placement: "touches one modifier of a body and can be safe, so it goes before the review-only rewrite of the body's statements"),
    Entry(transform: IsolateReadTransform.self,
      placement: "moves one statement of a body into a child view; after the onChange isolation, which edits the same body more narrowly"),
    Entry(transform: CacheComputedTransform.self,
      placement: "rewrites one computed property and its inputs' didSet; before the splits and conversions that move those properties elsewhere"),
    Entry(transform: LargeValueTransform.self,
      placement: "writes nothing (manual), so its place decides no conflict; it sits with the transforms about view inputs"),
    Entry(transform: SplitObservableTransform.self,
      placement: "moves several properties of a model into a new object: a large edit that yields to the smaller ones on the same model"),
    Entry(transform: RowObservableTransform.self,
      placement: "gives each element an object of its own; before row-derived-state, which builds on a row's own model"),
    Entry(transform: RowDerivedStateTransform.self,
      placement: "stores scroll-derived results per row; after row-observable, whose per-row objects it can reuse in a later round"),
    Entry(transform: SkipEqualWritesTransform.self,
      placement: "guards assignments in a model's methods; after the transforms that move those properties, so that it guards them where they end up"),
    Entry(transform: AdoptObservationTransform.self,
      placement: "converts a whole class and every view that observes it; last, so that the narrower rewrites apply to the code as it is"),
  ]

  public static let all: [any Transform.Type] = entries.map(\.transform)

  public static var ids: [String] { all.map { $0.id } }

  public static func transform(id: String) -> (any Transform.Type)? {
    all.first { $0.id == id }
  }
}
