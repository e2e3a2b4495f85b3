/// The update model as a graph: views and what they build, the observable properties they read,
/// and the writers of those, with the edges proposals would cut. Deterministic: the same code
/// gives the same bytes.
public struct UpdateGraph: Sendable, Codable {
  public struct Node: Sendable, Codable, Hashable {
    /// `state` is a view's own storage (`@State`, `@Binding`, `@FocusState`…); `writer` one
    /// event's writes (`Player.tick`), however many lines it writes on.
    enum Kind: String, Sendable, Codable { case view, property, state, writer }
    var id: String
    var kind: Kind
    var label: String
    /// A busy writer (timer, stream, scroll, gesture).
    var busy: Bool
  }

  public struct Edge: Sendable, Codable, Hashable {
    var from: String
    var to: String
    var label: String
    /// An input SwiftUI cannot compare: the child runs whenever the parent does.
    var alwaysDifferent: Bool
    /// A value costly to compare: nested collections, or at least the large-value field count.
    var largeValue: Bool
    /// The proposal that would cut this edge.
    var cutBy: String?
  }

  public var nodes: [Node]
  var edges: [Edge]

  public init(model: UpdateModel, proposals: [Proposal], largeFields: Int) {
    let index = model.index
    var nodes: [String: Node] = [:]
    var edges: Set<Edge> = []
    let views = index.allTypes.filter { $0.kind != .extension && index.isView($0) }
    let viewNames = Set(views.map(\.name))
    for view in views {
      let built = index.memberBuilds(in: view.name).flatMap(\.constructedTypes)
      nodes["view:" + view.name] = Node(id: "view:" + view.name, kind: .view,
        label: "\(view.name)\n\(built.count) view\(built.count == 1 ? "" : "s")", busy: false)
    }
    var inputsByView: [String: [String: (PropertyFact, InputComparison)]] = [:]
    for site in index.files.flatMap(\.constructions) where viewNames.contains(site.typeName) {
      guard let parent = site.enclosingType, viewNames.contains(parent),
        let child = index.declaration(named: site.typeName)
      else { continue }
      let inputs = inputsByView[child.name] ?? Dictionary(model.inputs(of: child).compactMap { input -> (String, (PropertyFact, InputComparison))? in
        if case .value(let property, let comparison) = input { return (property.name, (property, comparison)) }
        return nil
      }, uniquingKeysWith: { first, _ in first })
      inputsByView[child.name] = inputs
      let before = edges.count
      for argument in site.arguments where argument.value.text.hasPrefix("$") {
        // `$isPlaying` handed down: the child reads and writes the parent's storage.
        let name = String(argument.value.text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard let property = index.parts(of: index.declaration(named: parent)!).flatMap(\.properties).first(where: { $0.name == name }),
          index.frameworkWrapper(of: property)?.isViewStorage == true
        else { continue }
        edges.insert(Edge(from: "state:\(parent).\(name)", to: "view:" + child.name, label: "binding \(argument.label ?? "_")",
          alwaysDifferent: false, largeValue: false, cutBy: nil))
      }
      for argument in site.arguments {
        guard let label = argument.label, let (property, comparison) = inputs[label] else { continue }
        let always: Bool
        if case .alwaysDifferent = comparison { always = !model.comparesWithItsOwnEquality(child) } else { always = false }
        let size = property.type.flatMap(model.valueSize(ofType:))
        let large = size?.isLarge(minimumFields: largeFields) == true
        let cut = model.proposal(cutting: property, of: child.name, among: proposals)
        let text = "\(label): \(Self.short(comparison))" + (site.rowKey != nil ? " (rows)" : "")
          + (large ? " (large: \(size!.fields) fields\(size!.collectionNesting >= 2 ? ", nested collections" : ""))" : "")
        edges.insert(Edge(from: "view:" + parent, to: "view:" + child.name, label: text,
          alwaysDifferent: always, largeValue: large, cutBy: cut.map { "\($0.transform) \($0.target)" }))
      }
      // A child built with nothing it compares, or shown by a presentation, is still drawn.
      if edges.count == before || site.presentedBy != nil {
        let label = site.presentedBy.map { "presents (\($0))" } ?? (site.rowKey != nil ? "builds (rows)" : "builds")
        edges.insert(Edge(from: "view:" + parent, to: "view:" + child.name, label: label, alwaysDifferent: false, largeValue: false, cutBy: nil))
      }
    }
    var writerGroups: [String: [Writer]] = [:]
    func written(_ target: String, by writers: [Writer]) {
      for writer in writers {
        writerGroups[writer.scope, default: []].append(writer)
        edges.insert(Edge(from: "writer:" + writer.scope, to: target, label: "writes", alwaysDifferent: false, largeValue: false, cutBy: nil))
      }
    }
    for view in views {
      for property in index.parts(of: view).flatMap(\.properties) where !property.isStatic {
        guard let wrapper = index.frameworkWrapper(of: property), wrapper.isViewStorage else { continue }
        let id = "state:\(view.name).\(property.name)"
        nodes[id] = Node(id: id, kind: .state, label: "@\(wrapper.rawValue) \(property.name)", busy: false)
        edges.insert(Edge(from: id, to: "view:" + view.name, label: wrapper == .binding ? "binding" : "owns",
          alwaysDifferent: false, largeValue: false, cutBy: nil))
        written(id, by: model.changes(of: property.name, in: view.name))
      }
    }
    for view in views {
      for (owner, member) in model.observedProperties(of: view) {
        let property = "property:\(owner).\(member)"
        nodes[property] = Node(id: property, kind: .property, label: "\(owner).\(member)", busy: false)
        let cut = proposals.first { $0.effect.spared.contains { $0.view == view.name && $0.change.hasPrefix("\(owner).\(member)") } }
        edges.insert(Edge(from: property, to: "view:" + view.name, label: "read", alwaysDifferent: false, largeValue: false,
          cutBy: cut.map { "\($0.transform) \($0.target)" }))
        written(property, by: model.changes(of: member, in: owner))
      }
    }
    // One node per event: the writes one piece of code makes together, with where they are.
    for (scope, writers) in writerGroups {
      let places = Set(writers.map { "\($0.location.file):\($0.location.line)" }).sorted()
      // A file name is text on one line of the label, whatever it holds: `x\nApp.swift`.
      let shown = places.prefix(3).map { LineEscaping.escaped($0) } + (places.count > 3 ? ["and \(places.count - 3) more"] : [])
      let busiest = writers.max { $0.runner.busyness < $1.runner.busyness }!
      nodes["writer:" + scope] = Node(id: "writer:" + scope, kind: .writer,
        label: ([scope, busiest.runner.rawValue] + shown).joined(separator: "\n"), busy: busiest.runner.busyness >= 3)
    }
    self.nodes = nodes.values.sorted { $0.id < $1.id }
    self.edges = edges.sorted { ($0.from, $0.to, $0.label) < ($1.from, $1.to, $1.label) }
  }

  /// The view with the most edges, where reading a large graph part by part can start.
  public var busiestView: String? {
    var degree: [String: Int] = [:]
    for edge in edges {
      degree[edge.from, default: 0] += 1
      degree[edge.to, default: 0] += 1
    }
    return degree.filter { $0.key.hasPrefix("view:") }.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { String($0.key.dropFirst(5)) }
  }

  /// The part within `depth` steps of a view, either way along the edges.
  public func around(view name: String, depth: Int) -> UpdateGraph? {
    guard nodes.contains(where: { $0.id == "view:" + name }) else { return nil }
    var kept: Set<String> = ["view:" + name]
    var frontier = kept
    for _ in 0..<max(0, depth) {
      var next: Set<String> = []
      for edge in edges {
        if frontier.contains(edge.from) && !kept.contains(edge.to) { next.insert(edge.to) }
        if frontier.contains(edge.to) && !kept.contains(edge.from) { next.insert(edge.from) }
      }
      kept.formUnion(next)
      frontier = next
    }
    var copy = self
    copy.nodes = nodes.filter { kept.contains($0.id) }
    copy.edges = edges.filter { kept.contains($0.from) && kept.contains($0.to) }
    return copy
  }

  private static func short(_ comparison: InputComparison) -> String {
    switch comparison {
    case .plainData: return "bitwise"
    case .equatable: return "=="
    case .fieldByField: return "field by field"
    case .identity: return "identity"
    case .alwaysDifferent(let what): return "always different (\(what))"
    case .unknown: return "unknown"
    }
  }

  public var dot: String {
    var lines = ["digraph narrow {", "  rankdir=LR;", "  node [fontname=\"Helvetica\"];"]
    for node in nodes {
      let shape = switch node.kind { case .view: "box"; case .property: "ellipse"; case .state: "note"; case .writer: "cds" }
      let style = node.busy ? " style=filled fillcolor=\"#ffd6d6\"" : ""
      lines.append("  \(quoted(node.id)) [label=\(quoted(node.label)) shape=\(shape)\(style)];")
    }
    for edge in edges {
      var attributes = ["label=\(quoted(edge.label + (edge.cutBy.map { "\ncut by " + $0 } ?? "")))"]
      if edge.alwaysDifferent { attributes.append("color=red") }
      if edge.largeValue { attributes.append("penwidth=3") }
      if edge.cutBy != nil { attributes.append("style=dashed penwidth=2 color=\"#22aa77\"") }
      lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes.joined(separator: " "))];")
    }
    return (lines + ["}"]).joined(separator: "\n") + "\n"
  }

  public var mermaid: String {
    let ids = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.id, "n\($0)") })
    var lines = ["flowchart LR"]
    for node in nodes {
      let text = Self.mermaidText(node.label)
      let shape = switch node.kind {
      case .view: "[\"\(text)\"]"
      case .property: "([\"\(text)\"])"
      case .state: "[/\"\(text)\"/]"
      case .writer: ">\"\(text)\"]"
      }
      lines.append("  \(ids[node.id]!)\(shape)")
    }
    for edge in edges {
      let text = Self.mermaidText(edge.label + (edge.cutBy.map { ", cut by " + $0 } ?? ""))
      let arrow = edge.cutBy != nil ? "-.->" : edge.largeValue ? "==>" : "-->"
      lines.append("  \(ids[edge.from]!) \(arrow)|\"\(text)\"| \(ids[edge.to]!)")
    }
    for node in nodes where node.busy { lines.append("  style \(ids[node.id]!) fill:#ffd6d6") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A DOT string literal: backslashes and quotes in DOT's own escapes, a line break as a label's
  /// `\n`, and anything a reader of lines would act on (a control character, `##[`, `: error:`)
  /// as text (`\u{1B}`), never raw: a terminal, a build log or CI would act on it.
  private func quoted(_ text: String) -> String {
    let dot = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    let escaped = LineEscaping.escaped(dot, keeping: [UInt8(ascii: "\n")]) { "\\" + LineEscaping.textNotation($0) }
    return "\"" + escaped.replacingOccurrences(of: "\n", with: "\\n") + "\""
  }

  /// A Mermaid label: its lines joined with `<br/>`, control characters within them escaped,
  /// double quotes (which end a label) as single ones.
  private static func mermaidText(_ label: String) -> String {
    label.split(separator: "\n", omittingEmptySubsequences: false).map { LineEscaping.escaped(String($0)) }
      .joined(separator: "<br/>").replacingOccurrences(of: "\"", with: "'")
  }
}
