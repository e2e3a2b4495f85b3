// swift-tools-version:6.0
import PackageDescription
import Foundation
#if canImport(MachO)
import MachO
#endif

// SwiftSyntax and friends are not fetched: they ship inside the Swift toolchain, in
// `<toolchain>/usr/lib/swift/host`, as stable `.swiftinterface` modules plus shared libraries.
// The manifest finds the toolchain that is evaluating it, so no machine path is written here.
// In order: NARROW_SWIFT_HOST_LIBS, the toolchain whose PackageDescription runs this manifest,
// on macOS the one `xcrun --find swift` names (TOOLCHAINS chooses it), then `swift` on PATH.
// On macOS a directory counts only with SwiftSyntax.swiftmodule beside the library: a toolchain
// from swift.org or swiftly has both; whether Xcode's own does is not established (README, Install).

let syntaxLibraries = ["SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftParserDiagnostics"]

func hasSyntax(_ directory: String) -> Bool {
  #if os(macOS)
  // A toolchain may carry the libraries for its own use without the modules to build against.
  return FileManager.default.fileExists(atPath: directory + "/libSwiftSyntax.dylib")
    && FileManager.default.fileExists(atPath: directory + "/SwiftSyntax.swiftmodule")
  #else
  return FileManager.default.fileExists(atPath: directory + "/libSwiftSyntax.so")
    || FileManager.default.fileExists(atPath: directory + "/libSwiftSyntax.dylib")
  #endif
}

/// `<toolchain>/usr/lib/swift/pm/ManifestAPI/libPackageDescription.so` → `<toolchain>/usr/lib/swift/host`
func hostDirectory(forManifestAPI path: String) -> String {
  let library = URL(fileURLWithPath: path)
  let swiftLib = library.deletingLastPathComponent()  // ManifestAPI
    .deletingLastPathComponent()  // pm
    .deletingLastPathComponent()  // swift
  return swiftLib.appendingPathComponent("host").path
}

/// The toolchain evaluating this manifest, from the PackageDescription library loaded into it.
func hostDirectoryFromLoadedManifestAPI() -> String? {
  #if os(macOS)
  for index in 0..<_dyld_image_count() {
    guard let name = _dyld_get_image_name(index) else { continue }
    let path = String(cString: name)
    if path.contains("libPackageDescription") { return hostDirectory(forManifestAPI: path) }
  }
  return nil
  #else
  guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
  for line in maps.split(separator: "\n") where line.contains("libPackageDescription") {
    guard let slash = line.firstIndex(of: "/") else { continue }
    return hostDirectory(forManifestAPI: String(line[slash...]))
  }
  return nil
  #endif
}

/// `<toolchain>/usr/bin/swift` → `<toolchain>/usr/lib/swift/host`
func hostDirectory(forSwiftAt swift: String) -> String {
  let bin = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
  return bin.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
}

func run(_ executable: String, _ arguments: [String]) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

func hostDirectoryFromPath() -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for directory in path.split(separator: ":") {
    let candidate = "\(directory)/swift"
    #if os(macOS)
    // /usr/bin/swift is xcrun's shim, not a toolchain: it is asked below.
    if candidate == "/usr/bin/swift" { continue }
    #endif
    if FileManager.default.isExecutableFile(atPath: candidate) {
      return hostDirectory(forSwiftAt: candidate)
    }
  }
  return nil
}

#if os(macOS)
/// The toolchain xcrun picks: the one TOOLCHAINS names, or else the selected Xcode's.
func hostDirectoryFromXcrun() -> String? {
  run("/usr/bin/xcrun", ["--find", "swift"]).map(hostDirectory(forSwiftAt:))
}
#endif

