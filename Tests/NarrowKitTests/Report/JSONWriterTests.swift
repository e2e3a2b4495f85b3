import Foundation
import Testing

@testable import NarrowKit

/// `Report.json()` writes what `JSONEncoder` would, byte for byte, so the report's JSON form keeps
/// one definition: the `Codable` types.
@Suite struct JSONWriterTests {
  private func encoded<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }

  @Test func stringsAreEscapedAsJSONEncoderEscapesThem() throws {
    var every = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
    every += "\"\\/\u{7F}é\u{2028}😀 plain"
    for text in [every, "", "no escapes at all", "ends with a quote\"", "\\"] {
      #expect(JSONWriter.text(of: [text]) == (try encoded([text])))
    }
  }

  @Test func layoutMatchesForNestingAndEmptyContainers() throws {
    let nested: [[[Int]]] = [[], [[]], [[1, -2], [Int.max, Int.min]]]
    #expect(JSONWriter.text(of: nested) == (try encoded(nested)))
    #expect(JSONWriter.text(of: [String]()) == (try encoded([String]())))
  }

  /// A scan of the examples, with every optional field and list filled in at least once.
  @Test func aReportWithEveryFieldMatchesJSONEncoder() throws {
    var request = RunRequest.scan(paths: ["."], transformIDs: TransformCatalog.ids)
    request.currentDirectory = CachedRunTests.examples.path
    request.cache = nil
    var report = Report(command: .scan, transforms: TransformCatalog.ids, result: try Pipeline.run(request))
    #expect(!report.proposals.isEmpty && !report.skipped.isEmpty)
    #expect(report.proposals.contains { $0.effect.spared.contains { !$0.writers.isEmpty } })

    let location = SourceLocation(file: "A \"quoted\"/path.swift", line: 3, column: 7)
    report.proposals[0].note = "held:\tbecause\nof this"
    report.proposals[0].hints = [Hint(.acceptReview), Hint(.onlyTarget, "Store.items")]
    report.proposals[0].effect.spared[0].writers = [
      Writer(location: location, code: "a.b += 1", runner: .timer, via: "tick() called from a timer")
        .paced(Pacing(hertz: 1 / 0.3, evidence: "Timer.scheduledTimer every 0.3 s at \"A\".swift:1")),
      Writer(location: location, code: "a.b = c", runner: .action, via: nil)
        .paced(Pacing(hertz: 10, whileItLasts: true, evidence: "typing")),
      Writer(location: location, code: "a.b = d", runner: .stream, via: nil)
        .paced(Pacing(rate: .unknown, evidence: "a publisher")),
    ]
    report.proposals[0].effect.events = [
      SparedEvent(event: "A.tick", rate: .continuous, pacing: Pacing(hertz: 1e-7, evidence: "rare"), views: ["V"], runsBefore: 2, runsAfter: 1),
    ]
    report.fileWarnings = [Report.FileDiagnostic(file: "Quiet.swift", line: 1, column: 1, message: "suppresses nothing")]
    report.fileErrors = [
      Report.FileDiagnostic(file: "Broken.swift", line: 2, column: 5, message: "syntax error"),
      Report.FileDiagnostic(file: "Unreadable.swift", line: nil, column: nil, message: "cannot read"),
    ]
    report.filesChanged = ["Cart/CartView.swift"]
    report.warnings = ["the cache could not be written"]
    report.evidenceViews = [
      EvidenceView(view: "TrackRow", runs: "TrackRow ran 412 times: @self 398", dependsOn: ["input track"],
        proposals: ["pass-fields TrackRow.track"], skipped: []),
    ]
    #expect(report.json() == (try encoded(report)))
  }
}
