import SwiftUI

struct CartItem: Identifiable, Hashable {
  let id: Int
  var name: String
  /// Unit price in cents.
  var price: Int
  var quantity: Int
  var isGift = false
}

@Observable
final class ShippingPolicy {
  var freeShippingThreshold = 5_000
}

@Observable
final class Cart {
  var items: [CartItem] {
    didSet { refreshTotal() }
  }
  var taxRate: Double {
    didSet { defer { refreshTotal() }; taxRateChanges += 1 }
  }
  var selectedItemID: CartItem.ID?
  /// How often the tax rate was set, for the audit log.
  @ObservationIgnored private(set) var taxRateChanges = 0
  let shipping: ShippingPolicy

  init(items: [CartItem], taxRate: Double, shipping: ShippingPolicy) {
    self.items = items
    self.taxRate = taxRate
    self.total = Cart.computeTotal(items: items, taxRate: taxRate)
    self.shipping = shipping
  }

  /// Everything in the cart with tax, in cents.
  private(set) var total: Int

  private static func computeTotal(items: [CartItem], taxRate: Double) -> Int {
    let subtotal = items.reduce(0) { $0 + $1.price * $1.quantity }
    return subtotal + Int((Double(subtotal) * taxRate).rounded())
  }

  private func refreshTotal() {
    let newTotal = Cart.computeTotal(items: items, taxRate: taxRate)
    if newTotal != total { total = newTotal }
  }

  /// Reads another object, so it stays computed.
  var qualifiesForFreeShipping: Bool {
    items.reduce(0) { $0 + $1.price * $1.quantity } >= shipping.freeShippingThreshold
  }

  func select(_ id: CartItem.ID) {
    selectedItemID = id
  }

  func setQuantity(_ quantity: Int, of id: CartItem.ID) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items[index].quantity = quantity
  }

  func markAsGift(_ id: CartItem.ID) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items[index].isGift = true
  }

  func rename(_ id: CartItem.ID, to name: String) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items[index].name = name
  }
}

func formattedPrice(cents: Int) -> String {
  let remainder = cents % 100
  return "$\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
}
