import Testing

@testable import NarrowKit

/// A run reads one build configuration, says which, and holds a rewrite that would leave code of
/// another build unrewritten. Every test fails when its rule is removed.
@Suite struct BuildConfigurationPipelineTests {
  private func scan(_ source: String, platform: DeploymentTargets.Platform? = nil, transforms: [String]) -> RunResult {
    var request = RunRequest.scan(paths: [], transformIDs: transforms)
    request.jobs = 1
    let transforms = transforms.compactMap(TransformCatalog.transform(id:)).map { $0.init(options: TransformOptions()) }
    return Pipeline.run(
      transforms, on: sourceFiles(["A.swift": source]), request: request,
      scope: ScanScope(configurations: BuildConfigurations(platform: platform)))
  }

  static let titleList = """
    @Observable
    final class Library {
      var titles: [String] = []
      var selection: String?
      func tick() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.selection = "next" }
      }
    }

    final class History {
      func record(_ title: String?) {}
    }

    """

  /// `.onChange` inside a postfix `#if` of a modifier chain is read, and offered like any other.
  @Test func anOnChangeInAPostfixIfIsOffered() {
    let source = Self.titleList + """
      struct TitleList: View {
        let library: Library
        let history: History
        var body: some View {
          List {
            ForEach(library.titles, id: \\.self) { title in
              Text(title)
            }
          }
          #if os(iOS)
          .onChange(of: library.selection) { _, newSelection in
            history.record(newSelection)
          }
          #endif
        }
      }
      """
    let offered = scan(source, transforms: ["isolate-onchange"]).proposals.map(\.target)
    #expect(offered == ["TitleList:library.selection"])
    #expect(scan(source, platform: .macOS, transforms: ["isolate-onchange"]).proposals.isEmpty, "a macOS build has no onChange")
  }

  /// A view declared once per platform: rewriting one declaration would leave the other as it was.
  @Test func aRewriteOfATypeDeclaredInEachBranchIsHeld() throws {
    let view = """
      struct TitleList: View {
        let library: Library
        let history: History
        var body: some View {
          List {
            ForEach(library.titles, id: \\.self) { title in
              Text(title)
            }
          }
          .onChange(of: library.selection) { _, newSelection in
            history.record(newSelection)
          }
        }
      }

      """
    let source = Self.titleList + "#if os(iOS)\n" + view + "#else\n" + view + "#endif\n"
    // An iOS build reads one TitleList, and the rewrite would still leave the other.
    let held = try #require(scan(source, platform: .iOS, transforms: ["isolate-onchange"]).held.first)
    #expect(held.reason == "TitleList is declared once in each branch of an #if (os(iOS), #else), and the rewrite changes one of them only")
  }

  static let row = """
    struct Track { var title: String; var artist: String }
    struct Row: View {
      let track: Track
      var body: some View { Text(track.title) }
    }
    let row = Row(track: Track(title: "A", artist: "B"))
    #if os(macOS)
    let other = Row(track: Track(title: "C", artist: "D"))
    #endif
    """

  /// A construction in a branch the platform's build leaves out would keep the old initialiser.
  @Test func aRewriteOfAnInterfaceUsedInALeftOutBranchIsHeld() throws {
    let everyBranch = scan(Self.row, transforms: ["pass-fields"])
    #expect(everyBranch.held.isEmpty && everyBranch.selected.count == 1, "every construction is read and rewritten")
    let iOS = scan(Self.row, platform: .iOS, transforms: ["pass-fields"])
    let held = try #require(iOS.held.first)
    #expect(held.reason.hasPrefix("A.swift:7 may use Row, and the branch there (os(macOS)) is left out of the iOS build Narrow read"))
  }

  @Test func theReportSaysWhichBranchesWereReadWhenTheCodeHasAnIf() {
    let report = { (source: String, platform: DeploymentTargets.Platform?) in
      Report(command: .scan, transforms: ["pass-fields"], result: scan(source, platform: platform, transforms: ["pass-fields"]))
    }
    #expect(report(Self.row, nil).configuration == "every #if branch (no platform set)")
    #expect(report(Self.row, .iOS).configuration?.hasPrefix("iOS: the #if branches a build for iOS takes") == true)
    #expect(TextReport.render(report(Self.row, nil)).contains("\nconfiguration: every #if branch (no platform set)\n"))
    #expect(report("struct A {}", nil).configuration == nil, "code without #if has one configuration")
  }
}
