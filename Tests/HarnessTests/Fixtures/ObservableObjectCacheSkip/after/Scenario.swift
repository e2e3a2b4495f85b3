@_spi(NarrowHarness) import SwiftUI

/// A write that keeps the total, a new total and a coupon; last, the coupon is set to the value it has.
@MainActor
func makeScenario() -> Scenario {
  let cart = Cart()
  return Scenario(root: CartScreen(cart: cart)) {
    Scenario.Step("same total") { cart.prices = [4, 3] }
    Scenario.Step("new total") { cart.replaceFirst(with: 9) }
    Scenario.Step("coupon") { cart.coupon = "SPRING" }
    Scenario.Step("same coupon") { cart.coupon = cart.coupon }
  }
}
