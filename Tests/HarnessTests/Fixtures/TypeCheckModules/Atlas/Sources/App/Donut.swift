import SwiftUI

struct Donut {
  enum Dough { case yeast, cake }
  enum Glaze { case none, sugar }
  let dough: Dough
  let glaze: Self.Glaze
  let price: Int
  var stock: Int
}

struct DonutLabel: View {
  let donut: Donut
  var body: some View { Text("\(donut.dough) \(donut.glaze)") }
}

struct DonutShelf: View {
  let donuts: [Donut]
  var body: some View {
    VStack {
      ForEach(donuts, id: \.price) { donut in DonutLabel(donut: donut) }
    }
  }
}
