import SwiftUI
import Shared

struct Visit {
  let badge: Badge
  let note: String
  let day: Int
  var seen: Bool
}

struct VisitList: View {
  let visits: [Visit]
  var body: some View {
    VStack {
      ForEach(visits, id: \.day) { visit in VisitRow(visit: visit) }
    }
  }
}
