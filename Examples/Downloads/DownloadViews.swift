import SwiftUI

struct DownloadsScreen: View {
  let manager: DownloadManager

  var body: some View {
    List {
      Text("\(manager.downloads.count) in progress")
        .font(.headline)
      ForEach(manager.downloads) { download in
        DownloadRow(download: download)
          .onTapGesture { manager.pause(download.id) }
      }
      Text("Completed")
        .font(.headline)
      ForEach(manager.completed) { entry in
        CompletedRow(entry: entry)
      }
    }
  }
}

/// Its progress changes independently of the other rows, but the screen's list is evaluated
/// again for every change of any row.
struct DownloadRow: View {
  let download: Download

  var body: some View {
    HStack {
      Text(download.fileName)
      Spacer()
      Text(download.isPaused ? "Paused" : "\(download.percent)%")
        .monospacedDigit()
    }
  }
}

/// Rows of values that never change: nothing to gain from giving each its own model.
struct CompletedRow: View {
  let entry: CompletedDownload

  var body: some View {
    HStack {
      Image(systemName: "checkmark.circle")
      Text(entry.fileName)
      Spacer()
      Text(entry.size)
        .foregroundStyle(.secondary)
    }
  }
}
