import Foundation
import Testing

@testable import NarrowKit

@Suite struct PipelineTests {
  private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stages: [PipelineProgress] = []
    func record(_ stage: PipelineProgress) {
      lock.lock()
      stages.append(stage)
      lock.unlock()
    }
    var recorded: [PipelineProgress] {
      lock.lock()
      defer { lock.unlock() }
      return stages
    }
  }

  private let source = """
    struct Track { var title: String; var artist: String }
    struct Row: View {
      let track: Track
      var body: some View { Text(track.title) }
    }
    let row = Row(track: Track(title: "A", artist: "B"))
    """

  @Test func reportsIndexingAndEveryRound() {
    let recorder = Recorder()
    var request = RunRequest(paths: [], transformIDs: ["pass-fields"])
    request.minimumEffect = .possible
    request.progress = recorder.record
    let result = Pipeline.run(
      [PassFieldsTransform(options: TransformOptions())], on: [SourceFile(path: "A.swift", bytes: Array(source.utf8))],
      request: request)
    #expect(result.selected.count == 1)
    #expect(recorder.recorded == [.indexing(files: 1), .round(1, selected: 0), .round(2, selected: 1)])
  }

  @Test func scanRunsOneRoundAndSelectsReviewProposalsToo() {
    let request = RunRequest.scan(paths: [], transformIDs: ["pass-fields"])
    #expect(request.rounds == 1 && request.acceptReview)
    #expect(!request.needsChanges, "scan lists proposals; it never needs the files' new texts")
  }

  /// A transform whose one proposal writes the same bytes twice.
  private struct OverlappingEdits: Transform {
    static let id = "overlapping"
    static let summary = ""
    static let guidance = ""
    static let explanation = ""
    static let highestVerdict = Verdict.safe
    static let examples: [TransformExample] = []
    /// It never skips; a transform still names its rules.
    enum Skip: String, SkipRule {
      case never
      static let owner = OverlappingEdits.id
    }
    init(options: TransformOptions) {}
    func proposals(in model: UpdateModel, lookups _: TransformLookups) -> TransformResult {
      let location = SourceLocation(file: "A.swift", line: 1, column: 1)
      let edits = [TextEdit(file: "A.swift", range: ByteRange(0, 6), replacement: "a"), TextEdit(file: "A.swift", range: ByteRange(3, 9), replacement: "b")]
      return TransformResult(proposals: [Proposal(transform: Self.id, target: "Row.track", verdict: .safe, location: location,
        summary: "", evidence: [], checks: [], edits: edits)])
    }
  }

  @Test func aProposalWhoseOwnEditsOverlapIsSkippedNotWritten() throws {
    var request = RunRequest(paths: [], transformIDs: [OverlappingEdits.id])
    request.minimumEffect = .possible
    let result = Pipeline.run([OverlappingEdits(options: TransformOptions())], on: [SourceFile(path: "A.swift", bytes: Array(source.utf8))],
      request: request)
    #expect(result.selected.isEmpty)
    let skipped = try #require(result.skipped.first)
    #expect(skipped.reason == "its own edits overlap in A.swift bytes 3–6 (a fault of the transform; please report it), so it cannot be written")
  }
}
