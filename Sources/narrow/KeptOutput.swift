import Foundation
import NarrowKit

/// What `scan` printed last time, kept in the cache under a key made of everything the output
/// depends on: the code read and the files around it (`RunInput.digest`, which also names the
/// build of Narrow), the command line and the directory it ran in, the configuration, baseline
/// and evidence files, and whether colour is on. A scan whose key is unchanged prints the same
/// bytes and exits with the same status without indexing anything: what a pre-commit hook or a
/// build phase runs again and again over code that has not changed.
///
/// Only for a scan that writes nothing besides its output (no `--write-baseline`, no report
/// file) and has a cache (not `--no-cache`).
struct KeptOutput {
  let cache: FactCache
  let key: String

  init?(_ arguments: Arguments, settings: Settings, request: RunRequest, input: RunInput) {
    guard let cache = request.cache, arguments.writeBaseline == nil, arguments.reportFile == nil else { return nil }
    var parts = ["scan output 1", input.digest, request.currentDirectory]
    parts += CommandLine.arguments.dropFirst()
    let environment = ProcessInfo.processInfo.environment
    parts += [
      "stdout is a terminal: \(Color.isTerminal(STDOUT_FILENO))", "NO_COLOR=\(environment["NO_COLOR"] ?? "")",
      "TERM=\(environment["TERM"] ?? "")",
    ]
    let files = [settings.configurationFile, arguments.baseline].compactMap { $0 } + settings.evidence.value
    for file in files {
      guard let bytes = FileManager.default.contents(atPath: file) else { return nil }
      parts += [file, ContentDigest.of([UInt8](bytes))]
    }
    self.cache = cache
    var digest = ContentDigest()
    parts.forEach { digest.addPart($0) }
    key = digest.value
  }

  /// The outcome kept for this key; nil when there is none.
  func outcome() -> Outcome? {
    guard let bytes = cache.output(forKey: key), let decoded = try? JSONDecoder().decode(Kept.self, from: Data(bytes)) else { return nil }
    return Outcome(stdout: decoded.stdout, stderr: decoded.stderr, status: decoded.status)
  }

  /// Keeps the outcome for the next scan; a cache that cannot be written only makes that scan slower.
  func keep(_ outcome: Outcome) {
    guard let data = try? JSONEncoder().encode(Kept(stdout: outcome.stdout, stderr: outcome.stderr, status: outcome.status)) else { return }
    cache.storeOutput([UInt8](data), forKey: key)
  }

  private struct Kept: Codable {
    let stdout: String
    let stderr: String
    let status: Int32
  }
}
