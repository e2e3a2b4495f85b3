import Foundation
import NarrowKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and error, and to report files, saying when a write fails: a
/// closed pipe, a full disk. Foundation's `FileHandle.write(_:)` stops the program instead, and
/// a closed pipe's signal would end it without a word.
enum StandardStreams {
  /// A write to a closed pipe then fails with `EPIPE`, which Narrow reports, as git does.
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Writes all of `text`; the reason when it cannot.
  @discardableResult
  static func write(_ text: String, to descriptor: Int32) -> String? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
        #else
        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }

  /// Writes a report to `path`. A regular file (or a new one) is written whole or not at all; a
  /// device or pipe (`/dev/stdout`, `/dev/full`) is written in place, and a failed or short
  /// write is an error, not lost.
  static func writeFile(_ text: String, to path: String) throws {
    var status = stat()
    if stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
      let descriptor = open(path, O_WRONLY | O_NONBLOCK)
      guard descriptor >= 0 else { throw WriteFailure(reason: String(cString: strerror(errno))) }
      defer { close(descriptor) }
      if let reason = write(text, to: descriptor) { throw WriteFailure(reason: reason) }
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw WriteFailure(reason: PlainErrors.reason(error, writing: path))
    }
  }

  struct WriteFailure: Error {
    let reason: String
  }

  /// A report (or baseline) that could not be written where it was asked for: not a usage error.
  struct ReportNotWritten: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var what = "the report"
    var description: String { "cannot write \(what) to \(path): \(reason)" }
  }
}
