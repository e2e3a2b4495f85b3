import SwiftUI

/// The files of a transfer; the screen observes the transfer only to log its progress.
struct TransferScreen: View {
  @EnvironmentObject var transfer: Transfer
  let log: ProgressLog
  @State private var files = ["Keynote.mov", "Slides.pdf", "Notes.txt", "Demo.mov"]

  var body: some View {
    List {
      ForEach(files, id: \.self) { file in
        Text(file)
      }
    }
    .onChange(of: transfer.progress) { progress in
      log.record(progress)
    }
  }
}
