/// The imports a proposal adds to the files its copied code lands in.
struct ImportEdits {
  private var byFile: [String: [String: String]] = [:]

  /// Notes the modules a relocated type needs in `file`.
  mutating func add(_ relocated: RelocatedType, in file: String) {
    byFile[file, default: [:]].merge(relocated.imports) { first, _ in first }
  }

  /// Notes a module `file` must import, and why.
  mutating func add(module: String, reason: String, in file: String) {
    byFile[file, default: [:]][module] = byFile[file]?[module] ?? reason
  }

  /// One insertion per file, after its last import, and a line of evidence per module.
  func edits(in index: Index) -> (edits: [TextEdit], evidence: [String]) {
    var edits: [TextEdit] = []
    var evidence: [String] = []
    for (file, modules) in byFile.sorted(by: { $0.key < $1.key }) where !modules.isEmpty {
      guard let facts = index.file(at: file) else { continue }
      let point = facts.importInsertionPoint
      let text = facts.file.textBytes
      let needsBreak = point > 0 && point == text.count && text.last != UInt8(ascii: "\n")
      let lines = modules.keys.sorted().map { "import \($0)\n" }.joined()
      edits.append(TextEdit(file: file, range: ByteRange(point, point), replacement: (needsBreak ? "\n" : "") + lines))
      evidence += modules.keys.sorted().map { "adds `import \($0)` to \(file): \(modules[$0]!)" }
    }
    return (edits, evidence)
  }
}
