#if os(Linux)
/// A view a step runs a number of times the simulation does not predict, because of values the
/// simulation does not know or a write the index does not follow: one view, one step, one rule.
struct UnpredictedRun {
  /// Why the count differs.
  enum Rule: CustomStringConvertible {
    /// The step writes the value the property already has: Swift 6.2's `@Observable` drops the
    /// write, and a child or row handed an equal value does not run.
    case equalWrite
    /// The code returns before it writes (`tick()` while paused).
    case returnsEarly(String)
    /// The view reads the value only on a branch the step does not take.
    case branchNotTaken(String)
    /// Which type conforming to a protocol a property holds is known only at run time.
    case dynamicType(String)
    /// The row the step changes is not among the rows on screen, which the values decide.
    case offScreen(String)
    /// Views appear: each new row, or presented content as it is shown, runs its body once,
    /// which the simulation of updates does not count (how many rows a replacement adds is the
    /// values' to decide).
    case appears(String)

    var description: String {
      switch self {
      case .equalWrite: "writes the value the property already has, so nothing that compares it runs"
      case .returnsEarly(let why), .branchNotTaken(let why), .dynamicType(let why), .offScreen(let why), .appears(let why): why
      }
    }
  }

  /// A step name, or a prefix of repeated steps' names (`tick` for `tick 1`, `tick 2`, …).
  struct StepName: CustomStringConvertible {
    let name: String
    func matches(_ step: String) -> Bool { step == name || step.hasPrefix(name + " ") }
    var description: String { name }
  }

  /// `Fixture/before`, `Fixture/*` for every variant of a fixture, or `Example`.
  let folder: String
  let step: StepName
  let view: String
  let because: Rule

  init(_ folder: String, _ step: String, _ view: String, because: Rule) {
    self.folder = folder
    self.step = StepName(name: step)
    self.view = view
    self.because = because
  }

  /// An event whose every step needs an excuse: what no step of it can show exactly.
  struct Unchecked {
    let folder: String
    let event: String
    let because: Rule

    func applies(to path: String) -> Bool { UnpredictedRun(folder, "", "", because: because).applies(to: path) }
  }

  /// Each is a count only the values decide, whatever the step.
  static let eventsWithoutAnExactStep: [Unchecked] = [
    .init(folder: "ConstructionVersusChange", event: "Book.load", because: .appears("loading replaces the chapters: as many rows run as it adds")),
    .init(folder: "PresentedSheet", event: "Player.openQueue", because: .appears("presenting builds the sheet's content, which appears")),
    .init(folder: "ExistentialWriter", event: "Coach.bump", because: .dynamicType("which counter the coach holds decides which label runs")),
  ]

  func applies(to path: String) -> Bool {
    let parts = path.split(separator: "/").map(String.init)
    let variant = parts.last ?? ""
    guard ["before", "recipe", "after"].contains(variant) else { return folder == variant }
    let fixture = parts.dropLast().last ?? ""
    return folder == "\(fixture)/\(variant)" || folder == "\(fixture)/*"
  }

  static let pausedTick = Rule.returnsEarly("tick() returns early while paused, so nothing is written")

