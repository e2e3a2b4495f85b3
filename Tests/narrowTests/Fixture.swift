/// A small multi-file SwiftUI app, with a CRLF file, a file with a byte-order mark and a broken file.
enum Fixture {
  static let track = """
    import SwiftUI

    struct Track: Identifiable {
      let id: Int
      var title: String
      var artist: String
      var album: String
      var playCount: Int
    }

    /// Plays tracks and credits each one it finishes.
    @Observable
    final class Player {
      var current: Track

      init(current: Track) {
        self.current = current
      }

      func finish() {
        current.playCount += 1
      }
    }

    struct NowPlaying: View {
      let player: Player
      var body: some View { Library(tracks: [player.current]).onContinuousHover { _ in player.finish() } }
    }

    """

  /// CRLF line endings.
  static let row = """
    import SwiftUI

    struct TrackRow: View {
      let track: Track
      var body: some View {
        HStack { Text(track.title); Text(track.artist) }
      }
    }

    """.replacingOccurrences(of: "\n", with: "\r\n")

  static let badge = """
    import SwiftUI

    struct AlbumBadge: View {
      let track: Track
      init(track: Track) {
        self.track = track
      }
      var body: some View { Text(track.album) }
    }

    struct TrackDetail: View {
      let track: Track
      var body: some View {
        VStack { Text(track.title); Text(track.artist); Text(track.album); Text("\\(track.playCount)") }
      }
    }
    """

  /// Starts with a byte-order mark and has no newline at the end.
  static let library: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("""
    import SwiftUI

    struct Library: View {
      let tracks: [Track]
      var body: some View {
        List(tracks) { track in
          TrackRow(track: track)
          AlbumBadge(track: track)
          TrackDetail(track: track)
        }
      }
    }

    #Preview {
      let sample = Track(id: 1, title: "Song", artist: "Band", album: "LP", playCount: 0)
      TrackRow(track: sample)
    }
    """.utf8)

  static let broken = """
    import SwiftUI

    struct Broken: View {
      var body: some View { Text("unterminated
    }

    """

  static var files: [String: [UInt8]] {
    [
      "App/Track.swift": Array(track.utf8),
      "App/TrackRow.swift": Array(row.utf8),
      "App/AlbumBadge.swift": Array(badge.utf8),
      "App/Library.swift": library,
      "App/Broken.swift": Array(broken.utf8),
    ]
  }
}
