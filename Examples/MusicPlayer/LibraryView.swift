import SwiftUI

struct LibraryView: View {
  let library: Library

  var body: some View {
    List(library.tracks) { track in
      TrackRow(track: track)
    }
  }
}

/// One track in the library. Rows whose track did not change are not updated.
struct TrackRow: View {
  let track: Track

  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text(track.title)
          .font(.headline)
        Text(track.artist)
          .font(.subheadline)
      }
      Spacer()
      Text(Track.formatted(seconds: track.duration))
        .foregroundStyle(.secondary)
    }
  }
}
