import Foundation

/// An error in words a user reads, without Foundation's domains and codes: "permission denied"
/// rather than "The operation could not be completed. (NSCocoaErrorDomain error 513.)".
public enum PlainErrors {
  public static func reason(_ error: Error) -> String {
    if let decoding = error as? DecodingError { return reason(decoding) }
    return stated(error as NSError) ?? unstated(error as NSError)
  }

  /// Why the file `path`, or a directory above it, could not be written or made. Foundation
  /// often gives no cause (NSCocoaErrorDomain error 512) or a vague one ("no such file"); what is
  /// in the way is then found by looking at the path.
  public static func reason(_ error: Error, writing path: String) -> String {
    whyUnwritable(path) ?? reason(error)
  }

  /// What stands in the way of writing the file `path`: it is a directory, a part of the path above
  /// it is a file, the nearest directory that exists may not be written to, or the directory the
  /// file belongs in does not exist. Nil when nothing that can be seen does.
  public static func whyUnwritable(_ path: String) -> String? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return "\(path) is a directory" }
    let parent = (path as NSString).deletingLastPathComponent
    let directory = parent.isEmpty ? "." : parent
    var existing = directory
    while !manager.fileExists(atPath: existing, isDirectory: &isDirectory) {
      let up = (existing as NSString).deletingLastPathComponent
      guard !up.isEmpty, up != existing else { return "the directory \(directory) does not exist" }
      existing = up
    }
    if !isDirectory.boolValue { return "\(existing) is not a directory" }
    if !manager.isWritableFile(atPath: existing) { return "permission denied in \(existing)" }
    if existing != directory { return "the directory \(directory) does not exist" }
    return nil
  }

  /// The cause the error itself gives, in words; nil when it gives none.
  private static func stated(_ error: NSError) -> String? {
    if error.domain == NSPOSIXErrorDomain { return posix(Int32(error.code)) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return posix(Int32(underlying.code))
    }
    guard error.domain == NSCocoaErrorDomain else { return nil }
    switch error.code {
    case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or directory"
    case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
    case NSFileWriteOutOfSpaceError: return "no space left on the device"
    case NSFileWriteVolumeReadOnlyError: return "the volume is read-only"
    case NSFileReadInapplicableStringEncodingError, NSFileReadCorruptFileError: return "the file is not UTF-8 text"
    case NSPropertyListReadCorruptError: return "not valid JSON" + (error.userInfo[NSDebugDescriptionErrorKey].map { " (\($0))" } ?? "")
    default: return nil
    }
  }

  private static func unstated(_ error: NSError) -> String {
    if error.domain == NSCocoaErrorDomain && [NSFileWriteUnknownError, NSFileReadUnknownError].contains(error.code) {
      return "the system gave no reason"
    }
    let prefix = "The operation could not be completed. "
    let text = error.localizedDescription
    return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
  }

  private static func posix(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  private static func reason(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return keys.isEmpty ? "" : " at \(keys.joined(separator: "."))"
    }
    switch error {
    case .keyNotFound(let key, let context): return "the key \(key.stringValue) is missing\(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context): return "a value of the wrong type\(path(context))"
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?).map { reason($0) }
      return underlying ?? "damaged data\(path(context))"
    @unknown default: return "\(error)"
    }
  }
}
