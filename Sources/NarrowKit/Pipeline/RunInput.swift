import Foundation

/// What a run reads from disk, read once: the Swift files asked for and their context, the
/// listing they came from, and what the packages and projects around them declare.
public struct RunInput: Sendable {
  let sources: [SourceFile]
  let failures: [Workspace.Failure]
  let scope: ScanScope
  /// Every file the run reads or tries to read, shown relative to the directory it runs in where
  /// they are inside it: the Swift files and their context, the texts a `.narrowignore` leaves
  /// out, the manifests, Xcode projects and `.xcconfig` files. No output of the run may replace one.
  public let readFiles: [String]
  /// A hash of everything above and of the build of Narrow reading it. Two runs with equal
  /// digests and equal requests have equal results, so a caller may keep a result under it.
  public let digest: String
  /// No Swift file was found to read, readable or not.
  public var hasNoSwiftFile: Bool { sources.isEmpty && failures.isEmpty }

  public static func read(_ request: RunRequest) throws -> RunInput {
    let workspace = try Workspace(
      paths: request.paths, currentDirectory: request.currentDirectory, exclude: request.exclude, projectContext: request.projectContext)
    let reads = workspace.read(
      relativeTo: request.currentDirectory, jobs: request.jobs, maximumFileBytes: request.settings[TransformCatalog.maximumFileBytes])
    let failures = reads.compactMap { read -> Workspace.Failure? in
      if case .failure(let failure) = read { return failure }
      return nil
    }
    let unread = failures.compactMap { failure -> (path: String, why: String)? in
      switch failure {
      case .unreadable(let path, _): return (path, "it could not be read")
      case .tooLarge(let path, _, _): return (path, "it is over the size limit for one file")
      case .missingPath, .danglingLink: return nil
      }
    }
    let ignored = workspace.ignoredPaths.map { path in
      (path: path, why: "a .narrowignore leaves it out",
       text: FileManager.default.contents(atPath: Workspace.absolute(path, in: request.currentDirectory)).map { String(decoding: $0, as: UTF8.self) })
    }
    let scope = ScanScope(
      modules: workspace.modules.missing(unread.map(\.path)),
      deploymentTargets: request.deploymentTarget.map(DeploymentTargets.overridden) ?? workspace.deploymentTargets,
      configurations: BuildConfigurations(
        platform: request.platform, files: workspace.filePaths + workspace.contextPaths, modules: workspace.modules),
      contextPaths: Set(workspace.contextPaths),
      unseen: ignored + unread.map { (path: $0.path, why: $0.why, text: nil) })
    let sources = reads.compactMap { try? $0.get() }
    let display = Workspace.displayPaths(relativeTo: request.currentDirectory)
    let readFiles = workspace.filePaths + workspace.contextPaths + workspace.ignoredPaths + workspace.buildFiles.map { display($0.path) }
    return RunInput(
      sources: sources, failures: failures, scope: scope, readFiles: readFiles, digest: digest(of: workspace, sources, failures, ignored))
  }

  private static func digest(
    of workspace: Workspace, _ sources: [SourceFile], _ failures: [Workspace.Failure], _ ignored: [(path: String, why: String, text: String?)]
  ) -> String {
    var digest = ContentDigest()
    digest.addPart("narrow run input 1")
    func add(_ text: String) { digest.addPart(text) }
    add(FactCache.currentStamp)
    for list in [workspace.filePaths, workspace.contextPaths, workspace.ignoredPaths, workspace.unreadableDirectories] {
      add(String(list.count))
      list.forEach(add)
    }
    for source in sources {
      add(source.path)
      add(String(source.originalBytes.count))
      digest.add(source.originalBytes)
    }
    failures.map(\.description).forEach(add)
    for file in ignored {
      add(file.path)
      add(file.text.map { ContentDigest.of($0.utf8) } ?? "unread")
    }
    for file in workspace.buildFiles {
      add(file.path)
      add(file.digest)
    }
    return digest.value
  }
}
