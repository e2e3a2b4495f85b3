import SwiftUI

final class Cart: ObservableObject {
  @Published var prices: [Int] = [3, 4]
  @Published var coupon = ""

  func replaceFirst(with price: Int) {
    prices[0] = price
  }

  var total: Int { prices.reduce(0, +) }
}

/// Shows the total. As an observer of an ObservableObject it runs on every published change,
/// so a stored total would spare it nothing.
struct CartTotal: View {
  @ObservedObject var cart: Cart
  var body: some View { Text("\(cart.total)") }
}

struct CartScreen: View {
  let cart: Cart
  var body: some View { CartTotal(cart: cart) }
}
