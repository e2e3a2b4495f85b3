import SwiftUI

struct CartItem: Identifiable, Hashable {
  let id: Int
  var name: String
  /// Unit price in cents.
  var price: Int
  var quantity: Int
  var isGift = false
}

/// Free shipping starts at a threshold the store can change at any time.
@Observable
final class ShippingPolicy {
  var freeShippingThreshold = 5_000
}

@Observable
final class Cart {
  var items: [CartItem]
  var taxRate: Double
  var selectedItemID: CartItem.ID?
  let shipping: ShippingPolicy

  init(items: [CartItem], taxRate: Double, shipping: ShippingPolicy) {
    self.items = items
    self.taxRate = taxRate
    self.shipping = shipping
  }

  /// Everything in the cart with tax, in cents. Derived only from this cart's stored
  /// properties, so it could be kept up to date from their `didSet`.
  var total: Int {
    let subtotal = items.reduce(0) { $0 + $1.price * $1.quantity }
    return subtotal + Int((Double(subtotal) * taxRate).rounded())
  }

  /// Reads another object's property, so caching it here would go stale when the policy changes.
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
}

/// Remembers the selected item between launches.
final class SelectionStore {
  private(set) var savedSelections: [CartItem.ID?] = []

  func save(_ selection: CartItem.ID?) {
    savedSelections.append(selection)
  }
}

func formattedPrice(cents: Int) -> String {
  let remainder = cents % 100
  return "$\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
}
