import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files under the paths a user names, and reads them.
public struct Workspace: Sendable {
  /// Directories that never hold the user's own sources.
  static let skippedDirectoryNames: Set<String> = [
    ".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm",
  ]
  static let ignoreFileName = ".narrowignore"
  /// A file larger than this is not read: parsing 200 MB of data took minutes and tens of
  /// gigabytes, whatever it held. `TransformCatalog.maximumFileBytes` sets it.
  public static let defaultMaximumFileBytes = 4 << 20

  public enum Failure: Error, Equatable, CustomStringConvertible {
    case missingPath(String)
    case unreadable(String, reason: String)
    /// Larger than the limit for one file, so never read.
    case tooLarge(String, bytes: Int, limit: Int)
    /// A symbolic link to nothing: it holds no code that could name what a proposal rewrites, so
    /// it is a warning, not a file error.
    case danglingLink(String, target: String)

    public var description: String {
      switch self {
      case .missingPath(let path), .unreadable(let path, _), .tooLarge(let path, _, _): return "\(path): \(problem)"
      case .danglingLink(let path, _): return "\(path) \(problem)"
      }
    }

    /// What is wrong, without the path, for a report that shows the path on its own.
    var problem: String {
      switch self {
      case .missingPath: return "no such file or directory"
      case .unreadable(_, let reason): return "cannot be read (\(reason))"
      case .tooLarge(_, let bytes, let limit): return "is not read: its \(bytes) bytes are over the limit of \(limit) for one file"
      case .danglingLink(_, let target): return "is a symbolic link to \(target), which does not exist; it is skipped"
      }
    }
  }

  /// Paths of the Swift files to scan, in a stable order, shown relative to `currentDirectory` where
  /// they are inside it.
  let filePaths: [String]
  /// Files outside the paths given that belong to the same SwiftPM targets as files inside them:
  /// read, so that uses in them are seen, but never edited.
  let contextPaths: [String]
  let modules: ModuleMap
  /// What the packages, Xcode projects and their `.xcconfig` files declare the scanned files run on.
  let deploymentTargets: DeploymentTargets
  /// Swift files under the paths given that `.narrowignore` leaves out: never read for facts,
  /// but a rewrite of a name they mention would leave them behind.
  let ignoredPaths: [String]
  /// Directories under the paths given that could not be listed: their files are unseen.
  let unreadableDirectories: [String]
  /// The manifests, Xcode projects and `.xcconfig` files read for modules and deployment targets,
  /// each with a digest of its text: with the files' own bytes, what a run's result depends on.
  let buildFiles: [(path: String, digest: String)]

