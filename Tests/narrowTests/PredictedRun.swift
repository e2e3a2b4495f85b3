#if os(Linux)
/// One body the simulation says an event runs, as `simulate` and `scan` print it in JSON, and the
/// count the harness must then show.
struct PredictedRun {
  var view: String
  /// `every`, `changedRows` or `flippingRows`.
  var instances: String
  var rowsOnly: Bool
  var onlyWhenChanging: Bool
  /// Of the places that build it, how many run it and how many there are; nil for all.
  var sites: (running: Int, of: Int)?
  /// Runs per instance in the update: 2 when an `onChange` action writes what it reads.
  var passes: Int
  /// Rows that run when only changed rows do.
  var changedRows: Int
  /// Built only in presented content: it runs only while that is shown, which the model cannot
  /// know.
  var presented: Bool

  /// From a run of `simulate --format json`, or a `before`/`after` of a `scan` effect's bodies.
  init(view: String, _ json: [String: Any]) {
    self.view = view
    instances = json["instances"] as? String ?? "every"
    rowsOnly = json["rowsOnly"] as? Bool == true
    onlyWhenChanging = json["onlyWhenChanging"] as? Bool == true || !(json["onlyWhenChanging"] as? [String] ?? []).isEmpty
    sites = (json["sites"] as? [String: Int]).map { (running: $0["running"] ?? 0, of: $0["of"] ?? 0) }
    passes = json["passes"] as? Int ?? 1
    changedRows = json["changedRows"] as? Int ?? 1
    presented = json["presentedBy"] is String
  }

  /// Bodies run: every mounted instance (of the places that run it), the changed rows, or none
  /// when only its rows are built.
  func count(mounted: Int) -> Int {
    if rowsOnly { return 0 }
    // Not shown when the scenario mounts it: at most the one instance a presentation shows.
    let mounted = presented ? max(mounted, 1) : mounted
    switch instances {
    case "changedRows": return changedRows * passes
    case "flippingRows": return mounted * passes
    default: return (sites.map { mounted * $0.running / max($0.of, 1) } ?? mounted) * passes
    }
  }

  /// Whether the count may be below what `count` says: the run waits on a value changing, only
  /// rows whose worked-out value flips run, or the view runs only while presented.
  var isUpperBound: Bool { onlyWhenChanging || instances == "flippingRows" || presented }

  /// Whether `count` bodies run as predicted, when `mounted` instances are on screen.
  static func matches(_ run: PredictedRun?, count: Int, mounted: Int) -> Bool {
    let expected = run?.count(mounted: mounted) ?? 0
    return count == expected || (run?.isUpperBound == true && count < expected)
  }
}

/// Evaluations per view: `Card<Menu<Text, Button<Text>>>` is the view `Card`.
func evaluationsByView(_ evaluations: [String: Int]) -> [String: Int] {
  evaluations.filter { $0.value > 0 }.reduce(into: [:]) { $0[String($1.key.prefix { $0 != "<" }), default: 0] += $1.value }
}
#endif
