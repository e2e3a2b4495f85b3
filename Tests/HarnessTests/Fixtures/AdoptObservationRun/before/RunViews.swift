import SwiftUI

struct RunApp: View {
  let store: RunStore

  var body: some View {
    VStack {
      ElapsedLabel()
      TitleLabel()
      DistanceLabel(store: store)
      PauseLabel()
    }
    .environmentObject(store)
  }
}

struct ElapsedLabel: View {
  @EnvironmentObject var store: RunStore

  var body: some View {
    Text("\(store.elapsed) s")
  }
}

struct TitleLabel: View {
  @EnvironmentObject var store: RunStore

  var body: some View {
    Text(store.title)
  }
}

struct DistanceLabel: View {
  @ObservedObject var store: RunStore

  var body: some View {
    Text("\(store.distance) km at \(store.pace)")
  }
}

struct PauseLabel: View {
  @EnvironmentObject var store: RunStore

  var body: some View {
    Text(store.isPaused ? "Paused: \(store.note)" : "Running")
  }
}
