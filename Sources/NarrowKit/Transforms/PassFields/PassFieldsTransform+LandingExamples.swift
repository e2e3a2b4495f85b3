extension PassFieldsTransform {
  /// Cases where the rewrite must compile and behave where it lands: names resolved in their own
  /// scope, imports, values read once per field, hand-written equality, callers not seen.
  static let landingExamples: [TransformExample] = [
    .rewrites(
      "a field whose type is nested beside the struct is written with its enclosing type",
      before: """
        struct OrderScreen: View {
          enum Stage { case cart, paid }
          struct Receipt {
            let stage: Stage
            let total: Int
            let note: String
          }
          let receipt: Receipt
          var body: some View { StageBadge(receipt: receipt) }
        }
        struct StageBadge: View {
          let receipt: OrderScreen.Receipt
          var body: some View { Text("\\(receipt.stage) \\(receipt.total)") }
        }
        """,
      after: """
        struct OrderScreen: View {
          enum Stage { case cart, paid }
          struct Receipt {
            let stage: Stage
            let total: Int
            let note: String
          }
          let receipt: Receipt
          var body: some View { StageBadge(stage: receipt.stage, total: receipt.total) }
        }
        struct StageBadge: View {
          let stage: OrderScreen.Stage
          let total: Int
          var body: some View { Text("\\(stage) \\(total)") }
        }
        """),
    .rewrites(
      "a field whose type is nested in the struct itself, or named through Self, is written with the struct",
      before: """
        struct Donut {
          enum Dough { case yeast, cake }
          enum Glaze { case none, sugar }
          let dough: Dough
          let glaze: Self.Glaze
          let price: Int
        }
        struct DonutLabel: View {
          let donut: Donut
          var body: some View { Text("\\(donut.dough) \\(donut.glaze)") }
        }
        let label = DonutLabel(donut: Donut(dough: .cake, glaze: .none, price: 2))
        """,
      after: """
        struct Donut {
          enum Dough { case yeast, cake }
          enum Glaze { case none, sugar }
          let dough: Dough
          let glaze: Self.Glaze
          let price: Int
        }
        struct DonutLabel: View {
          let dough: Donut.Dough
          let glaze: Donut.Glaze
          var body: some View { Text("\\(dough) \\(glaze)") }
        }
        let label = DonutLabel(dough: Donut(dough: .cake, glaze: .none, price: 2).dough, glaze: Donut(dough: .cake, glaze: .none, price: 2).glaze)
        """),
    .skips(
      "a field of a fileprivate nested type cannot be declared in another view",
      source: """
        struct Shelf: View {
          fileprivate enum Shade { case light, dark }
          struct Slot {
            fileprivate let shade: Shade
            let count: Int
            let label: String
          }
          let slot: Slot
          var body: some View { SlotView(slot: slot) }
        }
        struct SlotView: View {
          let slot: Shelf.Slot
          var body: some View { Text("\\(slot.shade)") }
        }
        """,
      rule: PassFieldsSkip.cannotBeWrittenIn, saying: "Shelf.Shade is private or fileprivate"),
    .rewrites(
      "a nested name that the destination view also declares is written with its enclosing type",
      before: """
        struct Ticket {
          enum Kind { case adult, child }
          let kind: Kind
          let seat: Int
          let row: Int
        }
        struct TicketView: View {
          struct Kind {}
          let ticket: Ticket
          var body: some View { Text("\\(ticket.seat)"); Text("\\(ticket.kind)") }
        }
        let ticket = Ticket(kind: .adult, seat: 1, row: 2)
        let view = TicketView(ticket: ticket)
        """,
      after: """
        struct Ticket {
          enum Kind { case adult, child }
          let kind: Kind
          let seat: Int
          let row: Int
        }
        struct TicketView: View {
          struct Kind {}
          let kind: Ticket.Kind
          let seat: Int
          var body: some View { Text("\\(seat)"); Text("\\(kind)") }
        }
        let ticket = Ticket(kind: .adult, seat: 1, row: 2)
        let view = TicketView(kind: ticket.kind, seat: ticket.seat)
        """),
    .skips(
      "a top-level type that the destination view shadows with a nested one cannot be named there",
      source: """
        struct Artist { let name: String }
        struct Song {
          let artist: Artist
          let title: String
          let length: Int
        }
        struct SongView: View {
          struct Artist {}
          let song: Song
          var body: some View { Text(song.title); Text("\\(song.artist)") }
        }
        let song = Song(artist: Artist(name: "A"), title: "T", length: 3)
        let view = SongView(song: song)
        """,
      rule: PassFieldsSkip.cannotBeWrittenIn, saying: "Artist would mean SongView.Artist where the code lands"),
    TransformExample(
      "a type the view's file cannot see gets the import of the file that declares the field",
      files: [
        "Place.swift": """
          import GeoKit

          struct Place {
            let location: GeoPoint
            let name: String
            let visits: Int
          }
          """,
        "PlaceViews.swift": """
          import SwiftUI

          struct PlaceRow: View {
            let place: Place
            var body: some View { Text("\\(place.name) \\(place.location)") }
          }
          let home = Place(location: GeoPoint(), name: "Home", visits: 0)
          let row = PlaceRow(place: home)
          """,
      ],
      .rewrites(
        [
          "PlaceViews.swift": """
            import SwiftUI
            import GeoKit

            struct PlaceRow: View {
              let location: GeoPoint
              let name: String
              var body: some View { Text("\\(name) \\(location)") }
            }
            let home = Place(location: GeoPoint(), name: "Home", visits: 0)
            let row = PlaceRow(location: home.location, name: home.name)
            """,
        ], verdict: .safe)),
    .skips(
      "a computed argument is not evaluated once per field",
      source: track + """
        final class Dealer {
          var deals: [Track] = []
          var served = 0
          var nextDeal: Track {
            served += 1
            return deals[served % deals.count]
          }
        }
        struct DealCard: View {
          let product: Track
          var body: some View { Text(product.title); Text(product.artist) }
        }
        struct Deals: View {
          let dealer: Dealer
          var body: some View { DealCard(product: dealer.nextDeal) }
        }
        """,
      rule: PassFieldsSkip.wouldBeEvaluatedPerField, saying: "`dealer.nextDeal` at Example.swift:21:43 would be evaluated 2 times"),
    .rewrites(
      "a static let, a global let and their force-unwrapped elements may be read once per field",
      before: track + """
        struct City {
          static let main = City(spots: [])
          let spots: [Track]
        }
        let samples: [Track] = []
        struct Spot: View {
          let track: Track
          var body: some View { Text(track.title); Text(track.album) }
        }
        let first = Spot(track: City.main.spots[0])
        let second = Spot(track: samples.first!)
        """,
      after: track + """
        struct City {
          static let main = City(spots: [])
          let spots: [Track]
        }
        let samples: [Track] = []
        struct Spot: View {
          let title: String
          let album: String
          var body: some View { Text(title); Text(album) }
        }
        let first = Spot(title: City.main.spots[0].title, album: City.main.spots[0].album)
        let second = Spot(title: samples.first!.title, album: samples.first!.album)
        """),
    .rewrites(
      "a struct whose hand-written == leaves out a field the view shows needs review",
      before: """
        struct Command: Equatable {
          let id: Int
          var title: String
          var shortcut: String
          static func == (lhs: Command, rhs: Command) -> Bool { lhs.id == rhs.id }
        }
        struct CommandRow: View {
          let command: Command
          var body: some View { Text(command.title) }
        }
        let row = CommandRow(command: Command(id: 1, title: "Open", shortcut: "O"))
        """,
      after: """
        struct Command: Equatable {
          let id: Int
          var title: String
          var shortcut: String
          static func == (lhs: Command, rhs: Command) -> Bool { lhs.id == rhs.id }
        }
        struct CommandRow: View {
          let title: String
          var body: some View { Text(title) }
        }
        let row = CommandRow(title: Command(id: 1, title: "Open", shortcut: "O").title)
        """,
      verdict: .review),
    .skips(
      "a view built nowhere in the scanned code may have callers elsewhere",
      source: track + """
        struct Orphan: View {
          let track: Track
          var body: some View { Text(track.title) }
        }
        """,
      rule: PassFieldsSkip.noConstructionSite, saying: "no construction site of Orphan found; its callers may be outside the scanned paths"),
    .skips(
      "a view's computed property is not an input",
      source: track + """
        struct Computed: View {
          var track: Track { Track(title: "A", artist: "B", album: "C") }
          var body: some View { Text(track.title) }
        }
        """,
      rule: PassFieldsSkip.isAComputedProperty, saying: "track is a computed property, not an input"),
  ]
}
