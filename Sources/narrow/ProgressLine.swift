import Foundation
import NarrowKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line on standard error that says where a long run is, rewritten in place; only when
/// standard error is a terminal, so logs and pipes never see it.
final class ProgressLine: Sendable {
  static let shared = ProgressLine()
  private let isTerminal = isatty(STDERR_FILENO) == 1

  func show(_ progress: PipelineProgress) {
    guard isTerminal else { return }
    let text: String
    switch progress {
    case .indexing(let files): text = "narrow: indexing \(files) file\(files == 1 ? "" : "s")…"
    case .round(let round, let selected): text = "narrow: round \(round), \(selected) proposal\(selected == 1 ? "" : "s") selected…"
    }
    StandardStreams.write("\r\u{1B}[K" + text, to: STDERR_FILENO)
  }

  /// Clears the line before the report is printed.
  func clear() {
    guard isTerminal else { return }
    StandardStreams.write("\r\u{1B}[K", to: STDERR_FILENO)
  }
}
