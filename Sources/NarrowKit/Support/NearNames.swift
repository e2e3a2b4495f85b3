/// Names close to one that matches nothing, for a message that says what was probably meant.
public enum NearNames {
  /// The names within `edits` edits of `name` (ignoring case; by default a third of its length),
  /// or containing it, closest first.
  static func closest(to name: String, among names: some Sequence<String>, edits: Int? = nil, limit: Int = 5) -> [String] {
    let lowered = name.lowercased()
    let allowed = edits ?? max(2, name.count / 3)
    return Set(names).map { ($0, distance(lowered, $0.lowercased())) }
      .filter { $0.1 <= allowed || (lowered.count >= 3 && $0.0.lowercased().contains(lowered)) }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
  }

  /// ` (did you mean 'x'?)`, or nothing when no name is close.
  public static func suggestion(for name: String, among names: some Sequence<String>) -> String {
    let near = closest(to: name, among: names, limit: 3)
    return near.isEmpty ? "" : " (did you mean '\(near.joined(separator: "' or '"))'?)"
  }

  /// Levenshtein distance, one row at a time.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in 1...b.count {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }
}
