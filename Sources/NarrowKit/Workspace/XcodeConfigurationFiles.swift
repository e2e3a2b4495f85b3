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
    let objects = XcodeProjectObjects(text)
    for path in objects.baseConfigurationPaths(sourceRoot: sourceRoot) where path.hasSuffix(".xcconfig") {
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

/// The objects of a `project.pbxproj` that place files: each object's text between its braces,
/// by id, and the group that holds each child.
struct XcodeProjectObjects {
  private var bodies: [String: Substring] = [:]
  private var parentOfChild: [String: String] = [:]

  init(_ text: String) {
    guard let objects = text.range(of: "objects = {"), let objectsEnd = Self.closingBrace(in: text, after: objects.upperBound)
    else { return }
    let starts = try! NSRegularExpression(pattern: #"(?m)^[ \t]*([0-9A-Za-z_]+)(?: /\*[^\n]*?\*/)? = \{"#)
    // Only the entries of `objects` itself: a match inside an entry (its `buildSettings`) is not one.
    var entryEnd = objects.upperBound
    for match in starts.matches(in: text, range: NSRange(objects.upperBound..<objectsEnd, in: text)) {
      guard let id = Range(match.range(at: 1), in: text), let whole = Range(match.range, in: text),
        whole.lowerBound >= entryEnd, let end = Self.closingBrace(in: text, after: whole.upperBound)
      else { continue }
      bodies[String(text[id])] = text[whole.upperBound..<end]
      entryEnd = end
    }
    let comment = try! NSRegularExpression(pattern: #"/\*.*?\*/"#)
    for (id, body) in bodies where Self.value(of: "isa", in: body)?.hasSuffix("Group") == true {
      guard let list = body.range(of: "children = ("), let listEnd = body[list.upperBound...].range(of: ");") else { continue }
      let written = String(body[list.upperBound..<listEnd.lowerBound])
      let children = comment.stringByReplacingMatches(in: written, range: NSRange(written.startIndex..., in: written), withTemplate: "")
      for child in children.split(separator: ",") {
        let name = child.trimmingCharacters(in: .whitespacesAndNewlines)
        if !name.isEmpty { parentOfChild[name] = id }
      }
    }
  }

  /// Where the build configurations' base `.xcconfig` files are: `baseConfigurationReference`
  /// (a file of a group), or, in projects whose folders Xcode keeps in step with the disk,
  /// `baseConfigurationReferenceAnchor` with `baseConfigurationReferenceRelativePath`.
  func baseConfigurationPaths(sourceRoot: String) -> [String] {
    var paths: [String] = []
    for body in bodies.values where Self.value(of: "isa", in: body) == "XCBuildConfiguration" {
      if let reference = Self.value(of: "baseConfigurationReference", in: body), let path = path(of: reference, sourceRoot: sourceRoot) {
        paths.append(path)
      }
      if let anchor = Self.value(of: "baseConfigurationReferenceAnchor", in: body),
        let relative = Self.value(of: "baseConfigurationReferenceRelativePath", in: body),
        let folder = path(of: anchor, sourceRoot: sourceRoot)
      {
        paths.append(folder + "/" + relative)
      }
    }
    return paths
  }

  /// The path of a file or group: its `path`, under its group's for `<group>`, under the
  /// project's directory for `SOURCE_ROOT`. Nil for paths under other roots (the SDK, the
  /// build products), which are not the project's files.
  func path(of id: String, sourceRoot: String, depth: Int = 0) -> String? {
    guard depth < 64, let body = bodies[id] else { return nil }
    let own = Self.value(of: "path", in: body)
    switch Self.value(of: "sourceTree", in: body) {
    case "<absolute>": return own
    case "SOURCE_ROOT": return own.map { sourceRoot + "/" + $0 } ?? sourceRoot
    case "<group>", nil:
      let base = parentOfChild[id].map { path(of: $0, sourceRoot: sourceRoot, depth: depth + 1) } ?? sourceRoot
      guard let base else { return nil }
      return own.map { base + "/" + $0 } ?? base
    default: return nil
    }
  }

  /// `key = value;` or `key = "value";` in an object's text, unquoted.
  private static func value(of key: String, in body: Substring) -> String? {
    var searched = body[...]
    while let found = searched.range(of: key + " = ") {
      let before = found.lowerBound == body.startIndex ? nil : body[body.index(before: found.lowerBound)]
      searched = body[found.upperBound...]
      guard before.map({ $0.isWhitespace || $0 == "{" || $0 == ";" }) ?? true else { continue }
      let rest = body[found.upperBound...]
      if rest.first == "\"" {
        let inner = rest.dropFirst()
        return String(inner.prefix { $0 != "\"" })
      }
      let raw = rest.prefix { $0 != ";" && $0 != "\n" }
      // An id is followed by its comment: `1A2B /* Debug.xcconfig */`.
      return String(raw.prefix { !$0.isWhitespace })
    }
    return nil
  }

  /// The index of the `}` that closes the brace just before `start`, skipping quoted text.
  private static func closingBrace(in text: String, after start: String.Index) -> String.Index? {
    var depth = 1
    var inQuotes = false
    var escaped = false
    var index = start
    while index < text.endIndex {
      let character = text[index]
      if inQuotes {
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
      } else if character == "\"" {
        inQuotes = true
      } else if character == "{" {
        depth += 1
      } else if character == "}" {
        depth -= 1
        if depth == 0 { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }
}
