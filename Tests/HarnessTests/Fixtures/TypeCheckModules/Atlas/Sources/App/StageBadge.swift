import SwiftUI

struct StageBadge: View {
  let receipt: OrderScreen.Receipt
  var body: some View { Text("\(receipt.stage) \(receipt.total)") }
}
