/// How much a view's body and helpers build, as evidence that running it costs something.
struct BodyCost: CustomStringConvertible {
  let viewCount: Int
  let rowBuilders: [String]

  init(index: Index, view: TypeFact) {
    let built = index.memberBuilds(in: view.name).filter { $0.enclosingMember != "init" }.flatMap(\.constructedTypes)
    viewCount = built.count
    var seen = Set<String>()
    rowBuilders = built.filter { IsolateOnChangeTransform.rowBuilders.contains($0) && seen.insert($0).inserted }
  }

  var isExpensive: Bool { !rowBuilders.isEmpty || viewCount >= IsolateOnChangeTransform.expensiveViewCount }

  var description: String {
    let views = "builds \(viewCount) view\(viewCount == 1 ? "" : "s")"
    return rowBuilders.isEmpty ? views + " and no rows" : views + ", with rows from " + rowBuilders.joined(separator: " and ")
  }
}
