import Foundation

/// A body that runs for an event, and why.
public struct BodyRun: Sendable, Hashable, Codable {
  public var view: String
  /// `reads Player.currentTime`, `input track differs: Player.track changed (Track.playCount)`.
  public var why: [String]
  /// Whether the body reads what changed, so that what it shows can change.
  public var displaysChange: Bool
  /// Only the view's row closures run: its `ForEach` builds every row again and compares each
  /// row's inputs, while the body itself does not run.
  public var rowsOnly = false
  /// Built only inside content a modifier presents (`sheet`): it runs only while that is shown.
  public var presentedBy: String? = nil
  /// It runs only when one of these values changes (`Cart.total`): every write that reaches it
  /// assigns only a value that differs (`if fresh != total { total = fresh }`). Empty when it
  /// runs on every write.
  public var onlyWhenChanging: Set<String> = []
  /// Which of its instances run: every one, or only the rows the event changes.
  public var instances: Instances = .every
  /// Built as a row, or inside one: "every instance" is each row on screen.
  public var inRows = false
  /// When it runs only through some of the places that build it (a `Card` given a closure in one
  /// place and plain text in another): how many of them, of all. Nil when every place runs it.
  var sites: SiteShare? = nil
  /// How many times each instance runs in the update: twice when an `onChange` action it has
  /// writes what it reads, which SwiftUI runs after the body and which runs it again.
  var passes = 1
  /// When only changed rows run: how many, one for each write of the collection the event makes
  /// (`append` twice is two new rows).
  var changedRows = 1

  /// Rows of a list on one screen by default: a phone's height over a row's, about 12.
  public static let screenful = 12
  /// Bodies it runs, with the model's rows on screen (`count(rowsOnScreen:)`); none when only its
  /// rows are built again.
  public var bodies = 1

  var shape: RunShape {
    RunShape(instances: instances, inRows: inRows, sites: sites, passes: passes, changedRows: changedRows,
      onlyWhenChanging: !onlyWhenChanging.isEmpty, count: bodies)
  }

  /// How many bodies run, with `rowsOnScreen` rows of each list on screen.
  func count(rowsOnScreen: Int) -> Int {
    let perSite = switch instances {
    case .every: inRows ? rowsOnScreen : 1
    case .changedRows: changedRows
    case .flippingRows: 1
    }
    return perSite * (sites?.running ?? 1) * passes
  }
}

/// Some of the places that build a view.
struct SiteShare: Sendable, Hashable, Codable {
  var running: Int
  var of: Int
}

/// Which instances of a view an event runs.
public enum Instances: String, Sendable, Hashable, Codable {
  /// Every instance: the one there is, or each row on screen when it is built in rows.
  case every
  /// Only the row whose own element, object or state the event changes, as SwiftUI compares a
  /// row's inputs and observes each object apart: one for each row changed.
  case changedRows
  /// Only the rows whose value worked out from the change flips (`isVisible(post)` as the offset
  /// moves): as many as cross the threshold, often none.
  case flippingRows
}

/// The bodies one event runs, in the order SwiftUI runs them: parents before children.
public struct Simulation: Sendable, Hashable, Codable {
  var event: Event
  public var runs: [BodyRun]

  func runs(_ view: String) -> Bool { runs.contains { $0.view == view } }
}

/// Why a body runs, with what of the change reaches it through this cause. A cause whose changes
/// a rewrite removes (`cuttable`) no longer runs the view once it is applied; the others stay.
struct RunCause: Hashable {
  var text: String
  /// `Owner.member` of what changed that this cause carries; empty for a cause no rewrite of the
  /// view's inputs removes (a closure made anew, a row keyed by its whole value).
  var carried: Set<String>
  var displays: Bool
  /// The pairs the change comes through (`Player.track` for `Track.playCount`): a rewrite that
  /// stops a view from depending on all of them cuts everything that comes through them. An
  /// `ObservableObject` observed whole runs the view through each `@Published` change: cutting one
  /// leaves the others running it.
  var through: Set<String> = []
  /// Every write it comes through assigns only a value that differs.
  var onlyWhenValueChanges = false
  /// The change reaches only the rows it is inside: the row's own element, the object made for
  /// it, or its own `@State`.
  var perRow: Instances? = nil
  /// The place that builds the view, by its position among them, when the change comes through
  /// the inputs given there; nil when it reaches every instance.
  var site: Int? = nil
  /// How many rows it reaches when it reaches only changed ones.
  var rows = 1
  var cuttable: Bool { !carried.isEmpty }

  /// What is left once `cuts` (changes as `SparedChange` names them) no longer reach the view;
  /// nil when nothing is.
  func cut(by cuts: [String], in model: UpdateModel) -> RunCause? {
    guard cuttable, !cuts.isEmpty else { return self }
    if !through.isEmpty, through.allSatisfy({ pair in cuts.contains { cut in model.namesOnePair(cut) && model.change(cut, covers: pair) } }) {
      return nil
    }
    var left = self
    left.carried = carried.filter { pair in !cuts.contains { model.change($0, covers: pair) } }
    return left.carried.isEmpty ? nil : left
  }
}
