@_spi(NarrowHarness) import SwiftUI

/// The install starts, five progress steps, a package is selected, two more steps.
@MainActor
func makeScenario() -> Scenario {
  let installer = Installer()
  return Scenario(root: InstallerWindow().environmentObject(installer).environmentObject(installer.installerProgress)) {
    Scenario.Step("start") { installer.isInstalling = true }
    Scenario.Step.repeated("step", times: 5) { installer.step() }
    Scenario.Step("select") { installer.select("swift-format") }
    Scenario.Step.repeated("step after select", times: 2) { installer.step() }
  }
}
