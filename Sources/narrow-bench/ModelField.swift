/// A stored field of a synthetic model: its declaration, a sample value, and how a view shows it.
struct ModelField: Sendable {
  let name: String
  let type: String
  let sampleValue: String
  /// An expression showing the field of `model` in a view, e.g. `Text(track.title)`.
  let display: @Sendable (_ model: String) -> String

  /// Fields a model may have; `id` is always first so models can be `Identifiable`.
  static let pool: [ModelField] = [
    ModelField(name: "title", type: "String", sampleValue: "\"Sample title\"") { "Text(\($0).title)" },
    ModelField(name: "subtitle", type: "String", sampleValue: "\"Subtitle\"") {
      "Text(\($0).subtitle).foregroundStyle(.secondary)"
    },
    ModelField(name: "count", type: "Int", sampleValue: "3") { "Text(\"\\(\($0).count) items\")" },
    ModelField(name: "rating", type: "Double", sampleValue: "4.5") {
      "Text(\"Rated \\(\($0).rating, specifier: \"%.1f\")\")"
    },
    ModelField(name: "isFavorite", type: "Bool", sampleValue: "true") {
      "Image(systemName: \($0).isFavorite ? \"star.fill\" : \"star\")"
    },
    ModelField(name: "createdAt", type: "Date", sampleValue: ".now") {
      "Text(\($0).createdAt, style: .date)"
    },
    ModelField(name: "tags", type: "[String]", sampleValue: "[\"new\"]") {
      "Text(\($0).tags.joined(separator: \", \"))"
    },
    ModelField(name: "artwork", type: "URL?", sampleValue: "nil") {
      "AsyncImage(url: \($0).artwork).frame(width: 44, height: 44)"
    },
    ModelField(name: "note", type: "String", sampleValue: "\"\"") { "Text(\"Note: \\(\($0).note)\")" },
    ModelField(name: "duration", type: "TimeInterval", sampleValue: "180") {
      "Text(Duration.seconds(\($0).duration).formatted())"
    },
  ]

  static let identifier = ModelField(name: "id", type: "UUID", sampleValue: "UUID()") {
    "Text(\($0).id.uuidString)"
  }
}
