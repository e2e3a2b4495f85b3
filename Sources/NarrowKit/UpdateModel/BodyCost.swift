/// What one run of a view's body costs: the values its body and helpers build, the rows it lays
/// out, and the calls it makes that cost far more than a view (`CostlyWork`).
struct BodyCost: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Values built by its members other than initialisers (`Text`, `HStack`, `Date`): a body builds
  /// them, or calls a helper that does.
  var views: Int
  /// The row containers it builds (`ForEach`, `List`).
  var rowBuilders: [String]
  /// `DateFormatter()`, `.sorted`: made again on every run.
  var costlyCalls: [String]

  /// A costly call weighs as many views: making a formatter, decoding an image or sorting a
  /// collection takes in the order of ten times what building and comparing a simple view takes.
  /// An order of magnitude, not a measurement: the `likely` threshold is set on top of it.
  static let costlyCallWeight = 10
  /// Bodies that build rows, or at least this many views, count as expensive without a measurement.
  static let expensiveViews = 10

  init(views: Int, rowBuilders: [String] = [], costlyCalls: [String] = []) {
    (self.views, self.rowBuilders, self.costlyCalls) = (views, rowBuilders, costlyCalls)
  }

  init(index: Index, view: String) {
    let members = index.memberBuilds(in: view).filter { $0.enclosingMember != "init" }
    let built = members.flatMap(\.constructedTypes)
    var seen = Set<String>()
    self.init(views: built.count, rowBuilders: built.filter { ViewAPIs.laysOutRows($0) && seen.insert($0).inserted },
      costlyCalls: members.flatMap(\.costlyCalls))
  }

  /// What a run weighs, in views built: at least one, the body itself.
  var weight: Int { max(1, views) + costlyCalls.count * Self.costlyCallWeight }

  var isExpensive: Bool { !rowBuilders.isEmpty || !costlyCalls.isEmpty || views >= Self.expensiveViews }

  var description: String {
    let views = "builds " + Wording.counted(views, "view", "views")
    let rows = rowBuilders.isEmpty ? "no rows" : "rows from " + rowBuilders.joined(separator: " and ")
    guard !costlyCalls.isEmpty else { return views + (rowBuilders.isEmpty ? " and " : ", with ") + rows }
    return "\(views), \(rows), and calls " + Set(costlyCalls).sorted().joined(separator: ", ")
  }
}

extension UpdateModel {
  /// The cost of one run of a view's body, worked out once per view.
  func cost(of view: String) -> BodyCost {
    costByView.value(for: view) { BodyCost(index: index, view: view) }
  }
}
