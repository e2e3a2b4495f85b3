import SwiftUI

struct Shelf: View {
  fileprivate enum Shade { case light, dark }

  struct Slot {
    fileprivate let shade: Shade
    let count: Int
    let label: String
  }

  let slots: [Slot]
  var body: some View {
    VStack {
      ForEach(slots, id: \.label) { slot in SlotView(slot: slot) }
    }
  }
}

/// Reads a field whose type is fileprivate to this file: a property of that type here would need fileprivate.
struct SlotView: View {
  let slot: Shelf.Slot
  var body: some View { Text("\(slot.shade)") }
}
