import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to completion and reports its wall time and peak resident memory.
///
/// `Foundation.Process` reaps its children itself, so their resource usage is lost; spawning and
/// waiting with `wait4` here gives the child's own maximum resident set size, whatever program it is.
public enum ChildProcess {
  public struct Outcome {
    public var exitStatus: Int32
    public var wallSeconds: Double
    public var peakBytes: Int
    /// User plus system time of all the child's threads: less sensitive than wall time to other
    /// work on the machine.
    public var cpuSeconds: Double
    public var stdout: Data
  }

  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
  }

  /// Runs `executable` with `arguments`, in `directory` when one is given; its stdout goes to a
  /// temporary file (a pipe would need a reader thread), its stderr to `stderrPath` or to ours.
  public static func run(
    _ executable: String, _ arguments: [String], in directory: String? = nil, stderrPath: String? = nil
  ) throws -> Outcome {
    let outputPath = NSTemporaryDirectory() + "narrow-child-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).out"
    defer { unlink(outputPath) }

    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    #else
    var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if let stderrPath { posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }

    // posix_spawn has no portable way to set the child's directory, so a shell changes to it and
    // then becomes the program (exec keeps the process, so its resource usage is the program's).
    let program = directory == nil ? executable : "/bin/sh"
    let words = directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0, executable] + arguments }
      ?? [executable] + arguments
    let argv = words.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }

    let start = DispatchTime.now()
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw Failure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw Failure(description: "wait4 failed: errno \(errno)") }
    }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9

    let output = FileManager.default.contents(atPath: outputPath) ?? Data()
    // The low 7 bits are the terminating signal, 0 for a normal exit; then the exit code.
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Outcome(exitStatus: exitStatus, wallSeconds: wall, peakBytes: peakBytes(usage),
      cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), stdout: output)
  }

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }

  /// `ru_maxrss` is in kilobytes on Linux and in bytes on macOS.
  private static func peakBytes(_ usage: rusage) -> Int {
    #if os(macOS)
    return Int(usage.ru_maxrss)
    #else
    return Int(usage.ru_maxrss) * 1024
    #endif
  }
}
