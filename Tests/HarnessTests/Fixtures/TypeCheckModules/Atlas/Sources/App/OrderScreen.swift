import SwiftUI

struct OrderScreen: View {
  enum Stage { case cart, paid }

  struct Receipt {
    let stage: Stage
    let total: Int
    let note: String
  }

  let receipt: Receipt
  var body: some View { StageBadge(receipt: receipt) }
}
