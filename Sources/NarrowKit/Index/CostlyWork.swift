import SwiftSyntax

/// The one catalogue of calls that cost far more than building a view, when a body or its
/// helpers make them: each body run makes them again. Everything that weighs a body's cost asks
/// here; no other file names these APIs.
///
/// Sources: Apple's Data Formatting Guide ("Cache Formatters for Efficiency": creating a date or
/// number formatter is not cheap), `NSAttributedString(data:options:documentAttributes:)` with
/// HTML (it runs WebKit's parser on the main thread), `AttributedString(markdown:)` (a Markdown
/// parse), image decoding from data or a file (`UIImage(data:)` decodes on first draw of a new
/// image), Core Data's and SwiftData's fetches (a store query), reading a file, and sorting or
/// filtering a collection (at least a pass over every element).
enum CostlyWork {
  struct Entry {
    /// A type made (`DateFormatter`) or a method called (`sorted`).
    var name: String
    /// For a type: the argument labels that make it costly, any of them (`data` for
    /// `NSAttributedString(data:…)`); empty when every way of making it is.
    var labels: Set<String> = []
    var isMethod = false
    /// What makes it costly, said once for its group.
    var reason = ""
  }

  /// The calls, by name.
  static let entries: [Entry] =
    said(formatters, "a formatter made anew, with its locale and calendar")
    + said(parsers, "parses its input")
    + said(images, "decodes or encodes an image")
    + said(stores, "queries a store or reads a file")
    + said(collections, "passes over every element, and sorting compares them")

  private static func said(_ group: [Entry], _ reason: String) -> [Entry] {
    group.map { var entry = $0; entry.reason = reason; return entry }
  }

  private static let formatters: [Entry] = [
    "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
    "RelativeDateTimeFormatter", "ByteCountFormatter", "MeasurementFormatter", "PersonNameComponentsFormatter",
    "ListFormatter", "LengthFormatter", "MassFormatter", "EnergyFormatter",
  ].map { Entry(name: $0) }

  private static let parsers: [Entry] = [
    Entry(name: "NSAttributedString", labels: ["data", "html", "url", "markdown"]),
    Entry(name: "AttributedString", labels: ["markdown"]),
    Entry(name: "NSRegularExpression"),
    Entry(name: "JSONDecoder"), Entry(name: "JSONEncoder"), Entry(name: "PropertyListDecoder"),
    Entry(name: "JSONSerialization"),
  ]

  private static let images: [Entry] = [
    Entry(name: "UIImage", labels: ["data", "contentsOfFile"]),
    Entry(name: "NSImage", labels: ["data", "contentsOfFile", "contentsOf", "byReferencingFile"]),
    Entry(name: "CIImage"), Entry(name: "CIContext"),
    Entry(name: "jpegData", isMethod: true), Entry(name: "pngData", isMethod: true),
    Entry(name: "preparingThumbnail", isMethod: true),
  ]

  private static let stores: [Entry] = [
    Entry(name: "NSFetchRequest"), Entry(name: "FetchDescriptor"),
    Entry(name: "fetch", isMethod: true), Entry(name: "fetchCount", isMethod: true),
    Entry(name: "Data", labels: ["contentsOf"]), Entry(name: "String", labels: ["contentsOf", "contentsOfFile"]),
  ]

  private static let collections: [Entry] = [
    Entry(name: "sorted", isMethod: true), Entry(name: "filter", isMethod: true),
  ]

  private static let types: [String: [Entry]] = Dictionary(grouping: entries.filter { !$0.isMethod }, by: \.name)
  private static let methods: Set<String> = Set(entries.filter(\.isMethod).map(\.name))

  /// The costly call `node` makes, as a reader names it (`DateFormatter()`, `.sorted`), when it
  /// makes one during the body: a call in a closure that something else runs later (an action,
  /// `onChange`, `task`) costs the body nothing. `constructing` is the type it makes, if any.
  static func call(_ node: FunctionCallExprSyntax, constructing type: String?) -> String? {
    let found: String?
    if let type {
      let labels = Set(node.arguments.compactMap { $0.label?.text })
      let costly = types[type]?.contains { $0.labels.isEmpty || !$0.labels.isDisjoint(with: labels) } == true
      found = costly ? type + "(" + node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")" : nil
    } else if let method = node.calledExpression.as(MemberAccessExprSyntax.self), method.base != nil,
      methods.contains(method.declName.baseName.text)
    {
      found = "." + method.declName.baseName.text
    } else {
      found = nil
    }
    guard let found, !ChainReader.contexts(of: node).contains(where: EventSources.names) else { return nil }
    return found
  }
}
