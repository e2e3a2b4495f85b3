@_spi(NarrowHarness) import SwiftUI

/// The selection changes several times, with a quantity change in between; the store counts how
/// often the list's onChange action saved a selection. Then a step writes the selection it has, and the
/// last one writes another.
@MainActor
func makeScenario() -> Scenario {
  let cart = Cart(
    items: [
      CartItem(id: 1, name: "Espresso beans", price: 1_450, quantity: 2),
      CartItem(id: 2, name: "Milk frother", price: 2_999, quantity: 1),
      CartItem(id: 3, name: "Ceramic cups", price: 1_200, quantity: 4),
    ],
    taxRate: 0.08,
    shipping: ShippingPolicy()
  )
  let store = SelectionStore()
  return Scenario(
    root: CartScreen(cart: cart, store: store),
    counters: [
      "selection saves": { store.savedSelections.count },
      "last saved selection": { store.savedSelections.last.flatMap { $0 } ?? 0 },
    ]
  ) {
    Scenario.Step("select frother") { cart.select(2) }
    Scenario.Step("select cups") { cart.select(3) }
    Scenario.Step("two more beans") { cart.setQuantity(4, of: 1) }
    Scenario.Step("select beans") { cart.select(1) }
    Scenario.Step("select beans again") { cart.select(1) }
    Scenario.Step("select frother again") { cart.select(2) }
    Scenario.Step("frother still selected") { cart.selectedItemID = 2 }
    Scenario.Step("select cups directly") { cart.selectedItemID = 3 }
  }
}
