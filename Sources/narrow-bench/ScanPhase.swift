import Foundation
import NarrowKit

/// `narrow scan --jobs N --format json DIR` without the argument parsing: the same request
/// (every transform, review proposals counted as accepted) and the same JSON report on stdout.
enum ScanPhase {
  static func run(directory: String, jobs: Int, cachePath: String?) throws {
    Allocator.growInLargeSteps()
    var request = RunRequest.scan(paths: [directory], transformIDs: TransformCatalog.ids)
    request.jobs = jobs
    request.cache = cachePath.map { FactCache(directory: $0) }
    let result = try Pipeline.run(request)
    let report = Report(command: "scan", transforms: TransformCatalog.ids, result: result)
    FileHandle.standardOutput.write(Data(report.json().utf8))
    // As narrow does: the process ends without freeing the index value by value.
    withExtendedLifetime(result) { exit(0) }
  }
}
