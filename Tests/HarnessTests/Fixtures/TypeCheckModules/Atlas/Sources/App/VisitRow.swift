import SwiftUI

/// Shared is not imported here, and a field of type Badge needs it.
struct VisitRow: View {
  let visit: Visit
  var body: some View {
    Text(visit.note)
    Text("\(visit.badge)")
  }
}
