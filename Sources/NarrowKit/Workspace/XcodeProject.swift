import Foundation

/// One target of an Xcode project and the Swift files it compiles, as its `project.pbxproj` says.
struct XcodeTarget: Sendable {
  let name: String
  /// The Swift module it builds: what an `import` names.
  let module: String
  /// A unit-test or UI-test bundle.
  let isTest: Bool
  /// The platforms its build configurations build for; nil when a configuration does not say.
  let platforms: Set<DeploymentTargets.Platform>?
  /// Absolute, standardized paths of the files of its Sources build phase.
  let files: Set<String>
  /// Folders Xcode keeps in step with the disk (Xcode 16): every file under one is in the target,
  /// except those listed, which may be folders.
  let folders: [SynchronizedFolder]
  /// Files under another target's kept-in-step folder that an exception adds to this target.
  let added: Set<String>

  func contains(_ file: String) -> Bool {
    if files.contains(file) || added.contains(file) { return true }
    return folders.contains { $0.contains(file) }
  }
}

/// A `PBXFileSystemSynchronizedRootGroup` as one target sees it.
struct SynchronizedFolder: Sendable, Hashable {
  /// Absolute and standardized.
  let folder: String
  /// The membership exceptions for the target, absolute: files or folders.
  let excluded: [String]

  func contains(_ file: String) -> Bool {
    file.hasPrefix(folder + "/") && !excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
  }
}

/// Reads the targets of an Xcode project: each `PBXNativeTarget`, the files of its
/// `PBXSourcesBuildPhase` (build file, then file reference, its path resolved through the groups
/// that hold it), its `PBXFileSystemSynchronizedRootGroup` folders less their membership
/// exceptions, its product type and the platforms of its build configurations.
enum XcodeProject {
  /// The targets of the project whose `project.pbxproj` at `path` (absolute) holds `text`; none
  /// when the text is not a well-formed project.
  static func targets(inProject text: String, at path: String) -> [XcodeTarget] {
    guard let root = OldStylePropertyList.parse(text) else { return [] }
    let objects = root["objects"]?.dictionary ?? [:]
    guard let projectID = root["rootObject"]?.string, let project = objects[projectID] else { return [] }
    // The folder holding `App.xcodeproj`, moved by the project's own `projectDirPath`.
    let projectBundle = (path as NSString).deletingLastPathComponent
    let projectFolder = (projectBundle as NSString).deletingLastPathComponent
    let projectName = ((projectBundle as NSString).lastPathComponent as NSString).deletingPathExtension
    let sourceRoot = Self.joined(projectFolder, project["projectDirPath"]?.string ?? "")
    let paths = PathResolver(objects: objects, sourceRoot: sourceRoot)
    let projectSettings = settingsByConfiguration(project["buildConfigurationList"]?.string, in: objects)

    let targetIDs = project["targets"]?.array.compactMap(\.string) ?? []
    let exceptions = exceptionSets(in: objects)
    // An exception turns a file's membership over: it leaves a target that owns the folder, and
    // joins one that does not.
    var addedByTarget: [String: Set<String>] = [:]
    for id in targetIDs {
      let owned = Set(objects[id]?["fileSystemSynchronizedGroups"]?.array.compactMap(\.string) ?? [])
      for (groupID, sets) in exceptions where !owned.contains(groupID) {
        guard let folder = paths.path(of: groupID) else { continue }
        for set in sets where set.target == id { addedByTarget[id, default: []].formUnion(set.paths.map { joined(folder, $0) }) }
      }
    }
    return targetIDs.compactMap { id -> XcodeTarget? in
      guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget", let name = target["name"]?.string else { return nil }
      var settings = settingsByConfiguration(target["buildConfigurationList"]?.string, in: objects)
      for (configuration, own) in settings {
        settings[configuration] = (projectSettings[configuration] ?? [:]).merging(own) { _, targetValue in targetValue }
      }
      var files: Set<String> = []
      for phaseID in target["buildPhases"]?.array.compactMap(\.string) ?? [] {
        guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
        for buildFileID in phase["files"]?.array.compactMap(\.string) ?? [] {
          if let reference = objects[buildFileID]?["fileRef"]?.string, let file = paths.path(of: reference) { files.insert(file) }
        }
      }
      let folders = (target["fileSystemSynchronizedGroups"]?.array.compactMap(\.string) ?? []).compactMap { groupID -> SynchronizedFolder? in
        guard let folder = paths.path(of: groupID) else { return nil }
        let excluded = (exceptions[groupID] ?? []).filter { $0.target == id }.flatMap(\.paths).map { joined(folder, $0) }
        return SynchronizedFolder(folder: folder, excluded: excluded)
      }
      return XcodeTarget(
        name: name, module: moduleName(of: name, project: projectName, settings: settings),
        isTest: testProductTypes.contains(target["productType"]?.string ?? ""),
        platforms: platforms(of: settings), files: files, folders: folders, added: addedByTarget[id] ?? [])
    }
  }

