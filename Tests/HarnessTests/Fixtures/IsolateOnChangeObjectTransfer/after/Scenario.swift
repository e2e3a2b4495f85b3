@_spi(NarrowHarness) import SwiftUI

/// Six chunks, a pause, and two more chunks.
@MainActor
func makeScenario() -> Scenario {
  let transfer = Transfer()
  let log = ProgressLog()
  return Scenario(
    root: TransferScreen(log: log).environmentObject(transfer),
    counters: ["progress entries": { log.entries.count }]
  ) {
    Scenario.Step.repeated("chunk", times: 6) { transfer.receiveChunk() }
    Scenario.Step("pause") { transfer.isPaused = true }
    Scenario.Step.repeated("chunk after pause", times: 2) { transfer.receiveChunk() }
  }
}
