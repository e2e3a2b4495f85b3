#if os(Linux)
import Foundation
@testable import NarrowKit
import Testing

/// The rewrites of the per-row transforms write new classes, dictionaries, observers and calls,
/// adopt-observation rewrites wrappers, bindings and injections, and isolate-read writes new
/// views with bindings: every rewrite example's
/// result must compile against the SwiftUI subset. (Combine does not exist on Linux, so a result
/// that keeps `import Combine` or uses `Timer.publish` is left out, as is one with an `App`, which
/// the subset lacks, and one whose point is an attribute of a module outside the scanned code,
/// `@Injected`.)
@Suite struct RowTransformsTypeCheckTests {
  static let rewrites: [(String, [String: String])] =
    (RowObservableTransform.examples + RowDerivedStateTransform.examples + AdoptObservationTransform.examples
      + IsolateReadTransform.examples)
    .compactMap { example in
      guard case .rewrites(let after, _) = example.expectation,
        !after.values.contains(where: {
          $0.contains("import Combine") || $0.contains("Timer.publish") || $0.contains("@main") || $0.contains("@Injected")
        })
      else { return nil }
      // Examples written as snippets leave the import out.
      return (example.name, after.mapValues { $0.contains("import SwiftUI") ? $0 : "import SwiftUI\n\n" + $0 })
    }

  @Test(arguments: rewrites.map(\.0))
  func rewriteExampleTypeChecks(_ name: String) throws {
    let files = try #require(Self.rewrites.first { $0.0 == name }?.1)
    let module = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-rows-\(UUID().uuidString)/Example")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: module.deletingLastPathComponent()) }
    for (path, text) in files where path.hasSuffix(".swift") && path != "Package.swift" {
      try text.write(to: module.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    let run = try HarnessProof.harness(["--typecheck", module.path])
    #expect(run.status == 0, "\(name) does not compile:\n\(run.stderr)")
  }
}
#endif
