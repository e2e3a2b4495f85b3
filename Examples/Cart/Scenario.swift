@_spi(NarrowHarness) import SwiftUI

/// Selecting items, changing a quantity, marking a gift (which leaves the total as it was),
/// and the store raising its free-shipping threshold.
@MainActor
func makeScenario() -> Scenario {
  let shipping = ShippingPolicy()
  let cart = Cart(
    items: [
      CartItem(id: 1, name: "Espresso beans", price: 1_450, quantity: 2),
      CartItem(id: 2, name: "Milk frother", price: 2_999, quantity: 1),
      CartItem(id: 3, name: "Ceramic cups", price: 1_200, quantity: 4),
    ],
    taxRate: 0.08,
    shipping: shipping
  )
  let store = SelectionStore()
  return Scenario(
    root: CartScreen(cart: cart, store: store),
    counters: ["selection saves": { store.savedSelections.count }]
  ) {
    Scenario.Step("select frother") { cart.select(2) }
    Scenario.Step("select cups") { cart.select(3) }
    Scenario.Step("two more beans") { cart.setQuantity(4, of: 1) }
    Scenario.Step("cups as a gift") { cart.markAsGift(3) }
    Scenario.Step("tax change") { cart.taxRate = 0.1 }
    Scenario.Step("higher free-shipping threshold") { shipping.freeShippingThreshold = 20_000 }
  }
}
