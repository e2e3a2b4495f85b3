import SwiftUI

@Observable
final class Feed {
  var posts: [String]
  var samples: [Int] = []
  @ObservationIgnored var onRefresh: (() -> Void)?

  init(posts: [String]) {
    self.posts = posts
    onRefresh = { [weak self] in self?.posts.removeAll() }
  }

  var count: Int { posts.count }
}

@Observable
final class Meter {
  var samples: [Int] = []

  var peak: Int { samples.max() ?? 0 }
  var sum: Int { samples.reduce(0, +) }
}

struct FeedBadge: View {
  let feed: Feed
  let meter: Meter
  var body: some View { Text("\(feed.count) \(meter.peak) \(meter.sum)") }
}
