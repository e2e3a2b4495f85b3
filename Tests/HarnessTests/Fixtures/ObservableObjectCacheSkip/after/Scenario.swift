@_spi(NarrowHarness) import SwiftUI

@MainActor
func makeScenario() -> Scenario {
  let cart = Cart()
  return Scenario(root: CartScreen(cart: cart)) {
    Scenario.Step("same total") { cart.prices = [4, 3] }
    Scenario.Step("new total") { cart.replaceFirst(with: 9) }
    Scenario.Step("coupon") { cart.coupon = "SPRING" }
  }
}
