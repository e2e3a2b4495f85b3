import Foundation
import NarrowKit

/// Where `--report` and `--write-baseline` may write. An output never replaces a Swift source
/// file, a file the run reads or a directory: each is refused (exit 2) before anything is written.
enum OutputPaths {
  /// `.swift` in any case: on a case-insensitive volume `Track.SWIFT` is `Track.swift`.
  static func namesSwiftSource(_ path: String) -> Bool {
    (path as NSString).pathExtension.lowercased() == "swift"
  }

  /// Refuses an output that is a directory or one of the files the run reads. A file is known by
  /// its device and inode, not by its name, so a link to a source, or another case of its name on
  /// a case-insensitive volume, is the source.
  static func check(_ arguments: Arguments, settings: Settings, input: RunInput) throws {
    let directory = FileManager.default.currentDirectoryPath
    for (option, path, what) in outputs(arguments) {
      var output = stat()
      // A file that does not exist yet replaces nothing.
      guard stat(path, &output) == 0 else { continue }
      if (output.st_mode & S_IFMT) == S_IFDIR {
        throw Arguments.UsageError(message: "\(option) \(path) is a directory; give the path of a file")
      }
      var reads = input.readFiles + [settings.configurationFile].compactMap { $0 } + settings.evidence.value
      // The baseline a scan reads may be replaced by the one it writes: that is how it is brought up to date.
      if option == "--report", let baseline = arguments.baseline { reads.append(baseline) }
      if let read = reads.first(where: { isFile($0, output) }) {
        throw Arguments.UsageError(message:
          "\(option) \(path) is \(Workspace.displayPath(read, relativeTo: directory)), a file this run reads, which \(what) would replace; give another path")
      }
    }
  }

  /// `--report PATH` for `apply`, checked before any source is written, so that a path the report
  /// cannot be written to never leaves sources rewritten and the command failed.
  static func checkReportIsWritable(_ arguments: Arguments) throws {
    guard let path = arguments.reportFile else { return }
    let existed = FileManager.default.fileExists(atPath: path)
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
    guard descriptor >= 0 else {
      let reason = PlainErrors.whyUnwritable(path) ?? String(cString: strerror(errno))
      throw Arguments.UsageError(message: "cannot write the report to \(path): \(reason); nothing was written")
    }
    close(descriptor)
    if !existed { unlink(path) }
  }

  private static func outputs(_ arguments: Arguments) -> [(option: String, path: String, what: String)] {
    [arguments.reportFile.map { ("--report", $0, "the report") }, arguments.writeBaseline.map { ("--write-baseline", $0, "the baseline") },
     arguments.htmlFile.map { ("--html", $0, "the page") }]
      .compactMap { $0 }
  }

  private static func isFile(_ path: String, _ output: stat) -> Bool {
    var read = stat()
    return stat(path, &read) == 0 && read.st_dev == output.st_dev && read.st_ino == output.st_ino
  }
}
