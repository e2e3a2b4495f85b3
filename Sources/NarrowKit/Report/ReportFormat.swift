/// One form a report can be written in. A format is a type of its own file that conforms, plus
/// its line in `ReportFormats.all`: the command line's `--format` choices, its help, its
/// completions and `--report FILE` all come from that list.
public protocol ReportFormat: Sendable {
  /// The word `--format` takes.
  static var name: String { get }
  /// Who or what it is for, for `--help`.
  static var purpose: String { get }
  /// The extension of a `--report FILE` that is written in this format; nil when it is not one
  /// to keep in a file.
  static var fileExtension: String? { get }
  static func render(_ report: Report, in context: ReportContext) throws -> String
}

extension ReportFormat {
  public static var fileExtension: String? { nil }
}

/// What a format may need besides the report: the directory Narrow ran in (paths are relative to
/// it), a file's line as it is on disk (SARIF counts columns in UTF-16), and how the text report
/// is styled.
public struct ReportContext {
  public var directory: String
  public var lineText: (String, Int) -> String?
  public var textStyle: TextReport.Style

  public init(directory: String, lineText: @escaping (String, Int) -> String? = { _, _ in nil }, textStyle: TextReport.Style = .init()) {
    (self.directory, self.lineText, self.textStyle) = (directory, lineText, textStyle)
  }
}

/// Every report format, the default first.
public enum ReportFormats {
  public static let all: [any ReportFormat.Type] = [
    TextReport.self, JSONReport.self, SARIFReport.self, XcodeReport.self, GitHubReport.self, MarkdownReport.self,
  ]

  public static func named(_ name: String) -> (any ReportFormat.Type)? { all.first { $0.name == name } }

  /// The format a `--report FILE` is written in: the one its extension names, else JSON.
  public static func forFile(_ path: String) -> any ReportFormat.Type {
    all.first { format in format.fileExtension.map { path.hasSuffix("." + $0) } == true } ?? JSONReport.self
  }

  /// The extensions `--report FILE` takes.
  public static var fileExtensions: [String] { all.compactMap { $0.fileExtension } }
}

/// The report as JSON, as `Docs/report-schema.md` describes it.
public enum JSONReport: ReportFormat {
  public static let name = "json"
  public static let purpose = "JSON follows Docs/report-schema.md"
  public static let fileExtension: String? = "json"
  public static func render(_ report: Report, in context: ReportContext) throws -> String { try report.json() }
}
