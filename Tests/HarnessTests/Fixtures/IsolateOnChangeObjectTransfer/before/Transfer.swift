import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SwiftUI

/// A transfer below iOS 17: each chunk received advances the progress, and every view that
/// observes the transfer runs for it.
@MainActor
final class Transfer: ObservableObject {
  @Published var progress = 0.0
  @Published var isPaused = false

  func receiveChunk() {
    progress += 0.1
  }
}

/// Reports each chunk of the download to the transfer, as URLSession delivers them.
final class TransferDelegate: NSObject, URLSessionDownloadDelegate {
  let transfer: Transfer

  init(transfer: Transfer) {
    self.transfer = transfer
  }

  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
    totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
  ) {
    MainActor.assumeIsolated { transfer.receiveChunk() }
  }

  func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {}
}

/// Where the screen records each step of the progress, for the transfer history.
@MainActor
final class ProgressLog {
  private(set) var entries: [Double] = []

  func record(_ progress: Double) {
    entries.append(progress)
  }
}
