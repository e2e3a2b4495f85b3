import Foundation

extension RowObservableTransform {
  /// The download list with one piece of text replaced.
  private static func changed(_ part: WritableKeyPath<Parts, String>, _ old: String, _ new: String) -> String {
    var parts = Parts()
    parts[keyPath: part] = parts[keyPath: part].replacingOccurrences(of: old, with: new)
    return downloads(element: parts.element, store: parts.store, list: parts.list, row: parts.row)
  }

  private struct Parts {
    var element = RowObservableTransform.element
    var store = RowObservableTransform.store
    var list = RowObservableTransform.list
    var row = RowObservableTransform.row
  }


  static var skipExamples: [TransformExample] {
    [
      .skips("rows that are not given the element whole",
        source: changed(\.list, "List(store.downloads) { download in\n      DownloadRow(download: download)",
          "List(store.downloads.indices, id: \\.self) { index in\n      DownloadRow(download: store.downloads[index])"),
        rule: RowObservableSkip.isNotShownAsRows),
      // An entry a view reads in its body must be observed: only Observation's entries are.
      TransformExample("a dictionary's entries in a codebase built for iOS 16, where a view could not observe an entry it reads",
        files: ["Store.swift": inheritedStore, "Views.swift": inheritedViews,
          "Package.swift": inheritedPackage.replacingOccurrences(of: ".v17", with: ".v16")],
        .skips(RowObservableSkip.observationUnavailable, saying: "Package.swift targets iOS 16, and @Observable needs iOS 17")),
      TransformExample("a dictionary's entries in a codebase whose deployment target is not known",
        files: ["Store.swift": inheritedStore, "Views.swift": inheritedViews], .skips(RowObservableSkip.observationUnavailable)),
      .skips("rows keyed by the element itself",
        source: changed(\.list, "List(store.downloads)", "List(store.downloads, id: \\.self)"),
        rule: SharedSkip.keyedByElementItself),
      .skips("rows keyed differently in two lists",
        source: changed(\.list, "    }\n  }\n}", "    }\n    List(store.downloads, id: \\.name) { download in\n      DownloadRow(download: download)\n    }\n  }\n}"),
        rule: SharedSkip.keyedDifferently),
      .skips("an id that can change",
        source: changed(\.element, "let id: Int", "var id: Int"), rule: SharedSkip.keyIsAVar, saying: "is a var: Download has no stable id"),
      .skips("an id that is computed",
        source: changed(\.element, "  let id: Int\n", "  var id: String { name }\n"), rule: SharedSkip.keyIsNotStored, saying: "which keys the rows, is not a stored property"),
      .skips("an id whose type is not written",
        source: changed(\.element, "let id: Int", "let id = makeID()"), rule: SharedSkip.keyHasNoWrittenType),
      .skips("an element that is little more than the changing field",
        source: changed(\.element, "  var name: String\n", "").replacingOccurrences(of: "download.name", with: "download.id"),
        rule: RowObservableSkip.wouldConvertTheValueModelWholesale),
      .skips("a method that changes most fields at once",
        source: changed(\.element, "  var progress = 0.0\n", "  var progress = 0.0\n  var speed = 0.0\n")
          .replacingOccurrences(of: "downloads[index].progress = progress", with: "downloads[index].progress = progress\n      downloads[index].speed = progress"),
        rule: RowObservableSkip.rowsChangeMostFieldsTogether),
      .skips("a write in the model's initialiser",
        source: changed(\.store, "  func report", "  init() {\n    downloads[0].progress = 1\n  }\n\n  func report"),
        rule: RowObservableSkip.writtenInAnInitialiser),
      .skips("a write of a computed field",
        source: changed(\.element, "  var progress = 0.0\n", "  var progress = 0.0\n  var title: String {\n    get { name }\n    set { name = newValue }\n  }\n")
          .replacingOccurrences(of: "downloads[index].progress = progress", with: "downloads[index].title = \"\\(progress)\""),
        rule: RowObservableSkip.fieldIsNotStored, saying: "is not a stored property of Download"),
      .skips("a field with a property wrapper",
        source: changed(\.element, "var progress = 0.0", "@Clamped var progress = 0.0"), rule: RowObservableSkip.hasWrapper, saying: "has @Clamped"),
      .skips("a field with observers",
        source: changed(\.element, "var progress = 0.0", "var progress = 0.0 {\n    didSet { print(progress) }\n  }"),
        rule: RowObservableSkip.hasPropertyObservers),
      .skips("a field that shares its declaration",
        source: changed(\.element, "var progress = 0.0", "var progress = 0.0, speed = 0.0"), rule: RowObservableSkip.fieldSharesDeclaration),
      .skips("a field whose type is not written",
        source: changed(\.element, "var progress = 0.0", "var progress = Download.start"), rule: RowObservableSkip.hasNoWrittenType),
      .skips("a private field",
        source: changed(\.element, "var progress = 0.0", "private var progress = 0.0"), rule: RowObservableSkip.itsStateCouldNotStartFromIt),
      .skips("a field reached through a key path",
        source: changed(\.store, "  func report", "  var amounts: [Double] { downloads.map(\\.progress) }\n\n  func report"),
        rule: RowObservableSkip.keyPathIn),
      .skips("an element compared by a hand-written ==",
        source: downloads() + "\nextension Download: Equatable {\n  static func == (lhs: Download, rhs: Download) -> Bool { lhs.progress == rhs.progress }\n}\n",
        rule: RowObservableSkip.compares, saying: "compares progress"),
      .skips("an element that uses the field itself",
        source: changed(\.element, "  var progress = 0.0\n", "  var progress = 0.0\n  var percent: Int { Int(progress * 100) }\n"),
        rule: RowObservableSkip.elementUsesFieldItself),
      .skips("an element nested in another type",
        source: changed(\.element, "struct Download: Identifiable {\n  let id: Int\n  var name: String\n  var progress = 0.0\n}\n",
          "enum Transfers {\n  struct Download: Identifiable {\n    let id: Int\n    var name: String\n    var progress = 0.0\n  }\n}\n")
          .replacingOccurrences(of: ": Download", with: ": Transfers.Download")
          .replacingOccurrences(of: "[Download]", with: "[Transfers.Download]"),
        rule: RowObservableSkip.nestedInAnotherType),
      .skips("a field whose type only the element can name",
        source: changed(\.element, "  var progress = 0.0\n", "  var progress: Amount = .zero\n\n  private enum Amount {\n    case zero\n  }\n"),
        rule: RowObservableSkip.cannotBeWrittenBeside, saying: "the type of Download.progress cannot be written beside Download"),
      .skips("a collection that shares its declaration",
        source: changed(\.store, "var downloads: [Download] = []", "var downloads: [Download] = [], archived: [Download] = []"),
        rule: RowObservableSkip.collectionSharesDeclaration),
      .skips("a collection with observers",
        source: changed(\.store, "var downloads: [Download] = []", "var downloads: [Download] = [] {\n    didSet { print(downloads.count) }\n  }"),
        rule: RowObservableSkip.hasPropertyObserversAlready),
      .skips("a model that already has states",
        source: changed(\.store, "  func report", "  var states: [String] = []\n\n  func report"), rule: RowObservableSkip.nameTaken),
      .skips("an open model",
        source: changed(\.store, "final class DownloadStore", "open class DownloadStore"), rule: RowObservableSkip.isOpen),
      .skips("a row with its own initialiser",
        source: changed(\.row, "  var body", "  init(download: Download) {\n    self.download = download\n  }\n\n  var body"),
        rule: SharedSkip.hasItsOwnInitialiser),
      .skips("a row that already uses the name state",
        source: changed(\.row, "  var body", "  @State private var state = 0\n\n  var body"), rule: SharedSkip.nameTaken),
      .skips("a row also built outside the rows",
        source: downloads() + "\nstruct DownloadPreview: View {\n  var body: some View {\n    DownloadRow(download: Download(id: 1, name: \"Report\"))\n  }\n}\n",
        rule: SharedSkip.builtOutsideTheRows),
      .skips("a row initialiser used as a function",
        source: downloads() + "\nlet makeRow = DownloadRow.init\n", rule: SharedSkip.initUsedElsewhere, saying: "DownloadRow.init is used at"),
      .skips("a field read by another view",
        source: downloads() + "\nstruct DownloadDetail: View {\n  let download: Download\n\n  var body: some View {\n    Text(\"\\(download.progress)\")\n  }\n}\n",
        rule: RowObservableSkip.builtOutsideTheRows, saying: "outside the rows of DownloadStore.downloads"),
      .skips("a field the model filters by",
        source: changed(\.store, "  func report", "  var finished: [Download] { downloads.filter { $0.progress == 1 } }\n\n  func report"),
        rule: RowObservableSkip.fromAValueNarrowCannotType),
      .skips("a field written through another collection",
        source: downloads() + "\nfinal class Archive {\n  var downloads: [Download] = []\n\n  func reset() {\n    downloads[0].progress = 0\n  }\n}\n",
        rule: RowObservableSkip.notThrough, saying: "not through DownloadStore.downloads"),
      .skips("a field read through an optional chain outside the rows",
        source: downloads() + "\nstruct CurrentDownload: View {\n  let current: Download?\n\n  var body: some View {\n    Text(\"\\(current?.progress ?? 0)\")\n  }\n}\n",
        rule: RowObservableSkip.builtOutsideTheRows, saying: "(`current?.progress`), outside the rows of DownloadStore.downloads"),
      .skips("a field read on a call's result",
        source: downloads() + "\nfinal class Feed {\n  func latest() -> Download { Download(id: 1, name: \"\") }\n}\n\nstruct CurrentDownload: View {\n  var body: some View {\n    Text(\"\\(Feed().latest().progress)\")\n  }\n}\n",
        rule: RowObservableSkip.usedInAWayNarrowCannotFollow),
      .skips("a field no row shows",
        source: changed(\.row, "\\(download.name): \\(download.progress)", "\\(download.name)"), rule: RowObservableSkip.noRowViewReads, saying: "no row view reads progress"),
      .skips("a state type that exists already",
        source: downloads() + "\nstruct DownloadState {}\n", rule: RowObservableSkip.typeNameTaken, saying: "DownloadState is already declared"),
      .leavesToPeople("a Codable element, whose fields are a stored format",
        source: changed(\.element, "struct Download: Identifiable {", "struct Download: Identifiable, Codable {"),
        check: "part of a stored format"),
      .skips("an ObservableObject whose rows ask a shared set about their element",
        source: downloads(store: objectStore.replacingOccurrences(of: "  func report", with: "  @Published var paused: Set<Int> = []\n\n  func pause(_ id: Int) {\n    paused.insert(id)\n  }\n\n  func report"),
          row: row.replacingOccurrences(of: "  let download: Download\n", with: "  let download: Download\n  let store: DownloadStore\n")
            .replacingOccurrences(of: "\\(download.progress)", with: "\\(store.paused.contains(download.id))"))
          .replacingOccurrences(of: "DownloadRow(download: download)", with: "DownloadRow(download: download, store: store)"),
        rule: SharedSkip.isAnObservableObject, saying: "is an ObservableObject: every write of paused"),
      .ignores("a collection whose elements are replaced whole, never one field",
        source: changed(\.store, "downloads[index].progress = progress", "downloads[index] = Download(id: id, name: \"\\(progress)\")")),
    ]
  }
}