  /// Where the build configurations' base `.xcconfig` files are, for a project whose files lie
  /// under `sourceRoot`: `baseConfigurationReference` (a file of a group), or, in projects whose
  /// folders Xcode keeps in step with the disk, `baseConfigurationReferenceAnchor` with
  /// `baseConfigurationReferenceRelativePath`. None when the text is not a well-formed project.
  static func baseConfigurationPaths(inProject text: String, sourceRoot: String) -> [String] {
    guard let objects = OldStylePropertyList.parse(text)?["objects"]?.dictionary else { return [] }
    let paths = PathResolver(objects: objects, sourceRoot: sourceRoot)
    var found: [String] = []
    for configuration in objects.values where configuration["isa"]?.string == "XCBuildConfiguration" {
      if let reference = configuration["baseConfigurationReference"]?.string, let path = paths.path(of: reference) {
        found.append(path)
      }
      if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
        let relative = configuration["baseConfigurationReferenceRelativePath"]?.string, let folder = paths.path(of: anchor)
      {
        found.append(joined(folder, relative))
      }
    }
    return found
  }

  /// Bundles of unit tests and of UI tests: their code runs when the tests do, never in the app.
  static let testProductTypes: Set<String> = ["com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"]

  /// `SDKROOT` and `SUPPORTED_PLATFORMS` values by the platform they build for; simulators build
  /// for the platform they simulate.
  static let platformsBySDK: [(prefix: String, platform: DeploymentTargets.Platform)] = [
    ("iphone", .iOS), ("macosx", .macOS), ("appletv", .tvOS), ("watch", .watchOS), ("xr", .visionOS),
  ]

  /// What every configuration of a target builds for: `SUPPORTED_PLATFORMS` where it is set,
  /// else `SDKROOT`, each from the target or else the project. Nil when one configuration names
  /// none (`auto`, a variable, a setting kept in an `.xcconfig` file).
  static func platforms(of settings: [String: [String: PropertyListValue]]) -> Set<DeploymentTargets.Platform>? {
    guard !settings.isEmpty else { return nil }
    var found: Set<DeploymentTargets.Platform> = []
    for configuration in settings.values {
      let names = configuration["SUPPORTED_PLATFORMS"].map(words) ?? configuration["SDKROOT"].map(words) ?? []
      let platforms = names.compactMap { name in platformsBySDK.first { name.hasPrefix($0.prefix) }?.platform }
      guard !platforms.isEmpty else { return nil }
      found.formUnion(platforms)
    }
    return found
  }

