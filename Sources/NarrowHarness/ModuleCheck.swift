import Foundation

/// Type-checks source directories as modules that import each other, against the SwiftUI subset:
/// each directory is a module named after it, built in the order given so that every module sees
/// the ones before it; the last is only type-checked. This answers whether rewritten code still
/// compiles where it landed: names resolved in their new scope, imports the new code needs.
enum ModuleCheck {
  static func run(_ directories: [URL], subset: SubsetLibrary, toolchain: Toolchain) throws {
    let modules = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-modules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: modules) }
    for (position, directory) in directories.enumerated() {
      let name = directory.lastPathComponent
      let files = try SourceFiles.collect([directory])
      guard !files.isEmpty else { throw HarnessError("no Swift files in \(directory.path)") }
      let output = position == directories.count - 1
        ? ["-typecheck"]
        : ["-emit-module", "-emit-module-path", modules.appendingPathComponent("\(name).swiftmodule").path]
      try toolchain.compile(
        ["-module-name", name, "-parse-as-library", "-swift-version", "5",
         "-I", subset.directory.path, "-I", modules.path] + output + files.map(\.path),
        what: "the module \(name) (\(directory.path))")
    }
  }
}
