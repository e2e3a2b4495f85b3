extension CacheComputedTransform {
  /// Cases where the rewrite must compile where it lands and keep every value current:
  /// initialisers shared by several caches, `self` used in an initialiser, hand-written `==`.
  static let landingExamples: [TransformExample] = [
    .rewrites(
      "two caches on a class with only the implicit initialiser each start from their initial value",
      before: """
        @Observable
        final class Meter {
          var samples: [Int] = []

          var peak: Int { samples.max() ?? 0 }
          var sum: Int { samples.reduce(0, +) }
        }

        struct PeakView: View {
          let meter: Meter
          var body: some View { Text("\\(meter.peak)") }
        }

        struct SumView: View {
          let meter: Meter
          var body: some View { Text("\\(meter.sum)") }
        }
        """ + editor("Meter", "model.samples.append(1)"),
      after: """
        @Observable
        final class Meter {
          var samples: [Int] = [] {
            didSet { defer { refreshSum() }; refreshPeak() }
          }

          private(set) var peak: Int = Meter.computePeak(samples: [])

          private static func computePeak(samples: [Int]) -> Int {
            samples.max() ?? 0
          }

          private func refreshPeak() {
            let newPeak = Meter.computePeak(samples: samples)
            if newPeak != peak { peak = newPeak }
          }
          private(set) var sum: Int = Meter.computeSum(samples: [])

          private static func computeSum(samples: [Int]) -> Int {
            samples.reduce(0, +)
          }

          private func refreshSum() {
            let newSum = Meter.computeSum(samples: samples)
            if newSum != sum { sum = newSum }
          }
        }

        struct PeakView: View {
          let meter: Meter
          var body: some View { Text("\\(meter.peak)") }
        }

        struct SumView: View {
          let meter: Meter
          var body: some View { Text("\\(meter.sum)") }
        }
        """ + editor("Meter", "model.samples.append(1)"),
      verdict: .review),
    .rewrites(
      "the first value is computed once the inputs are set, before a closure captures self",
      before: """
        @Observable
        final class Feed {
          var posts: [String]
          @ObservationIgnored var onRefresh: (() -> Void)?

          init(posts: [String]) {
            self.posts = posts
            onRefresh = { [weak self] in self?.posts.removeAll() }
          }

          var count: Int { posts.count }
        }

        struct FeedBadge: View {
          let feed: Feed
          var body: some View { Text("\\(feed.count)") }
        }
        """ + editor("Feed", "model.posts.append(\"new\")"),
      after: """
        @Observable
        final class Feed {
          var posts: [String] {
            didSet { refreshCount() }
          }
          @ObservationIgnored var onRefresh: (() -> Void)?

          init(posts: [String]) {
            self.posts = posts
            self.count = Feed.computeCount(posts: posts)
            onRefresh = { [weak self] in self?.posts.removeAll() }
          }

          private(set) var count: Int

          private static func computeCount(posts: [String]) -> Int {
            posts.count
          }

          private func refreshCount() {
            let newCount = Feed.computeCount(posts: posts)
            if newCount != count { count = newCount }
          }
        }

        struct FeedBadge: View {
          let feed: Feed
          var body: some View { Text("\\(feed.count)") }
        }
        """ + editor("Feed", "model.posts.append(\"new\")"),
      verdict: .review),
    .skips(
      "an initialiser that uses self before it sets an input",
      source: cart(
        "  var count = 0\n  @ObservationIgnored var onReset: (() -> Void)?\n  init(count: Int) {\n    onReset = { [weak self] in self?.count = 0 }\n    self.count = count\n  }",
        total: "count * 2"),
      rule: CacheComputedSkip.initialiserUsesSelfEarly, saying: "uses self at Example.swift:6:5"),
    .skips(
      "a hand-written == that leaves out fields cannot guard the refresh, so nothing is spared",
      source: """
        struct Command: Equatable {
          let id: Int
          var title: String
          static func == (lhs: Command, rhs: Command) -> Bool { lhs.id == rhs.id }
        }

        @Observable
        final class Palette {
          var commands: [Command] = []

          var first: Command? { commands.first }
        }

        struct PaletteHeader: View {
          let palette: Palette
          var body: some View { Text(palette.first?.title ?? "") }
        }
        """ + editor("Palette", "model.commands[0].title = \"Open\""),
      rule: CacheComputedSkip.cannotSkipEqualValues, saying: "the refresh cannot skip equal values: the == of Command at Example.swift:4:3 leaves out fields"),
  ]
}
