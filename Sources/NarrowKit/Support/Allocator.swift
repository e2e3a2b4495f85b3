#if os(Linux)
import CSystem
#endif

/// The C allocator, set up for a process that scans a codebase.
public enum Allocator {
  /// glibc grows each thread's heap 128 KiB at a time, a system call each time, and a scan of
  /// 10 000 files builds most of a gigabyte of facts in small pieces: growing 64 MiB at a time
  /// took a quarter of a second of system time off a cached re-scan. Pages become resident only
  /// when touched, so the memory a scan uses is the same. Call it once, before any thread starts.
  public static func growInLargeSteps() {
    #if os(Linux)
    _ = mallopt(M_TOP_PAD, 64 << 20)
    #endif
  }
}
