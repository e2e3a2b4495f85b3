import SwiftUI

struct Deal {
  let name: String
  let price: Int
  let stock: Int
}

final class Dealer {
  var deals: [Deal] = []
  var served = 0
  /// A different deal each time it is read.
  var nextDeal: Deal {
    served += 1
    return deals[served % deals.count]
  }
}

struct DealCard: View {
  let product: Deal
  var body: some View { Text("\(product.name) \(product.price)") }
}

struct Deals: View {
  let dealer: Dealer
  var body: some View { DealCard(product: dealer.nextDeal) }
}

struct City {
  static let main = City(deals: [Deal(name: "Tea", price: 3, stock: 9)])
  let deals: [Deal]
}

struct Featured: View {
  let deal: Deal
  var body: some View { Text("\(deal.name) \(deal.price)") }
}

struct Front: View {
  var body: some View { Featured(deal: City.main.deals[0]) }
}