func findSwiftHostLibraries() -> String {
  let environment = ProcessInfo.processInfo.environment
  #if os(macOS)
  let candidates = [
    environment["NARROW_SWIFT_HOST_LIBS"],
    hostDirectoryFromLoadedManifestAPI(),
    hostDirectoryFromXcrun(),
    hostDirectoryFromPath(),
  ].compactMap { $0 }
  #else
  let candidates = [
    environment["NARROW_SWIFT_HOST_LIBS"],
    hostDirectoryFromLoadedManifestAPI(),
    hostDirectoryFromPath(),
  ].compactMap { $0 }
  #endif
  if let found = candidates.first(where: hasSyntax) { return found }
  #if os(macOS)
  let looked = candidates.isEmpty ? "(no candidate directory)" : candidates.joined(separator: ", ")
  fatalError("""
    Narrow builds against SwiftSyntax from a Swift toolchain: <toolchain>/usr/lib/swift/host must hold \
    libSwiftSyntax.dylib and SwiftSyntax.swiftmodule, and none of these did: \(looked). \
    Xcode's own toolchain may not include them. Install a toolchain from swift.org (or with swiftly: \
    `swiftly install latest`), then build with it: `TOOLCHAINS=swift swift build -c release` picks the \
    newest installed one (or give its bundle identifier, from the CFBundleIdentifier of its Info.plist), \
    or set NARROW_SWIFT_HOST_LIBS=<toolchain>/usr/lib/swift/host.
    """)
  #else
  fatalError("""
    Narrow links SwiftSyntax from the Swift toolchain, but no libSwiftSyntax was found in: \
    \(candidates.isEmpty ? "(no candidate directory)" : candidates.joined(separator: ", ")). \
    Set NARROW_SWIFT_HOST_LIBS to your toolchain's usr/lib/swift/host directory (a toolchain from \
    swift.org, or one installed with swiftly, has it).
    """)
  #endif
}

let hostLibraries = findSwiftHostLibraries()

// An installed narrow (Scripts/install.sh sets NARROW_INSTALL) finds its Swift libraries beside
// it, copied there, and nothing of the toolchain: an upgraded or moved toolchain cannot break it.
let installing = ProcessInfo.processInfo.environment["NARROW_INSTALL"] != nil
let libraryPath = installing ? ["-no-toolchain-stdlib-rpath", "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN/../lib/narrow"]
  : ["-Xlinker", "-rpath", "-Xlinker", hostLibraries]

let syntaxSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", hostLibraries])]
let syntaxLinkerSettings: [LinkerSetting] =
  [.unsafeFlags(["-L", hostLibraries] + libraryPath)]
  + syntaxLibraries.map { .linkedLibrary($0) }

var targets: [Target] = [
  .target(name: "CSystem"),
  // Starting a program and measuring its wall time and peak memory: for the benchmark and oss-check.
  .target(name: "Spawning"),
  .target(
    name: "NarrowKit",
    dependencies: ["CSystem"],
    swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings
  ),
  .executableTarget(
    name: "narrow",
    dependencies: ["NarrowKit"],
    swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings
  ),
  .executableTarget(
    name: "narrow-bench",
    dependencies: ["NarrowKit", "Spawning"],
    swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings
  ),
  // Measures Narrow on pinned open-source apps through its JSON report only (Benchmarks/oss).
  .executableTarget(name: "OSSCheck", dependencies: ["Spawning"]),
  .testTarget(name: "OSSCheckTests", dependencies: ["OSSCheck", "narrow"], exclude: ["Fixtures"]),
  .testTarget(
    name: "NarrowKitTests",
    dependencies: ["NarrowKit"],
    swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings
  ),
  .testTarget(
    name: "narrowTests",
    dependencies: ["narrow"],
    swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings
  ),
]

var products: [Product] = [
  .executable(name: "narrow", targets: ["narrow"]),
  .executable(name: "narrow-bench", targets: ["narrow-bench"]),
  .executable(name: "oss-check", targets: ["OSSCheck"]),
  .library(name: "NarrowKit", targets: ["NarrowKit"]),
]

// MARK: - Proof harness
// The Linux-only SwiftUI subset, its renderer and `narrow-harness` are declared below this line.

// SwiftUI does not exist on Linux. There, a module of the same name provides the part of its API
// the examples and fixtures use, with a renderer that counts body evaluations; `narrow-harness`
// compiles fixture sources against it and reports the counts. Apple platforms use the real SwiftUI.
#if os(Linux)
targets += [
  .target(name: "SwiftUI", exclude: ["Approximations.md"]),
  .executableTarget(name: "NarrowHarness", dependencies: ["SwiftUI"]),
  .testTarget(
    name: "HarnessTests",
    dependencies: ["SwiftUI", "NarrowHarness", "NarrowKit"],
    exclude: ["Fixtures"],
    swiftSettings: syntaxSwiftSettings,
    linkerSettings: syntaxLinkerSettings
  ),
]
products += [
  .executable(name: "narrow-harness", targets: ["NarrowHarness"]),
]
// The end-to-end tests prove transforms by running `narrow` and then `narrow-harness` on its output.
targets.first { $0.name == "narrowTests" }?.dependencies.append("NarrowHarness")
#endif

// MARK: -

let package = Package(
  name: "Narrow",
  platforms: [.macOS(.v14)],
  products: products,
  targets: targets
)
