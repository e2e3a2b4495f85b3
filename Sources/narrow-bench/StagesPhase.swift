import Foundation
import NarrowKit

/// The scan pipeline taken apart, printing the time and peak memory after each stage to stderr:
/// what to look at when scan is slow or large. Not part of the table, since stopping between
/// stages changes what is measured.
enum StagesPhase {
  static func run(directory: String, jobs: Int) throws {
    Allocator.growInLargeSteps()
    var clock = DispatchTime.now()
    func stage(_ name: String) {
      let now = DispatchTime.now()
      let seconds = Double(now.uptimeNanoseconds - clock.uptimeNanoseconds) / 1e9
      let line = "\(name.padding(toLength: max(22, name.count), withPad: " ", startingAt: 0)) \(String(format: "%7.3f", seconds)) s"
        + "   peak so far \(PeakMemory.describe())\n"
      FileHandle.standardError.write(Data(line.utf8))
      clock = now
    }
    let workspace = try Workspace(paths: [directory])
    stage("list files")
    let sources = workspace.read(jobs: jobs).compactMap { try? $0.get() }
    stage("read files")
    let cacheDirectory = NSTemporaryDirectory() + "narrow-stages-\(UUID().uuidString)"
    let cache = FactCache(directory: cacheDirectory)
    // The whole directory: clearing the cache leaves the mark of its last pruning behind.
    defer { try? FileManager.default.removeItem(atPath: cacheDirectory) }
    _ = FileParser.facts(for: sources, jobs: jobs, cache: cache)
    stage("parse, fill a cache")
    let files = FileParser.facts(for: sources, jobs: jobs, cache: cache).facts
    stage("read the cache")
    let index = Index(files: files, jobs: jobs)
    stage("index")
    let transforms = TransformCatalog.all.map { $0.init(options: TransformOptions()) }
    let model = UpdateModel(index: index)
    stage("update model")
    _ = index.memberAccesses
    stage("member accesses")
    let lookups = TransformLookups(model: model)
    for transform in transforms {
      _ = transform.proposals(in: model, lookups: lookups)
      stage("  " + type(of: transform).id)
    }
    // A model of its own, so that nothing the transforms above worked out and kept is reused.
    let fresh = UpdateModel(index: Index(files: files, jobs: jobs))
    stage("index and model again")
    let freshLookups = TransformLookups(model: fresh)
    let results = Parallel.map(transforms, jobs: jobs) { $0.proposals(in: fresh, lookups: freshLookups) }
    stage("transforms side by side")
    _ = model.events()
    stage("events")
    for proposal in results.flatMap(\.proposals) { _ = fresh.judge(proposal.effect) }
    stage("simulate every proposal")
    // What a run does with each: simulated again on the code its edits write, side by side.
    let found = results.flatMap(\.proposals)
    _ = Pipeline.judge(found, in: fresh, jobs: jobs)
    stage("judge on rewritten code")
    FileHandle.standardError.write(Data("  (\(found.count) proposals judged)\n".utf8))
    var request = RunRequest.scan(paths: [directory], transformIDs: TransformCatalog.ids)
    request.jobs = jobs
    let result = try Pipeline.run(request)
    stage("whole Pipeline.run")
    let json = try Report(command: .scan, transforms: TransformCatalog.ids, result: result).json()
    stage("JSON report (\(json.utf8.count / 1024) KiB)")
  }
}

/// The process's peak resident memory so far, where the system tells it.
enum PeakMemory {
  static func describe() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return "unknown" }
    return line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces)
  }
}
