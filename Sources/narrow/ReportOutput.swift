import Foundation
import NarrowKit

/// A run's report in the format asked for, on its stream or in the report file.
extension Commands {
  /// A line of a file as it is on disk, for SARIF's UTF-16 columns.
  static func lineOfFile(_ path: String, _ line: Int) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    return line >= 1 && line <= lines.count ? String(decoding: lines[line - 1], as: UTF8.self) : nil
  }

  /// The report in the format asked for; the commands that print a report take no other.
  static func render(_ report: Report, _ arguments: Arguments) throws -> String {
    let format = ReportFormats.named(arguments.format.name) ?? TextReport.self
    return try format.render(report, in: context(arguments))
  }

  private static func context(_ arguments: Arguments) -> ReportContext {
    ReportContext(directory: FileManager.default.currentDirectoryPath, lineText: lineOfFile, textStyle: textStyle(arguments))
  }

  /// `--verbose`, `--quiet` and `scan --skipped`; the line counting skips says how to list them.
  /// Colour is for the stream the report goes to: standard output for scan, standard error for
  /// diff and apply, whose standard output is the diff.
  static func textStyle(_ arguments: Arguments) -> TextReport.Style {
    let detail: TextReport.Style.Detail = arguments.verbose ? .verbose : arguments.quiet ? .quiet : .compact
    let hint = arguments.command == "scan" ? "'narrow scan --skipped' lists each with its reason" : "--verbose lists each with its reason"
    let stream = arguments.command == "scan" ? STDOUT_FILENO : STDERR_FILENO
    let color = Color(arguments.color, isTerminal: Color.isTerminal(stream))
    return TextReport.Style(detail: detail, listSkipped: arguments.skipped, skippedHint: hint, highlight: color.highlight, spell: Self.option)
  }

  /// A hint of the kit as the option that does it.
  @Sendable static func option(_ hint: Hint) -> String {
    switch hint.action {
    case .acceptReview: return "--accept review"
    case .onlyTarget: return "--only \(hint.value ?? "TARGET")"
    case .widenEffect: return "--effect possible"
    case .allowDirty: return "--allow-dirty"
    }
  }

  static func writeReportFile(_ report: Report, _ arguments: Arguments) throws {
    guard let path = arguments.reportFile else { return }
    do {
      let text = try ReportFormats.forFile(path).render(report, in: context(arguments))
      try StandardStreams.writeFile(text, to: path)
    } catch let failure as StandardStreams.WriteFailure {
      throw StandardStreams.ReportNotWritten(path: path, reason: failure.reason)
    }
  }
}
