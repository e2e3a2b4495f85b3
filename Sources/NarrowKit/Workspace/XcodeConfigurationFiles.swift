import Foundation

/// The `.xcconfig` files that may set an Xcode project's deployment targets: those beside the
/// project, and those its build configurations are based on (`baseConfigurationReference`).
enum XcodeConfigurationFiles {
  /// The most `#include`s one file brings in. An `#include` inside an included file is not followed.
  static let includeLimit = 8

  /// The `.xcconfig` files beside `project` (`…/App.xcodeproj/project.pbxproj`) and those its
  /// configurations are based on, where the project's groups alone give their path: existing
  /// files, by absolute path, sorted.
  static func files(ofProject project: String, text: String) -> [String] {
    let sourceRoot = ((project as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    let manager = FileManager.default
    var found = Set(((try? manager.contentsOfDirectory(atPath: sourceRoot)) ?? [])
      .filter { $0.hasSuffix(".xcconfig") }.map { sourceRoot + "/" + $0 })
    for path in XcodeProject.baseConfigurationPaths(inProject: text, sourceRoot: sourceRoot) where path.hasSuffix(".xcconfig") {
      let standardized = (path as NSString).standardizingPath
      if manager.fileExists(atPath: standardized) { found.insert(standardized) }
    }
    return found.sorted()
  }

  /// What the `.xcconfig` files of `project` declare, for those that set a deployment target (read
  /// or not); and every file read, with a digest of its text (what a run's result depends on). An
  /// include not followed is only mentioned beside a setting.
  static func read(
    ofProject project: String, text: String, display: (String) -> String
  ) -> (declared: [DeploymentTargets.Declared], read: [(path: String, digest: String)]) {
    var declared: [DeploymentTargets.Declared] = []
    var read: [(path: String, digest: String)] = []
    func contents(_ path: String) -> String? {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
      read.append((path, ContentDigest.of(text.utf8)))
      return text
    }
    for file in files(ofProject: project, text: text) {
      guard let text = contents(file) else { continue }
      let directory = (file as NSString).deletingLastPathComponent
      let found = self.declared(inConfiguration: text, source: display(file)) { included in
        contents(((included.hasPrefix("/") ? included : directory + "/" + included) as NSString).standardizingPath)
      }
      if !found.versions.isEmpty || found.unread.contains(where: { !$0.hasPrefix("#include") }) { declared.append(found) }
    }
    return (declared, read)
  }

  /// What one `.xcconfig` sets: for each platform the last plain value, as Xcode reads the file,
  /// with its `#include`s read in place (`include` gives the text of a path as written, relative to
  /// the file). A value with a condition (`[sdk=iphoneos*]`) or a variable (`$(inherited)`) is not
  /// read, and is listed as such.
  static func declared(
    inConfiguration text: String, source: String, include: (String) -> String?
  ) -> DeploymentTargets.Declared {
    var declared = DeploymentTargets.Declared(versions: [:], source: source)
    var included = 0
    func read(_ text: String, isIncluded: Bool) {
      for rawLine in text.split(whereSeparator: \.isNewline) {
        // `//` starts a comment anywhere on a line, even inside what looks like a URL.
        let line = (rawLine.range(of: "//").map { rawLine[..<$0.lowerBound] } ?? rawLine[...])
          .trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("#include") {
          guard let path = quoted(line) else { continue }
          guard !isIncluded, included < includeLimit else {
            declared.unread.append("\(line) (not followed)")
            continue
          }
          included += 1
          if let text = include(path) { read(text, isIncluded: true) }
          continue
        }
        let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else { continue }
        let name = String(parts[0].prefix { $0 != "[" }).trimmingCharacters(in: .whitespaces)
        guard let platform = DeploymentTargets.buildSettings[name] else { continue }
        let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"; "))
        let numbers = value.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard name == parts[0], !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
          declared.unread.append(line)
          continue
        }
        declared.versions[platform] = numbers.compactMap { $0 }
      }
    }
    read(text, isIncluded: false)
    return declared
  }

  /// `"Shared/Base.xcconfig"` in `#include "Shared/Base.xcconfig"` or `#include? "…"`; nil for a
  /// path in the developer directory (`<DEVELOPER_DIR>/…`), which is not the project's.
  private static func quoted(_ line: String) -> String? {
    guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else {
      return nil
    }
    let path = String(line[line.index(after: open)..<close])
    return path.isEmpty || path.hasPrefix("<") ? nil : path
  }
}
