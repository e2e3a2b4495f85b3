import SwiftUI

/// Announces its change by hand: `count` is not `@Published`.
final class Counter: ObservableObject {
  var count = 0

  func bump() {
    objectWillChange.send()
    count += 1
  }
}

struct CounterScreen: View {
  @ObservedObject var counter: Counter
  var body: some View {
    VStack {
      Text("\(counter.count)")
      Caption()
    }
  }
}

/// Takes nothing: it never runs again.
struct Caption: View {
  var body: some View {
    Text("Taps")
  }
}
