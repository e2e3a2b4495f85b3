import Foundation

/// An error in words a user reads, without Foundation's domains and codes: "permission denied"
/// rather than "The operation could not be completed. (NSCocoaErrorDomain error 513.)".
public enum PlainErrors {
  public static func reason(_ error: Error) -> String {
    if let decoding = error as? DecodingError { return reason(decoding) }
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return posix(Int32(error.code)) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return posix(Int32(underlying.code))
    }
    if error.domain == NSCocoaErrorDomain {
      switch error.code {
      case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or directory"
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
      case NSFileWriteOutOfSpaceError: return "no space left on the device"
      case NSFileWriteVolumeReadOnlyError: return "the volume is read-only"
      case NSFileReadInapplicableStringEncodingError, NSFileReadCorruptFileError: return "the file is not UTF-8 text"
      case NSPropertyListReadCorruptError: return "not valid JSON" + (error.userInfo[NSDebugDescriptionErrorKey].map { " (\($0))" } ?? "")
      default: break
      }
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
