/// A part of the update graph as inline SVG, for the HTML report, laid out without Graphviz:
/// writers on the left, then what they write, then the views in the order they build each other.
/// Deterministic and self-contained: no script, font or file from elsewhere.
enum GraphSVG {
  static let columnWidth = 230
  static let rowHeight = 64
  static let boxWidth = 200
  static let boxHeight = 46

  static func render(_ graph: UpdateGraph, focus: String) -> String {
    let columns = layers(of: graph)
    var position: [String: (x: Int, y: Int)] = [:]
    var height = 0
    for (column, ids) in columns.enumerated() {
      for (row, id) in ids.enumerated() {
        position[id] = (10 + column * columnWidth, 10 + row * rowHeight)
        height = max(height, 10 + (row + 1) * rowHeight)
      }
    }
    let width = 10 + columns.count * columnWidth
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"graph\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"update graph around \(escaped(focus))\">",
      "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#555\"/></marker></defs>",
    ]
    for edge in graph.edges {
      guard let from = position[edge.from], let to = position[edge.to] else { continue }
      let (x1, y1) = (from.x + boxWidth, from.y + boxHeight / 2)
      let (x2, y2) = (to.x, to.y + boxHeight / 2)
      let bend = max(40, abs(x2 - x1) / 2)
      let colour = edge.cutBy != nil ? "#22aa77" : edge.alwaysDifferent ? "#cc3333" : "#555"
      let dash = edge.cutBy != nil ? " stroke-dasharray=\"6 4\"" : ""
      let title = edge.label + (edge.cutBy.map { ", cut by " + $0 } ?? "")
      parts.append("<path d=\"M \(x1) \(y1) C \(x1 + bend) \(y1), \(x2 - bend) \(y2), \(x2) \(y2)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(edge.largeValue ? 3 : 1.5)\"\(dash) marker-end=\"url(#arrow)\"><title>\(escaped(title))</title></path>")
    }
    for node in graph.nodes {
      guard let at = position[node.id] else { continue }
      let fill = node.id == "view:" + focus ? "#fff3c4" : node.busy ? "#ffd6d6" : node.kind == .view ? "#eef3fb" : "#f4f4f4"
      let radius = node.kind == .view ? 4 : 18
      let lines = node.label.split(separator: "\n", omittingEmptySubsequences: false).prefix(2).map { line in
        line.count > 30 ? String(line.prefix(29)) + "…" : String(line)
      }
      parts.append("<g class=\"node \(node.kind.rawValue)\" data-id=\"\(escaped(node.id))\"><title>\(escaped(node.label))</title>")
      parts.append("<rect x=\"\(at.x)\" y=\"\(at.y)\" width=\"\(boxWidth)\" height=\"\(boxHeight)\" rx=\"\(radius)\" fill=\"\(fill)\" stroke=\"#888\"/>")
      for (number, line) in lines.enumerated() {
        parts.append("<text x=\"\(at.x + 8)\" y=\"\(at.y + 18 + number * 16)\" font-size=\"12\" font-family=\"sans-serif\">\(escaped(line))</text>")
      }
      parts.append("</g>")
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// Views in the order they build each other, each one column after the latest view that builds
  /// it; what a view reads (storage, observed properties) one column before its first reader, and
  /// each event one column before what it writes; so that a graph reads left to right and an edge
  /// never runs behind a box.
  static func layers(of graph: UpdateGraph) -> [[String]] {
    var column: [String: Int] = [:]
    for node in graph.nodes where node.kind == .view { column[node.id] = 0 }
    // As many passes as there are nodes bound the work, and a cycle of views cannot loop.
    let viewEdges = graph.edges.filter { $0.from.hasPrefix("view:") && $0.to.hasPrefix("view:") && $0.from != $0.to }
    for _ in 0..<graph.nodes.count {
      var moved = false
      for edge in viewEdges {
        if let from = column[edge.from], let to = column[edge.to], to <= from, from < graph.nodes.count {
          column[edge.to] = from + 1
          moved = true
        }
      }
      if !moved { break }
    }
    for kinds in [[UpdateGraph.Node.Kind.property, .state], [.writer]] {
      for node in graph.nodes where kinds.contains(node.kind) {
        let targets = graph.edges.filter { $0.from == node.id }.compactMap { column[$0.to] }
        column[node.id] = (targets.min() ?? 1) - 1
      }
    }
    let least = column.values.min() ?? 0
    var layers = Array(repeating: [String](), count: (column.values.max() ?? 0) - least + 1)
    for node in graph.nodes { layers[column[node.id]! - least].append(node.id) }
    return layers.filter { !$0.isEmpty }
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
