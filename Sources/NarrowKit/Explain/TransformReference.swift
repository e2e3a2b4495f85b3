/// The transforms' reference in Markdown, made from the catalogue alone: README's table and
/// `Docs/Transforms.md`. A test compares both files with what this makes, so the documentation
/// cannot drift from what the transforms declare (`narrow explain --format markdown` writes it).
public enum TransformReference {
  /// Where the reference lives, relative to the package root; README links into it.
  static let documentPath = "Docs/Transforms.md"

  /// One row per transform, in the order they run: its id (a link to its reference), what it
  /// does and the highest verdict it gives.
  static func table(_ transforms: [any Transform.Type] = TransformCatalog.all, linkingTo document: String = documentPath) -> String {
    var lines = ["| transform | what it does | highest verdict |", "|---|---|---|"]
    for transform in transforms {
      lines.append("| [`\(transform.id)`](\(document)#\(transform.id)) | \(cell(transform.summary)) | \(transform.highestVerdict.rawValue) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The whole reference: each transform's guidance, when it is worth it, its settings, what it
  /// leaves alone or to people, and its first before/after example.
  public static func document(_ transforms: [any Transform.Type] = TransformCatalog.all) -> String {
    var text = """
      # Transforms

      <!-- Made by `narrow explain --format markdown` from the transforms' own declarations; a test fails when it is stale. -->

      Each transform is opt-in and named with `-t ID`. They run in this order; where two proposals
      edit the same text, the earlier transform's wins and the other waits for the next run.

      \(table(transforms, linkingTo: ""))
      """
    for transform in transforms {
      text += "\n" + section(transform)
    }
    return text
  }

  private static func section(_ transform: any Transform.Type) -> String {
    var text = """
      ## \(transform.id)

      \(transform.summary) Highest verdict: **\(transform.highestVerdict.rawValue)**.

      **Why.** \(transform.guidance)

      **When it is worth it.** \(transform.explanation)

      How it rewrites, in detail: [notes on \(transform.id)](TransformNotes.md#\(transform.id)).

      """
    if !transform.settings.isEmpty {
      text += "\n**Settings.**\n\n"
        + transform.settings.map { "- `\($0.flag) N` (`\($0.keyPath)` in `.narrow.json`, default \($0.defaultValue)): \($0.help)" }.joined(separator: "\n")
        + "\n"
    }
    let reported = transform.examples.compactMap { example -> String? in
      if case .leavesToPeople = example.expectation { return "- " + example.name }
      return nil
    }
    if !reported.isEmpty {
      text += "\n**Reported for a person to do** (Narrow does not edit these):\n\n" + reported.joined(separator: "\n") + "\n"
    }
    let rewrites = transform.examples.compactMap { example -> String? in
      if case .rewrites = example.expectation { return "- " + example.name }
      return nil
    }
    if !rewrites.isEmpty {
      text += "\n**Rewrites**, each an example the tests run:\n\n" + rewrites.joined(separator: "\n") + "\n"
    }
    let skips = transform.examples.compactMap { example -> String? in
      switch example.expectation {
      case .skips, .ignores: "- " + example.name
      case .rewrites, .leavesToPeople: nil
      }
    }
    if !skips.isEmpty {
      text += "\n**Left alone**, each with its reason in the report:\n\n" + skips.joined(separator: "\n") + "\n"
    }
    if let example = transform.examples.first, let shown = example.shownRewrite {
      text += "\n**Example: \(example.name).**\n\nBefore:\n\n```swift\n\(shown.before)\n```\n\nAfter:\n\n```swift\n\(shown.after)\n```\n"
    }
    return text
  }

  /// A table cell: a `|` would end it.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
