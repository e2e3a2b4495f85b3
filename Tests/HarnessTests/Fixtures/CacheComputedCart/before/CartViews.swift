import SwiftUI

struct CartScreen: View {
  let cart: Cart

  var body: some View {
    VStack(alignment: .leading) {
      CartItemList(cart: cart)
      CartSummary(cart: cart)
      ShippingNote(cart: cart)
      Button("One more of the selected item") {
        if let id = cart.selectedItemID, let item = cart.items.first(where: { $0.id == id }) {
          cart.setQuantity(item.quantity + 1, of: id)
        }
      }
    }
  }
}

struct CartItemList: View {
  let cart: Cart

  var body: some View {
    List {
      ForEach(cart.items) { item in
        CartItemRow(item: item, isSelected: item.id == cart.selectedItemID)
      }
    }
  }
}

struct CartItemRow: View {
  let item: CartItem
  let isSelected: Bool

  var body: some View {
    HStack {
      Text(item.name)
      Spacer()
      Text("\(item.quantity) × \(formattedPrice(cents: item.price))")
      if item.isGift {
        Image(systemName: "gift")
      }
    }
    .bold(isSelected)
  }
}

/// Shows only the total: it depends on the cart's items and tax rate through the getter.
struct CartSummary: View {
  let cart: Cart

  var body: some View {
    VStack(alignment: .trailing) {
      Text("Total \(formattedPrice(cents: cart.total))")
        .font(.headline)
    }
  }
}

struct ShippingNote: View {
  let cart: Cart

  var body: some View {
    Text(cart.qualifiesForFreeShipping ? "Free shipping" : "Shipping calculated at checkout")
      .font(.caption)
  }
}
