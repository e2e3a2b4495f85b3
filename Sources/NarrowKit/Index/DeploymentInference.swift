extension DeploymentTargets {
  /// These targets, with the lowest bounds that the files nothing declares for set themselves by
  /// using versioned APIs outside any availability check.
  ///
  /// Test code does not count (a test target has settings of its own), nor does a use whose name
  /// the codebase declares itself (a back-port of `onChange`, a `Model` of its own) or whose file
  /// imports none of the modules that declare it.
  func inferring(from files: [FileFacts]) -> DeploymentTargets {
    let declaredNames = Set(files.lazy.flatMap(\.types).flatMap { [$0.name] + $0.methods })
    var found: [Inferred] = []
    for file in files.sorted(by: { $0.file.path < $1.file.path })
    where !isDeclared(forFile: file.file.path) && !SourceFile.isTestCode(file.file.path) {
      let imported = Set(file.imports.map(\.module))
      for use in file.versionedAPIUses.sorted(by: { $0.location < $1.location }) where !declaredNames.contains(use.api.declaredName) {
        if let modules = use.api.modules, modules.isDisjoint(with: imported) { continue }
        guard !found.contains(where: { $0.versions == use.api.firstReleases }) else { continue }
        found.append(Inferred(versions: use.api.firstReleases, api: use.api.name, place: use.location.description))
      }
    }
    return with(inferred: found)
  }
}
