#if os(Linux)
import Foundation
import Testing

/// One case per kind of input a repository can hold. `apply` runs beside a view that would be
/// rewritten; each case asserts the exit code, what is said about the file, and that the bad file
/// is never written.
@Suite struct BadInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let file: String
    let bytes: [UInt8]
    /// 2 when the run must write nothing; 0 when the other files are still rewritten.
    let status: Int32
    /// What the report says about the file, or nil when it is simply read.
    let message: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "empty", file: "Empty.swift", bytes: [], status: 0, message: nil),
    Case(name: "byte-order mark only", file: "Mark.swift", bytes: [0xEF, 0xBB, 0xBF], status: 0, message: nil),
    Case(name: "UTF-16", file: "Wide.swift", bytes: [0xFF, 0xFE] + Array("let a = 1\n".utf8).flatMap { [$0, 0] }, status: 2, message: "not valid UTF-8"),
    Case(name: "binary", file: "Blob.swift", bytes: (0..<512).map { UInt8(($0 * 7919 + 13) % 256) }, status: 2, message: "not valid UTF-8"),
    Case(name: "NUL bytes", file: "Nul.swift", bytes: Array("let a = 1\n".utf8) + [0, 0, 0] + Array("let b = 2\n".utf8), status: 0, message: nil),
    Case(name: "an invalid byte before =", file: "Byte.swift", bytes: Array("t ".utf8) + [0xA0] + Array("= 1\n".utf8), status: 2, message: "not valid UTF-8"),
    Case(name: "a vertical tab before =", file: "Tab.swift", bytes: Array("let total \u{0B}= 1\n".utf8), status: 0, message: "syntax error"),
    // The compiler accepts a global actor written against its function type's parentheses; the
    // toolchain's SwiftParser reads `(` as the attribute's arguments and fails, so the file is
    // read for its uses and never edited (a real app's, where this held four proposals).
    Case(name: "a global actor against a function type's parentheses", file: "Actor.swift",
      bytes: Array("func setup(update: @escaping @MainActor([Int]) -> Void) {}\n".utf8), status: 0, message: "syntax error"),
    Case(name: "brackets 2,500 deep", file: "Deep.swift", bytes: Array(("let x = " + String(repeating: "[", count: 2_500) + "1" + String(repeating: "]", count: 2_500) + "\n").utf8), status: 0, message: nil),
    Case(name: "generics 470 deep", file: "Generic.swift", bytes: Array(("let x: " + String(repeating: "A<", count: 470) + "Int" + String(repeating: ">", count: 470) + "\n").utf8), status: 0, message: nil),
    Case(name: "a chain of 44,000 members", file: "Chain.swift", bytes: Array(("let x = a" + String(repeating: ".b", count: 44_000) + "\n").utf8), status: 0, message: "nests more than 2000 levels deep"),
    Case(name: "a 200,000-character line", file: "Line.swift", bytes: Array(("let s = \"" + String(repeating: "x", count: 200_000) + "\"\n").utf8), status: 0, message: nil),
    Case(name: "a 3.5 MB file, under the size limit", file: "Huge.swift", bytes: Self.table(rows: 85_000), status: 0, message: nil),
    Case(
      name: "a 4.6 MB file, over the size limit", file: "Huge.swift", bytes: Self.table(rows: 110_000), status: 2,
      message: "is not read: its 4617780 bytes are over the limit of 4194304 for one file"),
    Case(name: "a name with a space", file: "My File.swift", bytes: Array("let a = 1\n".utf8), status: 0, message: nil),
    Case(name: "a name with a tab", file: "My\tFile.swift", bytes: Array("let a = 1\n".utf8), status: 0, message: nil),
    Case(name: "a name with a newline", file: "My\nFile.swift", bytes: Array("let a = 1\n".utf8), status: 0, message: nil),
  ]

  /// Lines of about 45 bytes each.
  static func table(rows: Int) -> [UInt8] { Array((0..<rows).map { "let value\($0) = \($0) // padding padding\n" }.joined().utf8) }

  @Test(arguments: cases)
  func badInputIsNamedAndNeverWritten(_ input: Case) throws {
    let sandbox = try Sandbox(files: [
      "App/Track.swift": FileSafetyTests.Fixture.view, "App/Shelf.swift": FileSafetyTests.Fixture.caller, "App/" + input.file: input.bytes,
    ], git: false)
    defer { sandbox.remove() }
    let run = try CLI.run(["apply", "-t", "pass-fields", "--allow-dirty", "App"], in: sandbox.root)
    #expect(run.status == input.status, "\(run.stderr)")
    if let message = input.message {
      #expect(run.stderr.contains("App/" + input.file) && run.stderr.contains(message), "\(run.stderr)")
    }
    #expect(try sandbox.bytes("App/" + input.file) == input.bytes, "the file itself is never written")
    let shelf = try sandbox.bytes("App/Shelf.swift")
    #expect(input.status == 2 ? shelf == FileSafetyTests.Fixture.caller : shelf != FileSafetyTests.Fixture.caller,
      input.status == 2 ? "nothing is written" : "the other files are still rewritten")
  }

  /// A file past the size limit is never opened: scan names it and the limit, and reads the rest.
  @Test func aScanWarnsOfAFileOverTheSizeLimitAndGoesOn() throws {
    let sandbox = try Sandbox(files: [
      "App/Track.swift": FileSafetyTests.Fixture.view, "App/Shelf.swift": FileSafetyTests.Fixture.caller, "App/Huge.swift": Self.table(rows: 110_000),
    ], git: false)
    defer { sandbox.remove() }
    let scan = try CLI.run(["scan", "App"], in: sandbox.root)
    #expect(scan.status == 0, "\(scan.stderr)")
    #expect(scan.stdout.contains("App/Huge.swift: warning: is not read: its 4617780 bytes are over the limit of 4194304 for one file"), "\(scan.stdout)")
    #expect(scan.stdout.contains("[pass-fields] TrackRow"), "the other files are scanned: \(scan.stdout)")
  }

  @Test func specialFilesAndMissingPathsAreErrorsThatNameThem() throws {
    let sandbox = try Sandbox(files: ["App/Track.swift": FileSafetyTests.Fixture.view], git: false)
    defer { sandbox.remove() }
    #expect(mkfifo(sandbox.root.path + "/App/Pipe.swift", 0o644) == 0)
    let fifo = try CLI.run(["scan", "App"], in: sandbox.root)
    // scan writes nothing: a file it cannot read is a warning and the rest is scanned.
    #expect(fifo.status == 0 && fifo.stdout.contains("App/Pipe.swift: warning: cannot be read (not a regular file)"), "\(fifo.stdout)")
    let device = try CLI.run(["scan", "/dev/zero"], in: sandbox.root)
    #expect(device.status == 0 && device.stdout.contains("/dev/zero: warning: cannot be read (not a regular file)"), "\(device.stdout)")
    let held = try CLI.run(["diff", "-t", "hoist-field", "App"], in: sandbox.root)
    #expect(held.status == 2 && held.stderr.contains("App/Pipe.swift: error: cannot be read (not a regular file)"), "\(held.stderr)")
    let missing = try CLI.run(["scan", "Nowhere.swift"], in: sandbox.root)
    #expect(missing.status == 2 && missing.stderr.contains("Nowhere.swift: no such file or directory"), "\(missing.stderr)")
    // A symbolic link to nothing holds no code: a warning that names it, and the rest goes on.
    let writable = try Sandbox(files: ["App/Track.swift": FileSafetyTests.Fixture.view, "App/Shelf.swift": FileSafetyTests.Fixture.caller], git: false)
    defer { writable.remove() }
    try FileManager.default.createSymbolicLink(atPath: writable.root.path + "/App/Ghost.swift", withDestinationPath: "Gone.swift")
    let dangling = try CLI.run(["apply", "-t", "pass-fields", "--allow-dirty", "App"], in: writable.root)
    #expect(dangling.status == 0 && dangling.stderr.contains("warning: App/Ghost.swift is a symbolic link to Gone.swift, which does not exist"), "\(dangling.stderr)")
    #expect(try writable.bytes("App/Shelf.swift") != FileSafetyTests.Fixture.caller, "the proposal is still written")
    // An empty argument (an unset variable in a script) is not the current directory.
    let empty = try CLI.run(["scan", ""], in: sandbox.root)
    #expect(empty.status == 2 && empty.stderr.contains("an empty path was given") && empty.stdout.isEmpty, "\(empty.stderr)")
  }
}
#endif