  /// `exclude`: more `.narrowignore` lines, from the configuration. `projectContext`: read every
  /// Swift file of the package or Xcode project each path belongs to as context, not only those of
  /// its SwiftPM target; a pre-commit hook names the staged files, whose callers, readers and
  /// writers are elsewhere.
  public init(
    paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath, exclude: [String] = [],
    projectContext: Bool = false
  ) throws {
    var found: [String] = []
    var ignored: [String] = []
    var unlisted: [String] = []
    var scannedDirectories: [String] = []
    for path in paths {
      let absolute = Self.absolute(path, in: currentDirectory)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        // A link that exists but cannot be followed (a loop, a dangling target) says why.
        var info = stat()
        if lstat(absolute, &info) == 0 { throw Failure.unreadable(path, reason: Self.whyUnreadable(absolute)) }
        throw Failure.missingPath(path)
      }
      if isDirectory.boolValue {
        let ignore = IgnoreList.load(from: absolute, upTo: currentDirectory, adding: exclude)
        let listed = Self.swiftFiles(under: absolute, ignoring: ignore)
        found += listed.kept
        ignored += listed.ignored
        unlisted += listed.unlisted
        scannedDirectories.append(absolute)
      } else {
        found.append(absolute)
        scannedDirectories.append((absolute as NSString).deletingLastPathComponent)
      }
    }
    var seen = Set<String>()
    // A symbolic link to a file that is found anyway would index that file twice.
    let resolved = Self.resolvingSymbolicLinks(found)
    let targets = Set(resolved)
    let listed = Set(found)
    let unique = zip(found, resolved).filter { path, resolved in
      (resolved == path || !targets.contains(resolved) || !listed.contains(resolved)) && seen.insert(resolved).inserted
    }.map(\.0)
    var layout = PackageLayout()
    var targetByFile: [String: PackageTarget] = [:]
    for file in unique { targetByFile[file] = layout.target(of: file) }
    var context: [String] = []
    for target in Set(targetByFile.values).sorted(by: { $0.directory < $1.directory }) {
      for file in Self.swiftFiles(under: target.directory, ignoring: IgnoreList(lines: [])).kept where !seen.contains(file) && target.contains(file) {
        seen.insert(file)
        context.append(file)
        targetByFile[file] = target
      }
    }
    if projectContext {
      let roots = Set(paths.map { Self.projectRoot(of: Self.absolute($0, in: currentDirectory)) })
      for root in roots.sorted() {
        let ignore = IgnoreList.load(from: root, upTo: root, adding: exclude)
        for file in Self.swiftFiles(under: root, ignoring: ignore).kept where seen.insert(file).inserted {
          context.append(file)
          if let target = layout.target(of: file) { targetByFile[file] = target }
        }
      }
    }
    let display = Self.displayPaths(relativeTo: currentDirectory)
    filePaths = unique.map(display)
    contextPaths = context.map(display)
    ignoredPaths = ignored.map(display)
    unreadableDirectories = unlisted.map(display)
    let projectTexts = Self.xcodeProjects(near: paths.map { Self.absolute($0, in: currentDirectory) }).map { project in
      (project, (try? String(contentsOfFile: project, encoding: .utf8)) ?? "")
    }
    let xcodeTargets = projectTexts.flatMap { XcodeProject.targets(inProject: $1, at: $0) }
    var targetsByPath: [String: [ModuleMap.Target]] = [:]
    for (file, target) in targetByFile {
      targetsByPath[display(file), default: []].append(ModuleMap.Target(name: target.name, isTest: target.isTest))
    }
    for file in unique + context {
      for target in xcodeTargets where target.contains(file) {
        targetsByPath[display(file), default: []].append(
          ModuleMap.Target(name: target.name, module: target.module, isTest: target.isTest, platforms: target.platforms))
      }
    }
    modules = ModuleMap(
      targetsByPath: targetsByPath, completeModules: Set(targetByFile.values.map(\.name)),
      scannedDirectories: scannedDirectories.map { String(display($0 + "/").dropLast()) })
    var manifests: [String: DeploymentTargets.Declared] = [:]
    var packageOfFile: [String: DeploymentTargets.Declared] = [:]
    var buildFiles: [(path: String, digest: String)] = []
    for file in unique + context {
      guard let root = layout.packageRoot(of: file) else { continue }
      if manifests[root] == nil {
        let text = (try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8)) ?? ""
        manifests[root] = DeploymentTargets.declared(inManifest: text, source: display(root + "/Package.swift"))
        buildFiles.append((root + "/Package.swift", ContentDigest.of(text.utf8)))
      }
      packageOfFile[display(file)] = manifests[root]
    }
    var projects: [DeploymentTargets.Declared] = []
    for (project, text) in projectTexts {
      buildFiles.append((project, ContentDigest.of(text.utf8)))
      projects.append(DeploymentTargets.declared(inXcodeProject: text, source: display(project)))
      let configurations = XcodeConfigurationFiles.read(ofProject: project, text: text, display: display)
      projects += configurations.declared
      buildFiles += configurations.read
    }
    self.buildFiles = buildFiles
    deploymentTargets = DeploymentTargets(packageOfFile: packageOfFile, projects: projects)
  }

  /// The directory of the package or Xcode project that holds `path`: the nearest one above it with
  /// a `Package.swift`, an `.xcodeproj` or an `.xcworkspace`, not above the top of its git
  /// repository; else that top; else the path's own directory.
  static func projectRoot(of path: String) -> String {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    let start = manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
      ? path : (path as NSString).deletingLastPathComponent
    var directory = (start as NSString).standardizingPath
    while true {
      let names = (try? manager.contentsOfDirectory(atPath: directory)) ?? []
      if names.contains(where: { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
        return directory
      }
      if names.contains(".git") { return directory }
      let parent = (directory as NSString).deletingLastPathComponent
      if parent == directory || parent.isEmpty { return (start as NSString).standardizingPath }
      directory = parent
    }
  }

  /// The `project.pbxproj` of Xcode projects in the scanned directories (or one level below them) or,
  /// failing that, in the nearest directory above them that has one.
  private static func xcodeProjects(near paths: [String]) -> [String] {
    let manager = FileManager.default
    func projects(in directory: String) -> [String] {
      ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        .filter { $0.hasSuffix(".xcodeproj") }
        .map { directory + "/" + $0 + "/project.pbxproj" }
        .filter { manager.fileExists(atPath: $0) }
    }
    var found: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      let directory = manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        ? path : (path as NSString).deletingLastPathComponent
      var near = projects(in: directory)
      for child in ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).sorted()
      where !child.hasPrefix(".") && !child.hasSuffix(".xcodeproj") && !skippedDirectoryNames.contains(child) {
        near += projects(in: directory + "/" + child)
      }
      var above = (directory as NSString).deletingLastPathComponent
      while near.isEmpty && above != "/" && !above.isEmpty {
        near = projects(in: above)
        above = (above as NSString).deletingLastPathComponent
      }
      found += near
    }
    return Array(Set(found)).sorted()
  }

  /// Reads every file, context files last; the caller decides how to report the ones that fail.
  /// A directory that could not be listed is a failure too.
  public func read(
    relativeTo currentDirectory: String = FileManager.default.currentDirectoryPath, jobs: Int = Parallel.defaultJobs,
    maximumFileBytes: Int = Workspace.defaultMaximumFileBytes
  ) -> [Result<SourceFile, Failure>] {
    unreadableDirectories.map { .failure(.unreadable($0, reason: "a directory that cannot be listed (permission denied)")) }
      + Parallel.map(filePaths + contextPaths, jobs: jobs) { [absolute = Self.absolutePaths(in: currentDirectory)] path -> Result<SourceFile, Failure> in
      let absolute = absolute(path)
      // Reading a FIFO waits for a writer, and a device may never end: regular files only.
      var info = stat()
      if stat(absolute, &info) != 0, errno == ENOENT, lstat(absolute, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: absolute)) ?? "a missing file"
        return .failure(.danglingLink(path, target: target))
      }
      guard stat(absolute, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
        return .failure(.unreadable(path, reason: Self.whyUnreadable(absolute)))
      }
      // The size the file system gives is exact and costs nothing; a file past it is never opened.
      guard info.st_size <= maximumFileBytes else { return .failure(.tooLarge(path, bytes: Int(info.st_size), limit: maximumFileBytes)) }
      guard let data = FileManager.default.contents(atPath: absolute) else {
        return .failure(.unreadable(path, reason: Self.whyUnreadable(absolute)))
      }
      // Text that is not UTF-8 (a Latin-1 comment) would be changed by decoding it: never touch it.
      guard String(validating: data, as: UTF8.self) != nil else {
        return .failure(.unreadable(path, reason: "not valid UTF-8; Narrow reads and writes UTF-8 only"))
      }
      return .success(SourceFile(path: path, bytes: [UInt8](data)))
    }
  }

  /// Each path with its symbolic links resolved. A directory is resolved once for all its files,
  /// which a codebase has by the thousand.
  private static func resolvingSymbolicLinks(_ paths: [String]) -> [String] {
    var directories: [String: String] = [:]
    return paths.map { path in
      var info = stat()
      if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      }
      // Split at the last slash by hand: bridging to NSString per file was most of this loop.
      guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
      let directory = slash == path.startIndex ? "/" : String(path[..<slash])
      let resolved = directories[directory] ?? URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
      directories[directory] = resolved
      return (resolved.hasSuffix("/") ? resolved : resolved + "/") + path[path.index(after: slash)...]
    }
  }

  /// What the system says when the file is opened: a symbolic-link loop, permission, a directory.
  private static func whyUnreadable(_ path: String) -> String {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return String(cString: strerror(errno)).lowercased() }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG { return "not a regular file" }
    return "it could not be read"
  }

  static func absolute(_ path: String, in directory: String) -> String {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : URL(fileURLWithPath: directory).appendingPathComponent(path)
    return url.standardizedFileURL.path
  }

  /// `absolute` for many paths: the directory is standardised once, and a plain relative path (no
  /// empty, `.` or `..` component), which standardising leaves as it is, is joined to it directly.
  static func absolutePaths(in directory: String) -> @Sendable (String) -> String {
    let prefix = standardizedPrefix(of: directory)
    return { path in
      let isPlain = !path.isEmpty && !path.hasPrefix("/")
        && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
      return isPlain ? prefix + path : absolute(path, in: directory)
    }
  }

  public static func displayPath(_ absolute: String, relativeTo directory: String) -> String {
    displayPaths(relativeTo: directory)(absolute)
  }

  /// `displayPath` for many paths: the directory is standardised once.
  static func displayPaths(relativeTo directory: String) -> (String) -> String {
    let prefix = standardizedPrefix(of: directory)
    return { absolute in absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute }
  }

  /// The directory standardised, ending in a slash: what paths inside it start with.
  private static func standardizedPrefix(of directory: String) -> String {
    let base = URL(fileURLWithPath: directory).standardizedFileURL.path
    return base.hasSuffix("/") ? base : base + "/"
  }

  /// The Swift files under a directory (a symbolic link to one is followed), and those the
  /// ignore list leaves out.
  private static func swiftFiles(under given: String, ignoring ignore: IgnoreList) -> (kept: [String], ignored: [String], unlisted: [String]) {
    let root = given
    let listed = URL(fileURLWithPath: given).resolvingSymlinksInPath().path
    var files: [String] = []
    var ignoredFiles: [String] = []
    var unlisted: [String] = []
    // `walk` passes over a directory it cannot open without a word: ask first.
    guard access(listed, R_OK | X_OK) == 0 else { return ([], [], [root]) }
    walk(listed) { relative, isDirectory in
      let name = (relative as NSString).lastPathComponent
      if isDirectory {
        if skippedDirectoryNames.contains(name) { return false }
        if ignore.matches(relative, isDirectory: true) {
          walk(listed + "/" + relative) { file, isDirectory in
            if !isDirectory && file.hasSuffix(".swift") { ignoredFiles.append(root + "/" + relative + "/" + file) }
            return true
          }
          return false
        }
        if access(listed + "/" + relative, R_OK | X_OK) != 0 {
          unlisted.append(root + "/" + relative)
          return false
        }
        return true
      }
      guard name.hasSuffix(".swift") else { return false }
      if ignore.matches(relative, isDirectory: false) {
        ignoredFiles.append(root + "/" + relative)
      } else {
        files.append(root + "/" + relative)
      }
      return false
    }
    return (files.sorted(), ignoredFiles.sorted(), unlisted.sorted())
  }

  /// Every entry under `directory`, as a path relative to it, with whether it is a directory (a
  /// link to one is not, and is not followed); `visit` says whether to go into a directory.
  /// `readdir` says what an entry is without a `stat` of each, which a large codebase notices.
  private static func walk(_ directory: String, _ visit: (String, Bool) -> Bool) {
    var pending = [""]
    while let relative = pending.popLast() {
      guard let stream = opendir(relative.isEmpty ? directory : directory + "/" + relative) else { continue }
      defer { closedir(stream) }
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let path = relative.isEmpty ? name : relative + "/" + name
        var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
        if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
          var info = stat()
          isDirectory = lstat(directory + "/" + path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        }
        if visit(path, isDirectory) && isDirectory { pending.append(path) }
      }
    }
  }
}
