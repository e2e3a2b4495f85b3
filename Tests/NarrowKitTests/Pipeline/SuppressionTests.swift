@testable import NarrowKit
import Testing

/// `// narrow:disable …` turns a transform off where a person decided against it; a comment that
/// turns nothing off is reported, so that suppressions do not outlive their reason.
@Suite struct SuppressionTests {
  /// The download list: `row-observable` reports at `struct Download` and targets `DownloadStore.downloads`.
  private func downloads(_ replacements: [(String, String)]) -> [String: String] {
    var text = RowObservableTransform.downloads()
    for (old, new) in replacements { text = text.replacingOccurrences(of: old, with: new) }
    return ["Example.swift": text]
  }

  private func run(_ files: [String: String], _ transforms: [any Transform] = [RowObservableTransform(options: TransformOptions())]) -> RunResult {
    var request = RunRequest.scan(paths: [], transformIDs: transforms.map { type(of: $0).id })
    request.jobs = 1
    return Pipeline.run(transforms, on: sourceFiles(files), request: request)
  }

  private func line(of text: String, in files: [String: String]) -> Int {
    let lines = files["Example.swift"]!.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.firstIndex { $0.contains(text) }! + 1
  }

  @Test func aCommentOnTheLineBeforeTheReportedLineSuppressesIt() {
    let files = downloads([("struct Download: Identifiable {", "// narrow:disable:next row-observable\nstruct Download: Identifiable {")])
    let result = run(files)
    #expect(result.proposals.isEmpty)
    #expect(result.skipped.map(\.reason) == ["suppressed at Example.swift:\(line(of: "narrow:disable", in: files)):1 (`// narrow:disable:next row-observable`)"])
    #expect(result.suppressionWarnings.isEmpty)
  }

  /// SwiftLint's and Periphery's ` - reason` tail: not transform ids, and kept with the finding
  /// in JSON and in SARIF, as a suppression in the source with its justification.
  @Test func textAfterADashIsTheReasonAndTravelsToTheReports() throws {
    let files = downloads([("  var downloads: [Download] = []",
      "  var downloads: [Download] = []  // narrow:disable:this row-observable - the list holds three items")])
    let result = run(files)
    #expect(result.proposals.isEmpty && result.suppressionWarnings.isEmpty, "\(result.suppressionWarnings)")
    let skipped = try #require(result.skipped.first)
    #expect(skipped.suppressedBy?.justification == "the list holds three items")
    let report = Report(command: .scan, transforms: [RowObservableTransform.id], result: result)
    #expect(report.skipped.first?.suppression?.justification == "the list holds three items")
    #expect(try report.json().contains("\"justification\" : \"the list holds three items\""))
    let sarif = SARIFReport.render(report, in: "/tmp")
    #expect(sarif.contains("\"suppressions\"") && sarif.contains("\"justification\" : \"the list holds three items\"") && sarif.contains("\"kind\" : \"inSource\""), "\(sarif)")
  }

  @Test(arguments: [
    ("// narrow:disable:next pass-fields hoist-field - because - of this", ["pass-fields", "hoist-field"], "because - of this"),
    ("/* narrow:disable all - generated code */", ["all"], "generated code"),
    ("// narrow:disable:this pass-fields", ["pass-fields"], nil),
    ("// narrow:disable:this pass-fields - ", ["pass-fields"], nil),
  ] as [(String, [String], String?)])
  func theReasonIsNoTransformId(_ comment: String, _ ids: [String], _ reason: String?) throws {
    let fact = try #require(SuppressionReader.suppression(comment, at: SourceLocation(file: "A.swift", line: 1, column: 1)))
    #expect(fact.kind != .malformed && fact.ids == ids && fact.justification == reason)
  }

  @Test func aCommentAtTheTargetedDeclarationSuppressesIt() {
    let files = downloads([("  var downloads: [Download] = []", "  var downloads: [Download] = []  // narrow:disable:this row-observable")])
    let result = run(files)
    #expect(result.proposals.isEmpty && result.skipped.first?.reason.hasPrefix("suppressed at Example.swift:") == true, "\(result.skipped)")
  }

