/// Facts about what a piece of code can see where it is written: the file's imports, the globals
/// it declares, and how a type compares, so that code copied elsewhere means the same there.

/// `import GeoKit`, `@testable import Shared`, `import struct GeoKit.GeoPoint`.
struct ImportFact: Sendable, Hashable {
  /// The module: the first component of the imported path.
  var module: String
  /// The declaration as written, attributes included.
  var text: String
  /// The whole line (or lines) of the declaration.
  var lines: ByteRange
}

/// A hand-written `static func ==` of a type, and which stored fields it compares.
struct EqualityFact: Sendable, Hashable {
  /// Members read from either operand (`lhs.id`); nil when an operand is used whole (passed on,
  /// compared with another `==`), so the fields compared cannot be told.
  var comparedMembers: Set<String>?
  var location: SourceLocation
}

/// How an argument reaches its value when it is a plain path (a root and steps, no calls or
/// operators): `track`, `self.model.track`, `City.main.spots[0]`, `samples.first!`.
/// Whether evaluating it twice gives the same value depends on what each step is, which the
/// index answers (`Index.repeatability(of:in:)`).
struct ValuePath: Sendable, Hashable {
  enum Root: Sendable, Hashable {
    case selfValue
    /// A lowercase name: a member of the enclosing type, a local, a parameter or a global.
    case name(String)
    /// An uppercase name followed by a member: a static member or an enum case of that type.
    case type(String)
  }

  enum Step: Sendable, Hashable {
    case member(String)
    case forceUnwrap
    case optionalChain
    /// `[0]`, `["key"]`: a subscript with one literal argument.
    case literalSubscript
  }

  var root: Root
  /// What binds a name root where the path is written.
  var rootBinding: NameBinding
  var steps: [Step]

  /// The member names along the path, in order, without `!`, `?` and subscripts.
  var memberNames: [String] {
    steps.compactMap { step in
      if case .member(let name) = step { return name }
      return nil
    }
  }
}
