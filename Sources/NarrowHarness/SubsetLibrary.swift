import Foundation

/// The SwiftUI subset, compiled once into a shared library and module that fixtures link.
struct SubsetLibrary {
  /// Holds `libSwiftUI.so` and `SwiftUI.swiftmodule`.
  let directory: URL

  /// The subset's sources: `NARROW_HARNESS_SUBSET`, or `Sources/SwiftUI` in the package this
  /// program was built from.
  static func sourceDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
    let directory = environment["NARROW_HARNESS_SUBSET"].map { URL(fileURLWithPath: $0) }
      ?? packageRoot.appendingPathComponent("Sources/SwiftUI")
    guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("View.swift").path) else {
      throw HarnessError("the SwiftUI subset was not found in \(directory.path): set NARROW_HARNESS_SUBSET")
    }
    return directory
  }

  /// The package this program was built from: its sources are in `Sources/NarrowHarness`.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // NarrowHarness
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()
  }

  static func build(from sources: URL, with toolchain: Toolchain, cache: BuildCache) throws -> SubsetLibrary {
    let files = try SourceFiles.collect([sources])
    var hash = ContentHash()
    hash.add(try toolchain.versionText())
    for file in files {
      hash.add(file.lastPathComponent)
      hash.add(try Data(contentsOf: file))
    }
    let directory = try cache.entry(named: "subset", key: hash.hex) { output in
      try toolchain.compile(
        ["-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6",
         "-emit-library", "-o", output.appendingPathComponent("libSwiftUI.so").path,
         "-emit-module", "-emit-module-path", output.appendingPathComponent("SwiftUI.swiftmodule").path]
          + files.map(\.path),
        what: "the SwiftUI subset"
      )
    }
    return SubsetLibrary(directory: directory)
  }
}

enum SourceFiles {
  /// The `.swift` files named, and those inside the directories named, in a stable order.
  static func collect(_ paths: [URL]) throws -> [URL] {
    var files: [URL] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
        throw HarnessError("no such file or directory: \(path.path)")
      }
      if !isDirectory.boolValue {
        files.append(path)
        continue
      }
      let enumerator = FileManager.default.enumerator(at: path, includingPropertiesForKeys: nil)
      while let file = enumerator?.nextObject() as? URL {
        if file.pathExtension == "swift" { files.append(file) }
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}
