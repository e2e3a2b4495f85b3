/// What a user told Narrow that a transform may use.
public struct TransformOptions: Sendable {
  /// `--only` patterns; a transform may treat an exact target as the user's own measurement.
  public var onlyTargets: [String]
  /// `--debug-check`: emit debug-build assertions where a transform can check its own work at run time.
  public var debugChecks: Bool
  /// `--large-fields`, `--large-depth`: what `large-value` counts as large, and as many layers.
  public var largeValue: LargeValueThresholds
  /// `--split-min`, `--split-views`: what `split-observable` counts as a large model and many views.
  public var splitObservable: SplitObservableThresholds
  /// `--name`: the name of a class a transform creates.
  public var newTypeName: String?
  public init(
    onlyTargets: [String] = [], debugChecks: Bool = false, largeValue: LargeValueThresholds = .init(),
    splitObservable: SplitObservableThresholds = .init(), newTypeName: String? = nil
  ) {
    self.onlyTargets = onlyTargets
    self.debugChecks = debugChecks
    self.largeValue = largeValue
    self.splitObservable = splitObservable
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

  init(options: TransformOptions)
  /// What this transform proposes, and skips, given how the code's views update.
  func proposals(in model: UpdateModel) -> TransformResult
}

/// One case of a transform, as data.
public struct TransformExample: Sendable {
  public enum Expectation: Sendable {
    /// The transform rewrites the files to these texts, with this verdict.
    case rewrites([String: String], verdict: Verdict)
    /// The transform proposes nothing and reports a skipped candidate whose reason contains this.
    case skips(String)
    /// Not even a candidate: nothing is proposed and nothing is reported.
    case ignores
    /// A real opportunity Narrow will not edit: one `manual` proposal whose checks contain this.
    case leavesToPeople(String)
  }

  public var name: String
  public var files: [String: String]
  public var expectation: Expectation
  /// Where the example is written, so a failing example points at itself.
  public var sourceFile: String
  public var sourceLine: Int

  public init(
    _ name: String, files: [String: String], _ expectation: Expectation,
    sourceFile: String = #filePath, sourceLine: Int = #line
  ) {
    self.name = name
    self.files = files
    self.expectation = expectation
    self.sourceFile = sourceFile
    self.sourceLine = sourceLine
  }

  /// A one-file example.
  public static func rewrites(
    _ name: String, before: String, after: String, verdict: Verdict = .safe,
    sourceFile: String = #filePath, sourceLine: Int = #line
  ) -> TransformExample {
    TransformExample(name, files: ["Example.swift": before], .rewrites(["Example.swift": after], verdict: verdict),
      sourceFile: sourceFile, sourceLine: sourceLine)
  }

  public static func ignores(
    _ name: String, source: String, sourceFile: String = #filePath, sourceLine: Int = #line
  ) -> TransformExample {
    TransformExample(name, files: ["Example.swift": source], .ignores, sourceFile: sourceFile, sourceLine: sourceLine)
  }

  public static func leavesToPeople(
    _ name: String, source: String, check: String, sourceFile: String = #filePath, sourceLine: Int = #line
  ) -> TransformExample {
    TransformExample(name, files: ["Example.swift": source], .leavesToPeople(check),
      sourceFile: sourceFile, sourceLine: sourceLine)
  }

  public static func skips(
    _ name: String, source: String, reason: String,
    sourceFile: String = #filePath, sourceLine: Int = #line
  ) -> TransformExample {
    TransformExample(name, files: ["Example.swift": source], .skips(reason),
      sourceFile: sourceFile, sourceLine: sourceLine)
  }
}

/// Every transform Narrow ships, in the order they run.
public enum TransformCatalog {
  public static let all: [any Transform.Type] = [
    PassFieldsTransform.self, HoistFieldTransform.self, IsolateOnChangeTransform.self, IsolateReadTransform.self, CacheComputedTransform.self,
    LargeValueTransform.self, SplitObservableTransform.self, RowObservableTransform.self, RowDerivedStateTransform.self,
    AdoptObservationTransform.self,
  ]

  public static var ids: [String] { all.map { $0.id } }

  public static func transform(id: String) -> (any Transform.Type)? {
    all.first { $0.id == id }
  }
}
