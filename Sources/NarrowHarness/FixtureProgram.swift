@_spi(NarrowHarness) import SwiftUI
import Foundation

/// Fixture sources (views, models and one scenario) compiled against the subset into a program
/// that runs the scenario and prints its report.
struct FixtureProgram {
  let executable: URL

  /// The entry point added to the fixture's own files. The fixture declares `makeScenario()`.
  static let entryPoint = """
    @_spi(NarrowHarness) import SwiftUI

    await ScenarioRunner.printReport(of: makeScenario())

    """

  static func build(
    from paths: [URL],
    subset: SubsetLibrary,
    toolchain: Toolchain,
    cache: BuildCache
  ) throws -> FixtureProgram {
    let files = try SourceFiles.collect(paths)
    guard !files.isEmpty else {
      throw HarnessError("no Swift files in \(paths.map(\.path).joined(separator: ", "))")
    }
    if let clash = files.first(where: { $0.lastPathComponent == "main.swift" }) {
      throw HarnessError("\(clash.path): fixtures must not have a main.swift; the harness provides the entry point")
    }
    var hash = ContentHash()
    hash.add(subset.directory.lastPathComponent)
    hash.add(entryPoint)
    for file in files {
      hash.add(file.lastPathComponent)
      hash.add(try Data(contentsOf: file))
    }
    let directory = try cache.entry(named: "fixture", key: hash.hex) { output in
      let main = output.appendingPathComponent("main.swift")
      try entryPoint.write(to: main, atomically: true, encoding: .utf8)
      try toolchain.compile(
        ["-module-name", "Fixture", "-swift-version", "6",
         "-I", subset.directory.path, "-L", subset.directory.path, "-lSwiftUI",
         "-Xlinker", "-rpath", "-Xlinker", subset.directory.path,
         "-o", output.appendingPathComponent("scenario").path]
          + files.map(\.path) + [main.path],
        what: paths.map(\.path).joined(separator: " ")
      )
    }
    return FixtureProgram(executable: directory.appendingPathComponent("scenario"))
  }

  func run() throws -> ScenarioReport {
    let result = try Subprocess.run(executable, [])
    guard result.status == 0 else {
      throw HarnessError("the scenario stopped with status \(result.status):\n\(result.standardError)")
    }
    do {
      return try JSONDecoder().decode(ScenarioReport.self, from: Data(result.standardOutput.utf8))
    } catch {
      throw HarnessError("the scenario printed no report (\(error)):\n\(result.standardOutput)")
    }
  }
}