  @Test func aRegionRunsFromDisableToEnableAndAllNamesEveryTransform() {
    let region = downloads([
      ("struct Download: Identifiable {", "// narrow:disable all\nstruct Download: Identifiable {"),
      ("@Observable\nfinal class DownloadStore", "// narrow:enable all\n@Observable\nfinal class DownloadStore"),
    ])
    #expect(run(region).proposals.isEmpty, "the element's line lies in the region")
    let reopened = downloads([
      ("import SwiftUI\n", "import SwiftUI\n// narrow:disable row-observable\n// narrow:enable row-observable\n"),
    ])
    #expect(run(reopened).proposals.count == 1, "an enable ends the region")
  }

  @Test func aSuppressionThatMatchesNothingIsReported() {
    let files = downloads([("struct DownloadRow: View {", "// narrow:disable:next row-observable\nstruct DownloadRow: View {")])
    let result = run(files)
    #expect(result.proposals.count == 1)
    #expect(result.suppressionWarnings.count == 1 && result.suppressionWarnings[0].message.contains("suppresses nothing"), "\(result.suppressionWarnings)")
  }

  @Test func aSuppressionOfATransformThatDidNotRunIsNotJudged() {
    let files = downloads([("struct DownloadRow: View {", "// narrow:disable:next pass-fields\nstruct DownloadRow: View {")])
    #expect(run(files).suppressionWarnings.isEmpty)
  }

  @Test func aSuppressionNamingNoTransformIsReported() {
    let files = downloads([("struct DownloadRow: View {", "// narrow:disable:next row-observables\nstruct DownloadRow: View {")])
    let warnings = run(files).suppressionWarnings
    #expect(warnings.count == 1 && warnings[0].message.contains("names no transform 'row-observables' (did you mean 'row-observable'?)"), "\(warnings)")
  }

  @Test func aCommentOnTheLineAfterTheReportedLineSuppressesIt() {
    let files = downloads([("struct Download: Identifiable {", "struct Download: Identifiable {\n  // narrow:disable:previous row-observable")])
    let result = run(files)
    #expect(result.proposals.isEmpty && result.suppressionWarnings.isEmpty, "\(result.proposals.map(\.target)) \(result.suppressionWarnings)")
    #expect(result.skipped.first?.reason.contains("`// narrow:disable:previous row-observable`") == true, "\(result.skipped)")
  }

  @Test(arguments: [
    "/* narrow:disable:next row-observable */",
    "/*narrow:disable:next row-observable*/",
    "/**\n * narrow:disable:next row-observable */",
  ])
  func aBlockCommentSuppressesAsALineCommentDoes(_ comment: String) {
    let files = downloads([("struct Download: Identifiable {", "\(comment)\nstruct Download: Identifiable {")])
    let result = run(files)
    #expect(result.proposals.isEmpty && result.suppressionWarnings.isEmpty, "\(result.proposals.map(\.target)) \(result.suppressionWarnings)")
  }

  @Test(arguments: [
    ("// narrow:disabel row-observable", "has an unknown command 'disabel' (did you mean 'disable'?)"),
    ("// narrow:disable:nxt row-observable", "has an unknown command 'disable:nxt' (did you mean 'disable:next'?)"),
    ("// narrow:disable", "name the transforms after 'disable', or 'all'"),
    ("/* narrow: */", "names no command"),
  ])
  func aCommentThatIsNoCommandIsReportedAndTurnsNothingOff(_ comment: String, _ message: String) {
    let files = downloads([("struct Download: Identifiable {", "\(comment)\nstruct Download: Identifiable {")])
    let result = run(files)
    #expect(result.proposals.count == 1, "a malformed comment turns nothing off")
    let warnings = result.suppressionWarnings.map(\.message)
    #expect(warnings.count == 1 && warnings[0].contains("turns nothing off") && warnings[0].contains(message), "\(warnings)")
    #expect(result.suppressionWarnings.first?.location.line == line(of: "narrow:", in: files))
  }

  @Test func onlyCommentsThatBeginWithThePrefixCount() {
    #expect(SuppressionReader.suppression("// see narrow:disable:next x", at: SourceLocation(file: "A", line: 1, column: 1)) == nil)
    let string = downloads([("Text(\"\\(download.name)", "Text(\"// narrow:disable all \\(download.name)")])
    #expect(run(string).proposals.count == 1, "text in a string literal is no comment")
  }
}