  static let all: [UnpredictedRun] = [
    .init("AdoptObservationRun/after", "still paused", "PauseLabel", because: .equalWrite),
    .init("CacheComputedCart/before", "same tax rate", "CartSummary", because: .equalWrite),
    .init("HoistFieldMusic/*", "still playing", "MiniPlayer", because: .equalWrite),
    .init("IsolateOnChangeCart/*", "frother still selected", "SelectedItemBanner", because: .equalWrite),
    .init("IsolateOnChangeCart/before", "frother still selected", "CartItemList", because: .equalWrite),
    .init("IsolateOnChangeCart/after", "frother still selected", "SelectedItemIDChangeModifier", because: .equalWrite),
    .init("IsolateOnChangeCart/*", "select beans again", "SelectedItemBanner", because: .equalWrite),
    .init("IsolateOnChangeCart/before", "select beans again", "CartItemList", because: .equalWrite),
    .init("IsolateOnChangeCart/after", "select beans again", "SelectedItemIDChangeModifier", because: .equalWrite),
    .init("IsolateOnChangeChat/*", "same content", "ChatList", because: .equalWrite),
    .init("IsolateOnChangeChat/*", "same content", "MessageRow", because: .equalWrite),
    .init("IsolateOnChangeChat/after", "same content", "ContentChangeModifier", because: .equalWrite),
    .init("IsolateOnChangeMusic/before", "same track", "LibraryScreen", because: .equalWrite),
    .init("IsolateOnChangeMusic/after", "same track", "TrackIDChangeModifier", because: .equalWrite),
    .init("IsolateReadPlayer/before", "same time", "PlayerScreen", because: .equalWrite),
    .init("IsolateReadPlayer/after", "same time", "PlayerScreenCurrentTime", because: .equalWrite),
    .init("LargeValueLibrary/*", "same library", "LibraryBadge", because: .equalWrite),
    .init("LargeValueLibrary/before", "same library", "LibraryScreen", because: .equalWrite),
    .init("LargeValueLibrary/before", "same library", "Shelf", because: .equalWrite),
    .init("LargeValueLibrary/before", "same library", "ShelfHeader", because: .equalWrite),
    .init("LargeValueLibrary/before", "same library", "ShelfSection", because: .equalWrite),
    .init("PassFieldsMusic/*", "pause again", "PlaybackControls", because: .equalWrite),
    .init("RowDerivedStateFeed/before", "still at 500", "PostRow", because: .equalWrite),
    .init("RowDerivedStateViewOffset/before", "still at 500", "FeedScreen", because: .equalWrite),
    .init("RowDerivedStateViewOffset/recipe", "still at 500", "FeedScreen", because: .equalWrite),
    .init("RowObservableDownloadManager/*", "same downloads", "DownloadRow", because: .equalWrite),
    .init("RowObservableDownloads/*", "same downloads", "DownloadRow", because: .equalWrite),
    .init("RowObservableObjectDownloads/*", "same downloads", "DownloadRow", because: .equalWrite),
    .init("RowObservableFavorites/before", "same favourites", "SongRow", because: .equalWrite),
    .init("SplitObservationSkip/*", "same time", "InboxScreen", because: .equalWrite),
    .init("RowObservableProgressDictionary/after", "download 3 again at 50 %", "DownloadRow", because: .equalWrite),
    .init("RowObservableProgressDictionary/after", "download 15 at 10 %", "DownloadRow",
      because: .offScreen("download 15 is below the ten rows on screen, so no row on screen changes")),
    .init("MusicPlayer", "tick while paused", "MiniPlayer", because: pausedTick),
    .init("MusicPlayer", "tick while paused", "NowPlayingScreen", because: pausedTick),
    .init("MusicPlayer", "tick while paused", "ProgressLabel", because: pausedTick),
    .init("MusicPlayer", "tick while paused", "TrackDetails", because: pausedTick),
    .init("MusicPlayer", "tick while paused", "TrackTitle", because: pausedTick),
    .init("HoistFieldMusic/*", "tick while paused", "ListenedLabel", because: pausedTick),
    .init("HoistFieldMusic/before", "tick while paused", "MiniPlayer", because: pausedTick),
    .init("HoistFieldMusic/before", "tick while paused", "TrackHeader", because: pausedTick),
    .init("BranchGetter", "retitle unselected", "LibraryScreen",
      because: .branchNotTaken("the heading reads the selected title only on the branch taken when something is selected")),
    .init("ExistentialWriter", "bump", "LapsLabel",
      because: .dynamicType("the coach holds a step counter; which type conforming to Counter it holds is known only at run time")),
    .init("ConstructionVersusChange", "load", "ChapterRow", because: .appears("load replaces the chapters with two")),
    .init("PresentedSheet", "open the queue", "QueueSheet", because: .appears("opening the queue shows the sheet, which builds its content")),
    .init("SkipEqualWritesDownloads/*", "first poll", "DownloadRow", because: .appears("the first poll fills the empty list: its twenty rows appear")),
    .init("SkipEqualWritesDownloads/*", "poll, nothing new", "DownloadRow", because: .equalWrite),
  ]
}
#endif
