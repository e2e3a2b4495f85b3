import Foundation
import Testing

@testable import NarrowKit

/// Logs written in the formats SwiftUI's `_printChanges()` and `_logChanges()` produce.
@Suite struct RunEvidenceTests {
  static let log = """
    TrackRow: @self changed.
    TrackRow: @self changed.
    TrackRow: @dependencies changed.
    TrackRow: unchanged.
    ContentView: @self, @identity, _model changed.
    2026-11-30 09:41:12.345678+0100 0x1a2b     Info        0x0                  1234   0    MusicApp: (SwiftUI) [com.apple.SwiftUI:Changed Body Properties] MusicApp.TrackRow: @self changed.
    2026-11-30 09:41:12.400000+0100 MusicApp[1234:5678] [Changed Body Properties] Library.Row: \\Storage<Int>.output, @3 changed.
    Generic<Int>: @self changed.
    this is not a line SwiftUI prints
    TrackRow @self changed
    """

  @Test func readsPrintedAndLoggedLinesWithTheirPrefixes() {
    var evidence = RunEvidence()
    evidence.read(Self.log, file: "run.log")
    #expect(evidence.views["TrackRow"]?.runs == 4)
    #expect(evidence.views["TrackRow"]?.causes == ["@self": 2, "@dependencies": 1, "unchanged": 1])
    #expect(evidence.views["MusicApp.TrackRow"]?.causes == ["@self": 1])
    #expect(evidence.views["ContentView"]?.causes == ["@self": 1, "@identity": 1, "_model": 1])
    #expect(evidence.views["Library.Row"]?.causes == ["\\Storage<Int>.output": 1, "@3": 1])
    #expect(evidence.views["Generic<Int>"]?.runs == 1)
    #expect(evidence.malformed == [RunEvidence.Malformed(file: "run.log", count: 2, firstLine: 9)])
  }

  @Test func matchesModuleQualifiedNestedAndGenericNamesToViews() {
    var evidence = RunEvidence()
    evidence.read(Self.log, file: "run.log")
    let index = Index.build([SourceFile(path: "A.swift", bytes: Array("""
      struct TrackRow: View { var body: some View { Text("") } }
      enum Library { struct Row: View { var body: some View { Text("") } } }
      struct Row: View { var body: some View { Text("") } }
      struct Generic<T>: View { var body: some View { Text("") } }
      """.utf8))], jobs: 1)
    let view = { (name: String) in index.allTypes.first { $0.qualifiedName == name }! }
    #expect(evidence.runs(of: view("TrackRow"), in: index)?.runs == 5, "printed plainly and with the module")
    #expect(evidence.runs(of: view("Library.Row"), in: index)?.runs == 1)
    #expect(evidence.runs(of: view("Row"), in: index) == nil, "Library.Row is not the top-level Row")
    #expect(evidence.runs(of: view("Generic"), in: index)?.runs == 1)
    #expect(evidence.runs(of: view("TrackRow"), in: index)?.summary == "TrackRow ran 5 times: @self 3, @dependencies 1, unchanged 1")
  }

  /// The byte reader that takes ASCII lines gives what `parse` gives for every line: lines built
  /// as SwiftUI prints them, each part drawn from right and wrong forms (prefixes, brackets,
  /// generic names, empty and spaced causes, stray whitespace).
  @Test func theByteReaderAgreesWithParse() {
    let prefixes = ["", " ", "\t", "] ", "[Changed Body Properties] ", "MusicApp: (SwiftUI) [a:b] ", "x] y] "]
    let names = ["TrackRow", "Generic<Int, String>", "Generic<A: B>", "Library.Row", "_Private", "9Row", "", "x y", "Row>", "<Row"]
    let separators = [": ", ":", " : ", ":  "]
    let causes = ["@self", "_isOn", "\\Storage<Int>.output", "@3", "", " ", "\t@self", "@self\t", "9x", "-x", "a b"]
    let joins = [", ", ",", " ,", ",\t", ",,"]
    let endings = [" changed.", "changed.", " changed", ": unchanged.", " unchanged.", " changed. ", " changed.\r", "\t"]
    var seed: UInt64 = 0xE71D_E7CE
    func pick(_ options: [String]) -> String {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return options[Int(seed >> 33) % options.count]
    }
    var matched = 0
    for _ in 0..<20_000 {
      var line = pick(prefixes) + pick(names) + pick(separators) + pick(causes)
      for _ in 0..<Int(pick(["0", "1", "2"]))! { line += pick(joins) + pick(causes) }
      line += pick(endings)
      let bytes = Array(line.utf8)
      let byBytes = bytes.withUnsafeBufferPointer { ASCIILine($0)?.parse() }
      let byString = RunEvidence.parse(line.trimmingCharacters(in: .whitespacesAndNewlines))
      #expect(byBytes?.0 == byString?.0 && byBytes?.1 == byString?.1, "\(line.debugDescription)")
      if byString != nil { matched += 1 }
    }
    #expect(matched > 1_000, "the lines include many that are read")
  }

  @Test func aLineOutsideASCIIIsReadAsText() {
    var evidence = RunEvidence()
    evidence.read("Ansicht\u{00C4}: @self changed.\n\u{00A0}TrackRow: unchanged.\u{00A0}\n", file: "run.log")
    #expect(evidence.views["Ansicht\u{00C4}"]?.runs == 1)
    #expect(evidence.views["TrackRow"]?.runs == 1, "a no-break space is trimmed as parse trims it")
  }
}
