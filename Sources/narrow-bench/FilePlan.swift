/// What one synthetic file declares, decided from its index alone, so a file can refer to the
/// views of another file without generating it first.
struct FilePlan {
  static let nouns = [
    "Track", "Album", "Recipe", "Order", "Ticket", "Photo", "Note", "Workout", "Invoice", "Episode",
    "Contact", "Flight", "Booking", "Article", "Course", "Task", "Product", "Review", "Station", "Event",
  ]

  let index: Int
  /// The model's type name, unique in the codebase: `Track12`.
  let model: String
  /// The name views give their stored model: `track`.
  let variable: String
  let fields: [ModelField]
  /// The fields the row view reads (1–3: what pass-fields rewrites).
  let rowReads: [ModelField]
  /// The fields the detail view reads (1–5: four or more is a skip), or nil when there is no detail.
  let detailReads: [ModelField]?
  let detailHasExplicitInit: Bool

  init(index: Int) {
    var random = SeededRandom(seed: UInt64(index) &* 7919 &+ 17)
    let noun = Self.nouns[index % Self.nouns.count]
    self.index = index
    model = "\(noun)\(index)"
    variable = noun.prefix(1).lowercased() + noun.dropFirst()
    fields = [ModelField.identifier]
      + random.sample(ModelField.pool, count: random.int(in: 3...7))
    let readable = Array(fields.dropFirst())
    rowReads = random.sample(readable, count: random.int(in: 1...min(3, readable.count)))
    if random.chance(60) {
      detailReads = random.sample(readable, count: random.int(in: 1...min(5, readable.count)))
      detailHasExplicitInit = random.chance(40)
    } else {
      detailReads = nil
      detailHasExplicitInit = false
    }
  }

  var store: String { "\(model)Store" }
  var row: String { "\(model)Row" }
  var detail: String { "\(model)Detail" }
  var list: String { "\(model)List" }

  /// Files are grouped in folders of 100, like feature folders in an app.
  var relativePath: String { "Feature\(index / 100)/\(model).swift" }
}
