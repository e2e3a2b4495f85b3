#if os(Linux)
import Foundation
import Testing

/// Output that cannot be written is an error Narrow reports (exit 2), never a crash or a silent
/// success: a closed pipe, a full device, a report path over a source file.
@Suite struct StreamFailureTests {
  static let view = FileSafetyTests.view
  static let caller = FileSafetyTests.caller

  /// `/dev/full` is a device that fails every write with "No space left on device".
  static let hasFullDevice: Bool = {
    var status = stat()
    return stat("/dev/full", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR
  }()

  enum Stream { case output, error }

  /// Runs narrow with one stream going to `handle` and the other to a pipe that is read.
  private static func run(_ arguments: [String], in directory: URL, sending stream: Stream, to handle: FileHandle) throws -> CLI.Run {
    let process = Process()
    process.environment = Shell.environment
    process.executableURL = CLI.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let other = Pipe()
    process.standardOutput = stream == .output ? handle : other
    process.standardError = stream == .error ? handle : other
    try process.run()
    let read = other.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: read, as: UTF8.self)
    return CLI.Run(status: process.terminationStatus, stdout: stream == .error ? text : "", stderr: stream == .output ? text : "")
  }

  /// A pipe whose reading end is already closed: every write to it fails with a broken pipe.
  private static func closedPipe() throws -> FileHandle {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    return pipe.fileHandleForWriting
  }

  private static func sandbox() throws -> Sandbox {
    try Sandbox(files: ["App/Track.swift": Array(view.utf8), "App/Shelf.swift": caller], git: false)
  }

  @Test func aReportToAClosedPipeIsAnErrorNotACrash() throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    for command in [["scan", "App"], ["diff", "-t", "pass-fields", "App"]] {
      let run = try Self.run(command, in: sandbox.root, sending: .output, to: Self.closedPipe())
      #expect(run.status == 2, "\(command): exit \(run.status)")
      #expect(run.stderr.contains("narrow: error: cannot write to standard output: Broken pipe"), "\(run.stderr)")
    }
  }

  @Test func anApplyWhoseReportCannotBeWrittenLeavesItsChangesAndSaysSo() throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    let run = try Self.run(["apply", "-t", "pass-fields", "--allow-dirty", "App"], in: sandbox.root, sending: .error, to: Self.closedPipe())
    #expect(run.status == 2, "exit \(run.status)")
    #expect(try sandbox.bytes("App/Shelf.swift") != Self.caller, "the change is written")
    let again = try CLI.run(["diff", "-t", "pass-fields", "--exit-code", "App"], in: sandbox.root)
    #expect(again.status == 0 && again.stdout.isEmpty, "the tree is consistent: a second run proposes nothing\n\(again.stdout)")
  }

  @Test(.enabled(if: hasFullDevice)) func outputToAFullDeviceIsAnError() throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    for command in [["scan", "App"], ["diff", "-t", "pass-fields", "App"], ["scan", "--format", "json", "App"]] {
      let run = try Self.run(command, in: sandbox.root, sending: .output, to: full)
      #expect(run.status == 2, "\(command): exit \(run.status)")
      #expect(run.stderr.contains("cannot write to standard output: No space left on device"), "\(run.stderr)")
    }
    let report = try CLI.run(["scan", "--report", "/dev/full", "App"], in: sandbox.root)
    #expect(report.status == 2 && report.stderr.contains("cannot write the report to /dev/full: No space left on device"), "\(report.stderr)")
    #expect(Self.hasFullDevice, "the device is written in place, never replaced by a file")
  }

  @Test func aReportPathNamingASwiftFileIsRefusedBeforeAnything() throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    for command in ["scan", "apply"] {
      let run = try CLI.run([command, "-t", "pass-fields", "--allow-dirty", "--report", "App/Track.swift", "App"].filter { command == "apply" || $0 != "--allow-dirty" },
        in: sandbox.root)
      #expect(run.status == 2 && run.stderr.contains("names a Swift source file"), "\(command): \(run.stderr)")
    }
    #expect(try sandbox.text("App/Track.swift") == Self.view)
    #expect(try sandbox.bytes("App/Shelf.swift") == Self.caller)
  }
}
#endif