  /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the target's name, written as Xcode makes a
  /// module name of it: each character that cannot be in an identifier becomes `_`. Of the
  /// variables, only the target's and the project's names are known here.
  static func moduleName(of target: String, project: String, settings: [String: [String: PropertyListValue]]) -> String {
    let first = settings.keys.sorted().first.flatMap { settings[$0] } ?? [:]
    let variables = ["TARGET_NAME": target, "TARGET_NAME:c99extidentifier": target, "PROJECT_NAME": project]
    let written = [first["PRODUCT_MODULE_NAME"]?.string, first["PRODUCT_NAME"]?.string].compactMap { value -> String? in
      var expanded = value ?? ""
      for (variable, known) in variables {
        expanded = expanded.replacingOccurrences(of: "$(\(variable))", with: known).replacingOccurrences(of: "${\(variable)}", with: known)
      }
      return expanded.isEmpty || expanded.contains("$") ? nil : expanded
    }.first ?? target
    var name = String(written.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" ? Character($0) : "_" })
    if name.first?.isNumber == true { name = "_" + name }
    return name
  }

  private static func words(_ value: PropertyListValue) -> [String] {
    value.string.map { $0.split(separator: " ").map(String.init) } ?? value.array.compactMap(\.string)
  }

  /// The build settings of each configuration (`Debug`, `Release`) of a configuration list.
  private static func settingsByConfiguration(_ listID: String?, in objects: [String: PropertyListValue]) -> [String: [String: PropertyListValue]] {
    var found: [String: [String: PropertyListValue]] = [:]
    for id in listID.flatMap({ objects[$0]?["buildConfigurations"]?.array.compactMap(\.string) }) ?? [] {
      guard let configuration = objects[id], let name = configuration["name"]?.string else { continue }
      found[name] = configuration["buildSettings"]?.dictionary ?? [:]
    }
    return found
  }

  /// `PBXFileSystemSynchronizedBuildFileExceptionSet`s by the folder group that lists them.
  private static func exceptionSets(in objects: [String: PropertyListValue]) -> [String: [(target: String, paths: [String])]] {
    var found: [String: [(target: String, paths: [String])]] = [:]
    for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
      for id in group["exceptions"]?.array.compactMap(\.string) ?? [] {
        guard let set = objects[id], set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          let target = set["target"]?.string
        else { continue }
        found[groupID, default: []].append((target, set["membershipExceptions"]?.array.compactMap(\.string) ?? []))
      }
    }
    return found
  }

  static func joined(_ folder: String, _ relative: String) -> String {
    guard !relative.isEmpty else { return folder }
    let url = relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : URL(fileURLWithPath: folder).appendingPathComponent(relative)
    return url.standardizedFileURL.path
  }
}

/// Where each file reference and group of a project lies on disk: a `<group>` path is relative
/// to the group holding it, `SOURCE_ROOT` to the project's folder, `<absolute>` is whole; others
/// (`BUILT_PRODUCTS_DIR`, `SDKROOT`) are outside the sources.
private final class PathResolver {
  private let objects: [String: PropertyListValue]
  private let sourceRoot: String
  private var parents: [String: String] = [:]
  private var resolved: [String: String?] = [:]

  init(objects: [String: PropertyListValue], sourceRoot: String) {
    self.objects = objects
    self.sourceRoot = sourceRoot
    for (id, object) in objects {
      for child in object["children"]?.array.compactMap(\.string) ?? [] { parents[child] = id }
    }
  }

  func path(of id: String) -> String? { path(of: id, depth: 0) }

  /// `depth` ends a chain of groups that holds itself, which only a broken file has.
  private func path(of id: String, depth: Int) -> String? {
    if let known = resolved[id] { return known }
    guard depth < OldStylePropertyList.maximumDepth, let object = objects[id] else { return nil }
    let isFile = object["isa"]?.string == "PBXFileReference"
    let own = object["path"]?.string ?? (isFile ? object["name"]?.string : nil) ?? ""
    let found: String?
    switch object["sourceTree"]?.string {
    case "<group>":
      let base = parents[id] == nil ? sourceRoot : path(of: parents[id]!, depth: depth + 1)
      found = base.map { XcodeProject.joined($0, own) }
    case "SOURCE_ROOT": found = XcodeProject.joined(sourceRoot, own)
    case "<absolute>": found = own.hasPrefix("/") ? XcodeProject.joined("/", own) : nil
    default: found = nil
    }
    resolved[id] = found
    return found
  }
}
