/// Skips of how a dictionary written one key at a time is declared.
extension RowObservableTransform {
  /// The keyed list with a row showing its download's progress, and the store's progress declared
  /// as `declaration` says.
  static func keyedProgress(_ declaration: String) -> String {
    keyedList(row: "Text(\"\\(download.name): \\(store.progress[download.id] ?? 0)\")")
      .replacingOccurrences(of: "  var progress: [Download.ID: Double] = [:]\n", with: "  \(declaration)\n")
  }

  static var keyedDeclarationExamples: [TransformExample] {
    [
      .skips("a dictionary declared together with another",
        source: keyedProgress("var progress: [Download.ID: Double] = [:], paused: [Download.ID: Bool] = [:]"),
        rule: RowObservableSkip.sharesItsDeclaration, saying: "DownloadStore.progress shares its declaration with other properties"),
      .skips("a dictionary that starts with what was saved",
        source: keyedProgress("var progress: [Download.ID: Double] = Self.savedProgress()\n\n  static func savedProgress() -> [Download.ID: Double] { [:] }"),
        rule: RowObservableSkip.dictionaryDoesNotStartEmpty, saying: "DownloadStore.progress does not start empty (`[:]`)"),
      // A nil value (progress not known yet) and a missing key would both read as nil from an entry.
      .skips("a dictionary of optional values",
        source: keyedProgress("var progress: [Download.ID: Double?] = [:]"),
        rule: RowObservableSkip.valuesAreOptional, saying: "the values of DownloadStore.progress are optional"),
      .skips("a dictionary private to the file",
        source: keyedProgress("fileprivate var progress: [Download.ID: Double] = [:]"),
        rule: RowObservableSkip.dictionaryIsPrivate, saying: "DownloadStore.progress is fileprivate"),
    ]
  }
}
