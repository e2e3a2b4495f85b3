import SwiftUI

protocol Counter: AnyObject {
  func increment()
}

@Observable
final class StepCounter: Counter {
  var steps = 0
  func increment() { steps += 1 }
}

@Observable
final class LapCounter: Counter {
  var laps = 0
  func increment() { laps += 1 }
}

/// Counts through the protocol: which counter it holds is known only at run time, so a bump
/// may change either.
final class Coach {
  let counter: any Counter

  init(counter: any Counter) {
    self.counter = counter
  }

  func bump() { counter.increment() }
}

struct CounterScreen: View {
  let steps: StepCounter
  let laps: LapCounter
  var body: some View {
    VStack {
      StepsLabel(steps: steps)
      LapsLabel(laps: laps)
    }
  }
}

struct StepsLabel: View {
  let steps: StepCounter
  var body: some View { Text("\(steps.steps) steps") }
}

struct LapsLabel: View {
  let laps: LapCounter
  var body: some View { Text("\(laps.laps) laps") }
}
