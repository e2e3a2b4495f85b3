#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file Narrow acts on after reading it back from a place others may write to (a journal in the
/// tree, an entry of the cache) is trusted only as this user's own: anyone who can put a file
/// there can make its contents look right.
enum OwnedFile {
  /// Why a file, as `stat` or `lstat` describes it, is not this user's own regular file that
  /// group and others cannot write; nil when it is.
  static func problem(_ info: stat) -> String? {
    if (info.st_mode & S_IFMT) != S_IFREG { return "it is not a regular file" }
    if info.st_uid != geteuid() { return "it belongs to another user" }
    if info.st_mode & (S_IWGRP | S_IWOTH) != 0 { return "other users may write it" }
    return nil
  }
}
