#if os(Linux)
import Foundation

/// `narrow` as users install it: `Scripts/install.sh` run once per test process, into a prefix of
/// its own. Every test that needs the release binary uses this one, so the suite pays for one
/// release build, not one per test.
enum InstalledNarrow {
  struct Install {
    let prefix: URL
    let status: Int32
    let output: String
    var binary: URL { prefix.appendingPathComponent("bin/narrow") }
  }

  struct Failed: Error, CustomStringConvertible {
    let description: String
  }

  /// A static `let` is worked out once, and tests that ask meanwhile wait for it.
  static let install: Install = {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-prefix-\(getpid())")
    let script = CLI.packageRoot.appendingPathComponent("Scripts/install.sh").path
    let run = try? Shell.run(script, ["--prefix", prefix.path], in: CLI.packageRoot)
    atexit { try? FileManager.default.removeItem(at: InstalledNarrow.install.prefix) }
    return Install(prefix: prefix, status: run?.status ?? -1, output: run.map { $0.stdout + $0.stderr } ?? "install.sh did not start")
  }()

  /// The installed binary; a failed install fails the test that asked, with the script's output.
  static func binary() throws -> URL {
    guard install.status == 0 else { throw Failed(description: "Scripts/install.sh failed: \(install.output)") }
    return install.binary
  }
}
#endif
