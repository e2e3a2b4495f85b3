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
}
