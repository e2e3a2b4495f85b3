@_spi(NarrowHarness) import SwiftUI
import Foundation

let usage = """
  OVERVIEW: Proves that a SwiftUI refactoring keeps what is shown and updates fewer views.

  Compiles Swift sources (views, models and a scenario) against the Linux SwiftUI subset, runs
  the scenario and prints JSON: per step, body evaluations per view type and the rendered text,
  then totals.

  USAGE: narrow-harness PATH...
         narrow-harness --compare BEFORE AFTER
         narrow-harness --typecheck MODULE...

  ARGUMENTS:
    PATH                  Swift files or directories holding one scenario: a function
                          `@MainActor func makeScenario() -> Scenario`.

  OPTIONS:
    --compare BEFORE AFTER
                          Run the scenario of both directories and print whether every step
                          renders identically, and evaluations before and after per view type
                          and in total. Exits with 1 when renders or counters differ.
    --typecheck MODULE... Type-check directories as modules named after them, in order: each
                          sees the subset and the modules before it. Exits with 1 and the
                          compiler's diagnostics when one does not compile.
    -h, --help            Show this help.

  ENVIRONMENT:
    NARROW_HARNESS_SWIFTC  the compiler (default: the one of the running toolchain, else PATH)
    NARROW_HARNESS_CACHE   where builds are kept (default: .build/narrow-harness in the package)
    NARROW_HARNESS_SUBSET  the subset's sources (default: Sources/SwiftUI in the package)

  """

func printJSON<Value: Encodable>(_ value: Value) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  print(String(decoding: try encoder.encode(value), as: UTF8.self))
}

func report(for paths: [String], subset: SubsetLibrary, toolchain: Toolchain, cache: BuildCache) throws -> ScenarioReport {
  let program = try FixtureProgram.build(
    from: paths.map { URL(fileURLWithPath: $0) }, subset: subset, toolchain: toolchain, cache: cache
  )
  return try program.run()
}

func main(_ arguments: [String]) -> Int32 {
  if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    return arguments.isEmpty ? 2 : 0
  }
  let isComparison = arguments.first == "--compare"
  let isTypeCheck = arguments.first == "--typecheck"
  if isTypeCheck && arguments.count < 2 {
    FileHandle.standardError.write(Data("error: --typecheck takes one or more module directories\n".utf8))
    return 2
  }
  if isComparison && arguments.count != 3 {
    FileHandle.standardError.write(Data("error: --compare takes two directories, BEFORE and AFTER\n".utf8))
    return 2
  }
  if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "--compare" && $0 != "--typecheck" }) {
    FileHandle.standardError.write(Data("error: unknown option \(unknown); see --help\n".utf8))
    return 2
  }
  do {
    let toolchain = try Toolchain.locate()
    let cache = BuildCache.locate(packageRoot: SubsetLibrary.packageRoot)
    let subset = try SubsetLibrary.build(from: try SubsetLibrary.sourceDirectory(), with: toolchain, cache: cache)
    if isTypeCheck {
      do {
        try ModuleCheck.run(arguments.dropFirst().map { URL(fileURLWithPath: $0) }, subset: subset, toolchain: toolchain)
        return 0
      } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return 1
      }
    }
    guard isComparison else {
      try printJSON(try report(for: arguments, subset: subset, toolchain: toolchain, cache: cache))
      return 0
    }
    let before = try report(for: [arguments[1]], subset: subset, toolchain: toolchain, cache: cache)
    let after = try report(for: [arguments[2]], subset: subset, toolchain: toolchain, cache: cache)
    let comparison = ScenarioComparison(before: before, after: after)
    try printJSON(comparison)
    if let difference = ScenarioComparison.firstDifference(before: before, after: after) {
      FileHandle.standardError.write(Data("renders differ: \(difference)\n".utf8))
    }
    return comparison.rendersIdentical && comparison.countersIdentical ? 0 : 1
  } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    return 2
  }
}

exit(main(Array(CommandLine.arguments.dropFirst())))
