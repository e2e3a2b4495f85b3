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
    let report = Report(command: .scan, transforms: TransformCatalog.ids, result: result)
    FileHandle.standardOutput.write(Data(try report.json().utf8))
    // As narrow does: the process ends without freeing the index value by value.
    withExtendedLifetime(result) { exit(0) }
  }

  /// `narrow diff --jobs N DIR` with every transform: the rounds, then the diff on stdout.
  static func diff(directory: String, jobs: Int) throws {
    Allocator.growInLargeSteps()
    var request = RunRequest(paths: [directory], transformIDs: TransformCatalog.ids)
    request.jobs = jobs
    let result = try Pipeline.run(request)
    FileHandle.standardOutput.write(Data(result.diff.utf8))
    withExtendedLifetime(result) { exit(0) }
  }

  /// Reads an evidence log as `--evidence` does; prints `{"bytes": …, "seconds": …}` for the read.
  static func readEvidence(file: String) throws {
    guard let data = FileManager.default.contents(atPath: file) else { throw CocoaError(.fileReadNoSuchFile) }
    let bytes = [UInt8](data)
    let started = DispatchTime.now().uptimeNanoseconds
    var evidence = RunEvidence()
    evidence.read(bytes, file: file)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    print("{\"bytes\": \(bytes.count), \"seconds\": \(seconds), \"views\": \(evidence.views.count)}")
  }
}
