import Testing

@testable import NarrowKit

/// What `.environmentObject(x)` injects, as far as the scanned code tells.
@Suite struct InjectionTypesTests {
  private func injected(_ source: String) -> [String: String?] {
    let index = Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1)
    let injections = index.files.flatMap(\.injections)
    return Dictionary(injections.map { ($0.argument.value.text, index.injectedType($0)) }, uniquingKeysWith: { first, _ in first })
  }

  /// `App.settings` starts from the view's property `App`, capital or not; another module's
  /// `Shared.manager` is that module's object, no class of the scanned code.
  @Test func aCapitalisedPropertyAndAnotherModulesStaticMember() {
    let found = injected("""
      import SwiftUI

      final class Settings: ObservableObject {}
      final class MainApp: ObservableObject {
        let settings = Settings()
      }

      struct Root: View {
        @EnvironmentObject var App: MainApp
        var body: some View {
          Text("Root")
            .environmentObject(App.settings)
            .environmentObject(App)
            .environmentObject(PermissionManager.shared)
        }
      }
      """)
    #expect(found["App.settings"] == .some("Settings"), "\(found)")
    #expect(found["App"] == .some("MainApp"), "\(found)")
    #expect(found["PermissionManager.shared"] == .some("PermissionManager"), "\(found)")
  }
}
