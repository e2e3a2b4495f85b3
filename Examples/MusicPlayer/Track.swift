import SwiftUI

struct Track: Identifiable, Hashable {
  let id: Int
  var title: String
  var artist: String
  var album: String
  /// Length in seconds.
  var duration: Int
  var playCount: Int
}

extension Track {
  /// "m:ss", as shown next to a track.
  static func formatted(seconds: Int) -> String {
    let remainder = seconds % 60
    return "\(seconds / 60):\(remainder < 10 ? "0" : "")\(remainder)"
  }
}
