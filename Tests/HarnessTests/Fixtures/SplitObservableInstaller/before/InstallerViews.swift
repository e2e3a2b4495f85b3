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
      StatusBar(installer: installer)
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
  @EnvironmentObject var installer: Installer

  var body: some View {
    Text("\(Int(installer.progress * 100)) %")
      .monospacedDigit()
  }
}

struct StatusBar: View {
  @ObservedObject var installer: Installer

  var body: some View {
    Text(installer.isInstalling ? "Installing, \(Int(installer.progress * 100)) % done" : "Idle")
  }
}
