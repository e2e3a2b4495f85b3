@_spi(NarrowHarness) import SwiftUI

/// Changes each input of `Cart.total` (one of them also through its own didSet), an unrelated
/// property, another object, and inputs in ways that leave the total as it was; last, the tax
/// rate is set to the value it has.
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
  return Scenario(
    root: CartScreen(cart: cart),
    counters: ["tax rate changes": { cart.taxRateChanges }]
  ) {
    Scenario.Step("two more beans") { cart.setQuantity(4, of: 1) }
    Scenario.Step("tax change") { cart.taxRate = 0.1 }
    Scenario.Step("cups as a gift") { cart.markAsGift(3) }
    Scenario.Step("rename the frother") { cart.rename(2, to: "Milk frother XL") }
    Scenario.Step("tax change too small to show") { cart.taxRate = 0.1000001 }
    Scenario.Step("select frother") { cart.select(2) }
    Scenario.Step("tax back") { cart.taxRate = 0.08 }
    Scenario.Step("higher free-shipping threshold") { shipping.freeShippingThreshold = 20_000 }
    Scenario.Step("same tax rate") { cart.taxRate = cart.taxRate }
  }
}
