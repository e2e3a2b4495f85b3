import SwiftUI

struct InstallerWindow: View {
  @EnvironmentObject var installer: Installer

  var body: some View {
    VStack {
      Text(installer.selection ?? "No package selected")
      List {
        ForEach(installer.packages, id: \.self) { name in
          PackageRow(name: name)
        }
      }
      InstallProgress()
      StatusBar(installer: installer, installerProgress: installer.installerProgress)
    }
  }
}

struct PackageRow: View {
  let name: String

  var body: some View {
    Text(name)
  }
}

struct InstallProgress: View {
  @EnvironmentObject var installerProgress: InstallerProgress

  var body: some View {
    Text("\(Int(installerProgress.progress * 100)) %")
      .monospacedDigit()
  }
}

struct StatusBar: View {
  @ObservedObject var installer: Installer
  @ObservedObject var installerProgress: InstallerProgress

  var body: some View {
    Text(installer.isInstalling ? "Installing, \(Int(installerProgress.progress * 100)) % done" : "Idle")
  }
}
