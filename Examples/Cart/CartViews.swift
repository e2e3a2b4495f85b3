import SwiftUI

struct CartScreen: View {
  let cart: Cart
  let store: SelectionStore

  var body: some View {
    VStack(alignment: .leading) {
      CartItemList(cart: cart, store: store)
      SelectedItemBanner(cart: cart)
      CartSummary(cart: cart)
      CouponField()
      Button("One more of the selected item") {
        if let id = cart.selectedItemID, let item = cart.items.first(where: { $0.id == id }) {
          cart.setQuantity(item.quantity + 1, of: id)
        }
      }
    }
  }
}

/// The long list of the cart. It reads the selection only to save it: every new selection
/// evaluates the whole list again for a value it does not show.
struct CartItemList: View {
  let cart: Cart
  let store: SelectionStore

  var body: some View {
    List {
      ForEach(cart.items) { item in
        CartItemRow(item: item)
          .onTapGesture { cart.select(item.id) }
          .onTapGesture(count: 2) { cart.markAsGift(item.id) }
      }
    }
    .onChange(of: cart.selectedItemID) { _, newSelection in
      store.save(newSelection)
    }
  }
}

struct CartItemRow: View {
  let item: CartItem

  var body: some View {
    HStack {
      Text(item.name)
      Spacer()
      Text("\(item.quantity) × \(formattedPrice(cents: item.price))")
    }
  }
}

/// Shows the selected item and also reacts to the selection changing: the value has another
/// use in the body, so moving the `onChange` out would not save anything.
struct SelectedItemBanner: View {
  let cart: Cart
  @State private var selectionChanges = 0

  var body: some View {
    let selected = cart.items.first { $0.id == cart.selectedItemID }
    HStack {
      Text(selected.map { "Selected: \($0.name)" } ?? "Nothing selected")
      Text("\(selectionChanges) changes")
        .foregroundStyle(.secondary)
    }
    .onChange(of: cart.selectedItemID) {
      selectionChanges += 1
    }
  }
}

struct CartSummary: View {
  let cart: Cart

  var body: some View {
    VStack(alignment: .trailing) {
      Text("Total \(formattedPrice(cents: cart.total))")
        .font(.headline)
      Text(cart.qualifiesForFreeShipping ? "Free shipping" : "Shipping calculated at checkout")
        .font(.caption)
    }
  }
}

struct CouponField: View {
  @State private var code = ""

  var body: some View {
    TextField("Coupon code", text: $code)
  }
}
