@testable import NarrowKit
import Testing

/// Runs a transform over in-memory files through the pipeline, like `narrow apply --accept review`.
struct ExampleRun {
  let result: RunResult
  let texts: [String: String]
  var changes: [FileChange] { result.changes }

  init(_ transform: any Transform.Type, files: [String: String]) {
    var request = RunRequest(paths: [], transformIDs: [transform.id])
    request.acceptReview = true
    // Examples show what a rewrite does; whether it spares enough to be written by default is the
    // effect's strength, which the examples check separately.
    request.minimumEffect = .possible
    request.jobs = 2
    result = Pipeline.run([transform.init(options: TransformOptions())], on: sourceFiles(files), request: request,
      scope: exampleScope(files))
    var texts = files
    for change in result.changes { texts[change.file.path] = change.newText }
    self.texts = texts
  }
}

/// The rules the skip examples of a transform name.
func rulesWithExamples(in transform: any Transform.Type) -> Set<SkipRuleID> {
  Set(transform.examples.compactMap { example in
    if case .skips(let rule, _) = example.expectation { return rule.id }
    return nil
  })
}

/// One transform, configured as a test needs it, over in-memory files, like `narrow scan`, with
/// the new texts the proposals make.
func scan(_ transform: any Transform, files: [String: String]) -> RunResult {
  var request = RunRequest.scan(paths: [], transformIDs: [type(of: transform).id])
  request.jobs = 2
  request.needsChanges = true
  return Pipeline.run([transform], on: sourceFiles(files), request: request, scope: exampleScope(files))
}

/// An example's `Package.swift`, when it has one, declares what every file of it is built for.
func exampleScope(_ files: [String: String]) -> ScanScope {
  guard let manifest = files["Package.swift"] else { return ScanScope() }
  let declared = DeploymentTargets.declared(inManifest: manifest, source: "Package.swift")
  return ScanScope(deploymentTargets: DeploymentTargets(packageOfFile: files.mapValues { _ in declared }))
}

/// In-memory files, in path order.
func sourceFiles(_ files: [String: String]) -> [SourceFile] {
  files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
}

extension TransformExample: CustomTestStringConvertible {
  public var testDescription: String { name }
}

/// Checks one example, and the variations every rewrite must survive.
func verify(_ example: TransformExample, of transform: any Transform.Type) {
  let here = SourceLocation(
    fileID: "NarrowKit/\(example.sourceFile.split(separator: "/").last ?? "")",
    filePath: example.sourceFile, line: example.sourceLine, column: 1)
  let run = ExampleRun(transform, files: example.files)
  switch example.expectation {
  case .skips(let rule, let phrase):
    #expect(run.result.proposals.isEmpty, "expected no proposal, got \(run.result.proposals.map(\.target))", sourceLocation: here)
    #expect(run.result.skipped.contains { $0.rule == rule.id && phrase.map($0.reason.contains) ?? true },
      "no candidate skipped by \(rule.id)\(phrase.map { " saying \"\($0)\"" } ?? ""); skipped: \(run.result.skipped.map { "\($0.rule): \($0.reason)" })",
      sourceLocation: here)

  case .ignores:
    #expect(run.result.proposals.isEmpty && run.result.skipped.isEmpty,
      "expected nothing, got \(run.result.proposals.map(\.target)) and skipped \(run.result.skipped.map(\.reason))",
      sourceLocation: here)

  case .leavesToPeople(let check):
    #expect(run.result.proposals.map(\.verdict) == [.manual], "expected one manual proposal", sourceLocation: here)
    #expect(run.result.proposals.allSatisfy { $0.edits.isEmpty }, "a manual proposal carries no edits", sourceLocation: here)
    #expect(run.result.proposals.allSatisfy { !$0.effect.spared.isEmpty }, "a proposal must name a change it spares", sourceLocation: here)
    #expect(run.result.proposals.contains { $0.checks.contains { $0.contains(check) } },
      "no check says \"\(check)\"; checks: \(run.result.proposals.flatMap(\.checks))", sourceLocation: here)
    #expect(run.changes.isEmpty, sourceLocation: here)

  case .rewrites(let expected, let verdict):
    for proposal in run.result.proposals {
      #expect(!proposal.effect.spared.isEmpty, "\(proposal.target) names no change it spares", sourceLocation: here)
    }
    #expect(run.result.proposals.map(\.verdict).max() == verdict,
      "verdicts \(run.result.proposals.map(\.verdict)), skipped: \(run.result.skipped.map(\.reason))", sourceLocation: here)
    for (path, after) in expected {
      #expect(run.texts[path] == after, "\(path) after the transform:\n\(run.texts[path] ?? "")", sourceLocation: here)
      #expect(FileParser.errorCount(in: after) == 0, "the expected text of \(path) does not parse", sourceLocation: here)
    }
    let again = ExampleRun(transform, files: run.texts)
    #expect(again.result.proposals.isEmpty, "a second run proposes \(again.result.proposals.map(\.target))", sourceLocation: here)

    let multibyte = ExampleRun(transform, files: example.files.mapValues { "// Café ☕️ – ünïcödé\n" + $0 })
    for (path, after) in expected {
      #expect(multibyte.texts[path] == "// Café ☕️ – ünïcödé\n" + after, "with multibyte text before the code", sourceLocation: here)
    }
    let commented = ExampleRun(transform, files: example.files.mapValues { "/*\n" + $0 + "\n*/" })
    #expect(commented.result.proposals.isEmpty, "code inside a comment must not trigger", sourceLocation: here)
  }
}
