import Testing

@testable import NarrowKit

@Suite struct DeploymentInferenceTests {
  /// A notes screen of an app whose project file is not there: a SwiftData model, and a view that
  /// reacts to a change with the two-parameter `onChange`.
  private static let notes = """
    import SwiftUI
    import SwiftData

    @Model
    final class Note {
      var text = ""
      init(text: String) { self.text = text }
    }

    struct NoteEditor: View {
      @State private var draft = ""
      @State private var saved = ""

      var body: some View {
        TextField("Note", text: $draft)
          .onChange(of: draft) { old, new in saved = new }
      }
    }

    """

  /// The same screen with both uses behind availability checks, as an app for older systems has them.
  private static let guardedNotes = notes
    .replacingOccurrences(of: "@Model\n", with: "@available(iOS 17, macOS 14, *)\n@Model\n")
    .replacingOccurrences(of: """
          TextField("Note", text: $draft)
            .onChange(of: draft) { old, new in saved = new }
      """, with: """
          if #available(iOS 17, macOS 14, *) {
            TextField("Note", text: $draft)
              .onChange(of: draft) { old, new in saved = new }
          } else {
            TextField("Note", text: $draft)
          }
      """)

  private func adoptObservation(_ files: [String: String]) -> RunResult {
    scan(AdoptObservationTransform(options: TransformOptions()), files: files)
  }

  private func index(_ files: [String: String]) -> Index {
    Index.build(sourceFiles(files), jobs: 1)
  }

  @Test func codeThatUsesTheAPIsOfObservationsReleaseUnconditionallyTargetsThatRelease() throws {
    let result = adoptObservation(["Player.swift": AdoptObservationTransform.playerApp(), "Notes.swift": Self.notes])
    #expect(result.proposals.map(\.target) == ["Player"], "\(result.skipped.map(\.reason))")
    let summaries = result.index.deploymentTargets.summaries
    #expect(summaries == [
      "no manifest or project declares a deployment target; the code uses SwiftData's @Model outside any availability check at Notes.swift:4:1, so it targets iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1 or later",
    ], "\(summaries)")
    let report = Report(command: .scan, transforms: [AdoptObservationTransform.id], result: result)
    let verbose = TextReport.render(report, style: TextReport.Style(detail: .verbose))
    #expect(verbose.contains("deployment target: no manifest or project declares a deployment target; the code uses SwiftData's @Model"))
    #expect(!TextReport.render(report).contains("deployment target:"), "the compact report stays short")
  }

  @Test func theSameUsesBehindAvailabilityChecksLeaveTheTargetUnknown() {
    let result = adoptObservation(["Player.swift": AdoptObservationTransform.playerApp(), "Notes.swift": Self.guardedNotes])
    #expect(result.proposals.isEmpty)
    #expect(result.skipped.contains { $0.reason.contains("the deployment target is unknown") }, "\(result.skipped.map(\.reason))")
    #expect(result.index.deploymentTargets.summaries.isEmpty)
  }

  @Test func theTwoParameterOnChangeAloneIsEnough() {
    let onChangeOnly = Self.notes.replacingOccurrences(of: "@Model\n", with: "")
    let targets = index(["Notes.swift": onChangeOnly]).deploymentTargets
    #expect(targets.observationSupport(forFile: "Notes.swift") == .available)
    #expect(targets.summaries.first?.contains("onChange(of:initial:_:) outside any availability check at Notes.swift:15:7") == true,
      "\(targets.summaries)")
  }

  @Test func whatADeclarationSaysComesFirst() {
    let files = ["Notes.swift": Self.notes, "Package.swift": "let package = Package(name: \"Notes\", platforms: [.iOS(.v16)])\n"]
    let declared = DeploymentTargets.declared(inManifest: files["Package.swift"]!, source: "Package.swift")
    let targets = Index.build(sourceFiles(files), deploymentTargets: DeploymentTargets(packageOfFile: ["Notes.swift": declared]), jobs: 1)
      .deploymentTargets
    #expect(targets.observationSupport(forFile: "Notes.swift") == .tooOld("Package.swift targets iOS 16, and @Observable needs iOS 17"))
    #expect(targets.summaries == ["Package.swift: iOS 16"])
  }

  @Test func anImportAloneTellsNothing() {
    let imports = index(["A.swift": "import SwiftData\nimport Observation\n\nstruct Plain {}\n"])
    #expect(imports.deploymentTargets.observationSupport(forFile: "A.swift") == .unknown)
    #expect(imports.observationProblem(inFile: "A.swift")?.contains("unknown") == true)
  }

  @Test func testCodeABackPortAndAFileWithoutTheFrameworkTellNothing() {
    let inTests = index(["AppTests/NotesTests.swift": Self.notes]).deploymentTargets
    #expect(inTests.observationSupport(forFile: "AppTests/NotesTests.swift") == .unknown)
    let backPort = """
      extension View {
        func onChange<V: Equatable>(of value: V, _ action: @escaping (V, V) -> Void) -> some View { self }
      }

      """
    let ported = index(["Notes.swift": Self.notes.replacingOccurrences(of: "@Model\n", with: ""), "Port.swift": backPort]).deploymentTargets
    #expect(ported.observationSupport(forFile: "Notes.swift") == .unknown)
    let noImport = index(["Notes.swift": Self.notes.replacingOccurrences(of: "import SwiftData\n", with: "")
      .replacingOccurrences(of: ".onChange(of: draft) { old, new in saved = new }", with: "")]).deploymentTargets
    #expect(noImport.observationSupport(forFile: "Notes.swift") == .unknown)
  }

  @Test func anObservableClassBehindAnAvailabilityCheckDoesNotMakeObservationAvailable() {
    let guarded = "import Observation\n\n@available(iOS 17, *)\n@Observable final class Settings {}\n"
    #expect(index(["Settings.swift": guarded]).observationProblem(inFile: "Settings.swift")?.contains("unknown") == true)
    let plain = "import Observation\n\n@Observable final class Settings {}\n"
    #expect(index(["Settings.swift": plain]).observationProblem(inFile: "Settings.swift") == nil)
  }
}
