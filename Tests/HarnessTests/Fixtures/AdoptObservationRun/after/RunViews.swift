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
    .environment(store)
  }
}

struct ElapsedLabel: View {
  @Environment(RunStore.self) var store: RunStore

  var body: some View {
    Text("\(store.elapsed) s")
  }
}

struct TitleLabel: View {
  @Environment(RunStore.self) var store: RunStore

  var body: some View {
    Text(store.title)
  }
}

struct DistanceLabel: View {
  var store: RunStore

  var body: some View {
    Text("\(store.distance) km at \(store.pace)")
  }
}

struct PauseLabel: View {
  @Environment(RunStore.self) var store: RunStore

  var body: some View {
    Text(store.isPaused ? "Paused: \(store.note)" : "Running")
  }
}
