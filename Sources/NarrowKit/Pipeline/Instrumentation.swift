import Foundation

/// `narrow instrument`: three lines at the top of each named view's body that log, in a debug
/// build, why the body ran; `--evidence` then reads the log of the user's own run. Removing takes
/// out exactly those lines, known by the comment they carry, and nothing a person wrote.
public enum Instrumentation {
  /// The comment on the inserted line, by which `--remove` knows it.
  static let marker = "// added by narrow instrument"

  public struct Plan: Sendable {
    public var changes: [FileChange] = []
    /// The views given the lines; for `removing`, the file of each block taken out.
    public var places: [String] = []
    /// Views named that are left alone, each with why.
    public var skipped: [(view: String, reason: String)] = []

    public var diff: String { changes.map { UnifiedDiff.make(file: $0.file, newText: $0.newText) }.joined() }
  }

  /// The lines for each view named. `_logChanges()` writes to the unified log (subsystem
  /// `com.apple.SwiftUI`) and needs iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1; where the
  /// code may be built for less, `_printChanges()`, which prints to standard output, is used.
  public static func adding(to views: [String], in index: Index) -> Plan {
    var plan = Plan()
    var editsByFile: [String: [TextEdit]] = [:]
    for name in views {
      guard let view = index.declaration(named: name), index.conforms(view, to: "View") else {
        plan.skipped.append((name, "no view named \(name) in the scanned code"))
        continue
      }
      guard let body = index.parts(of: view).flatMap(\.properties).first(where: { $0.name == "body" && !$0.isStatic }),
        let statements = body.getter?.statements, let file = index.file(at: statements.location.file)
      else {
        plan.skipped.append((name, "\(name) has no body written as a computed property"))
        continue
      }
      let bytes = Array(file.file.textBytes)
      let indentation = bytes.lineText(before: statements.range.start)
      guard !indentation.isEmpty, indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else {
        plan.skipped.append((name, "\(name)'s body starts on the line of its declaration, where the lines cannot stand on their own"))
        continue
      }
      if String(decoding: bytes[statements.range.start..<statements.range.end], as: UTF8.self).contains(marker) {
        plan.skipped.append((name, "\(name) is instrumented already"))
        continue
      }
      let call = index.deploymentTargets.observationSupport(forFile: file.file.path) == .available ? "_logChanges" : "_printChanges"
      let lines = "#if DEBUG\n\(indentation)let _ = Self.\(call)()  \(marker)\n\(indentation)#endif\n\(indentation)"
      editsByFile[file.file.path, default: []].append(
        TextEdit(file: file.file.path, range: ByteRange(statements.range.start, statements.range.start), replacement: lines))
      plan.places.append(name)
    }
    plan.changes = changes(editsByFile, in: index)
    return plan
  }

  /// Every block `adding` wrote, whole lines, in every scanned file.
  public static func removing(in index: Index) -> Plan {
    var plan = Plan()
    var editsByFile: [String: [TextEdit]] = [:]
    for file in index.files {
      let text = file.file.text
      guard text.contains(marker) else { continue }
      var offset = 0
      var lines: [(range: ByteRange, text: Substring)] = []
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let length = line.utf8.count + 1
        lines.append((ByteRange(offset, min(offset + length, text.utf8.count)), line))
        offset += length
      }
      for call in lines.indices.dropFirst().dropLast() where isInsertedCall(lines[call].text) {
        guard lines[call - 1].text.trimmingCharacters(in: .whitespaces) == "#if DEBUG",
          lines[call + 1].text.trimmingCharacters(in: .whitespaces) == "#endif"
        else { continue }
        editsByFile[file.file.path, default: []].append(
          TextEdit(file: file.file.path, range: ByteRange(lines[call - 1].range.start, lines[call + 1].range.end), replacement: ""))
        plan.places.append(file.file.path)
      }
    }
    plan.changes = changes(editsByFile, in: index)
    return plan
  }

  /// `let _ = Self._logChanges()  // added by narrow instrument`, as `adding` writes it.
  private static func isInsertedCall(_ line: Substring) -> Bool {
    let text = line.trimmingCharacters(in: .whitespaces)
    return text == "let _ = Self._logChanges()  \(marker)" || text == "let _ = Self._printChanges()  \(marker)"
  }

  private static func changes(_ editsByFile: [String: [TextEdit]], in index: Index) -> [FileChange] {
    editsByFile.keys.sorted().compactMap { path in
      index.file(at: path).map { FileChange(file: $0.file, newText: TextEdit.apply(editsByFile[path]!, to: $0.file)) }
    }
  }
}
