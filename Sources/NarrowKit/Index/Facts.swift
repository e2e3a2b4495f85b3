/// Plain facts about a codebase, collected file by file from syntax trees that are then dropped.
///
/// Every position is a byte offset into the text of a file (`SourceFile.text`, BOM excluded), so a
/// transform can turn facts straight into edits without a tree.

struct ByteRange: Sendable, Hashable, Codable, Comparable {
  var start: Int
  var end: Int
  init(_ start: Int, _ end: Int) {
    self.start = start
    self.end = end
  }
  static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
    (lhs.start, lhs.end) < (rhs.start, rhs.end)
  }
  func contains(_ other: ByteRange) -> Bool { start <= other.start && other.end <= end }
  func overlaps(_ other: ByteRange) -> Bool {
    if start == end || other.start == other.end { return start == other.start && end == other.end }
    return start < other.end && other.start < end
  }
}

public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible, Comparable {
  var file: String
  var line: Int
  var column: Int
  init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }
  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// A piece of source: where it is, and its text as written.
struct Snippet: Sendable, Hashable {
  var range: ByteRange
  var text: String
  var location: SourceLocation

  /// Whether `other` lies inside this piece of source, in the same file.
  func contains(_ other: Snippet) -> Bool {
    location.file == other.location.file && range.start <= other.range.start && other.range.end <= range.end
  }
}

/// What a name refers to where it is used, as far as syntax can tell.
enum NameBinding: Sendable, Hashable {
  /// Nothing local binds it: a member of the enclosing type, or something global.
  case unbound
  /// A parameter of a function, initialiser, subscript, accessor or closure.
  case parameter(type: String?)
  /// A local constant or variable, or a name bound by a pattern.
  case local(type: String?)
}

enum TypeKind: String, Sendable, Hashable, Codable {
  case `struct`, `class`, `enum`, actor, `protocol`, `extension`
}

/// How an expression is written, which decides whether repeating it is harmless.
enum ExpressionShape: Sendable, Hashable {
  /// `track`, `self.track`, `model.current.track`: reading it twice reads the same storage twice.
  case reference
  /// `.preview`: needs its type written out once it is no longer in an argument position.
  case implicitMember(String)
  /// `0`, `"Song"`, `true`, `nil`, `[1, 2]`: the same value every time it is written.
  case literal
  /// Anything else: a call, an operator, a subscript.
  case other
  /// An expression that needs parentheses before a member can be read from it (`a ?? b`, `try x`).
  case compound
}

struct PropertyFact: Sendable, Hashable {
  enum Storage: Sendable, Hashable {
    case stored
    /// Stored, with `willSet`/`didSet`.
    case observed
    case computed
  }
  var name: String
  var isLet: Bool
  var isStatic: Bool
  /// The declared type as written (`String`, `[Track]`), if there is an annotation.
  var declaredType: String?
  /// A type read off the initial value where there is no annotation: a literal (`= 0` is `Int`)
  /// or an initialiser call (`= Track(…)` is `Track`).
  var inferredType: String?
  var initialValue: String?
  /// Property-wrapper and other attributes, without `@` (`State`, `Binding`, `ObservationIgnored`);
  /// `Index.wrappers(of:)` tells which are property wrappers.
  var attributes: [String]
  /// Modifiers as written (`private`, `public`, `nonisolated`), in order.
  var modifiers: [String]
  var storage: Storage
  /// Declarations like `let a, b: Int` bind several names; transforms leave them alone.
  var sharesDeclaration: Bool
  /// The declaration without its leading trivia (doc comments stay where they are).
  var declaration: Snippet
  /// The whitespace before the declaration on its line.
  var indentation: String
  /// The arguments of its property wrapper, as written (`Player.self` in `@Environment(Player.self)`).
  var attributeArgument: String?
  /// Whole lines to delete to remove the declaration with its doc comment.
  var lines: ByteRange
  /// The getter of a computed property, with what it reads.
  var getter: GetterFact?
  /// `willSet`/`didSet` of an observed property.
  var observers: ObserverFact?
  /// The `#if` clauses around the declaration, outermost first.
  var clauses: [IfClause] = []

  var type: String? { declaredType ?? inferredType }
}

/// `self.name = value` inside an initialiser.
struct AssignmentFact: Sendable, Hashable {
  var property: String
  var statement: Snippet
  var value: Snippet
  var valueShape: ExpressionShape
  var indentation: String
  /// The value as a plain path, when it is one.
  var valuePath: ValuePath? = nil
}

struct InitializerFact: Sendable, Hashable {
  var location: SourceLocation
  var isConvenienceOrDelegating: Bool
  var assignments: [AssignmentFact]
  var parameterNames: [String]
  /// `super.init(…)` is called.
  var callsSuper: Bool
  /// Just after the opening brace of the body.
  var bodyStart: Int?
  /// The closing brace of a body without statements, so that one can be written between the braces.
  var emptyBodyEnd: Int?
  /// The closing brace of the body.
  var bodyEnd: Int? = nil
  /// The whitespace before `init` on its line.
  var indentation: String
  /// Top-level statements of the body that may use `self` before a new stored property would be
  /// set: `super.init`, `self` used other than as an assignment target, or a call of a name that
  /// may be a method.
  var selfUses: [SelfUseFact] = []
  /// The `#if` clauses around the initialiser, outermost first.
  var clauses: [IfClause] = []
}

struct SelfUseFact: Sendable, Hashable {
  var statement: Snippet
  /// Names called without a base (`configure()`); a method of the type is a use of `self`.
  var calledNames: Set<String>
  /// `self` or `super` written other than as `self.x =`.
  var usesSelfExplicitly: Bool
}

/// One use of a name that may be a stored property of the enclosing type (`track`, `self.track`).
struct MemberUseFact: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    /// `track.title` (also `track.title.count`): `field` is read; `expression` covers `track.title`.
    case field(String)
    /// `track` on its own: passed on, compared, captured, returned.
    case whole
    /// `$track`.
    case projected
    /// `_track`.
    case wrapperStorage
    /// `track = …`, `track.title += …`, `&track`.
    case mutation
  }
  var name: String
  var kind: Kind
  var expression: Snippet
  /// Whether the use sits inside an initialiser (where assignments are expected).
  var inInitializer: Bool
  /// For `name = value` written as a statement of its own.
  var assignment: AssignmentStatement? = nil
  /// For `name[index].field = value` written as a statement of its own.
  var elementAssignment: ElementAssignment? = nil
  /// For mutations and projections: the member they are written in, and the callees of the
  /// closures around them, innermost first (what runs the write).
  var member: String? = nil
  var contexts: [String] = []
  /// The call that sets the pace of the code, when a catalogued one is around it.
  var sourceBox: SourceCallBox? = nil
  var source: SourceCall? { sourceBox?.call }
  /// For the whole value or a projection handed straight to a call (`TextField("Name", text:
  /// $name)`, `.environmentObject(store)`): the call and the argument's label.
  var handedTo: ArgumentSlot? = nil
  /// The `#if` clauses around it, outermost first.
  var clauses: [IfClause] = []
  /// The stored property whose lookup it is the fallback of (see `ChainReader.missFallback`).
  var fallbackOf: String? = nil
}

/// A type declaration or extension, with its members and what they use.
///
/// Held by reference and never changed once made: the index hands the same declarations to many
/// lookups, and copying twenty fields at each was a tenth of a cached re-scan.
public struct TypeFact: Sendable, Hashable {
  struct Fields: Sendable, Hashable {
    var name: String
    /// `Outer.Inner` for nested types, `name` otherwise.
    var qualifiedName: String
    var kind: TypeKind
    var location: SourceLocation
    var modifiers: [String]
    var attributes: [String]
    var inheritedTypes: [String]
    var genericParameters: [String]
    /// The type each generic parameter is constrained to, in the same order; "" for none or
    /// several (see `GenericConstraints`).
    var genericConstraints: [String]
    var properties: [PropertyFact]
    var methods: [String]
    /// The methods again, with what each reads.
    var functions: [FunctionFact]
    var initializers: [InitializerFact]
    var nestedTypes: [String]
    /// Nested types declared `private` or `fileprivate`: no code outside this type can name them.
    var privateNestedTypes: Set<String> = []
    /// `case` names of an enum.
    var enumCases: [String] = []
    /// A hand-written `==` declared in this declaration or extension.
    var equality: EqualityFact? = nil
    /// Just after the closing brace of the declaration.
    var end: Int = 0
    var memberUses: [MemberUseFact]
    /// Names bound inside the type's members: parameters, locals, closure parameters, pattern bindings.
    var localNames: Set<String>
    /// Names referred to without a base inside the type (`title`, `format(_:)`, `Color`).
    var referencedNames: Set<String>
    /// The `#if` branches around the declaration, outermost first (`offset:branch:condition`).
    var conditionalBranches: [IfClause] = []
  }

  private final class Storage: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private let storage: Storage
  var fields: Fields { storage.fields }

  init(_ fields: Fields) {
    storage = Storage(fields)
  }

  public static func == (lhs: TypeFact, rhs: TypeFact) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.fields)
  }

  /// The name the index, the model and reports know the type by (see `TypeKeys`).
  var name: String { storage.fields.name }
  /// The name as declared (`ViewModel` for `MangaView.ViewModel`): what new names are built from.
  var simpleName: String { Index.simpleName(storage.fields.qualifiedName) }
  var qualifiedName: String { storage.fields.qualifiedName }
  var kind: TypeKind { storage.fields.kind }
  var location: SourceLocation { storage.fields.location }
  var modifiers: [String] { storage.fields.modifiers }
  var attributes: [String] { storage.fields.attributes }
  var inheritedTypes: [String] { storage.fields.inheritedTypes }
  var genericParameters: [String] { storage.fields.genericParameters }
  var genericConstraints: [String] { storage.fields.genericConstraints }
  var properties: [PropertyFact] { storage.fields.properties }
  var methods: [String] { storage.fields.methods }
  var functions: [FunctionFact] { storage.fields.functions }
  var initializers: [InitializerFact] { storage.fields.initializers }
  var nestedTypes: [String] { storage.fields.nestedTypes }
  var privateNestedTypes: Set<String> { storage.fields.privateNestedTypes }
  var enumCases: [String] { storage.fields.enumCases }
  var equality: EqualityFact? { storage.fields.equality }
  var end: Int { storage.fields.end }
  var memberUses: [MemberUseFact] { storage.fields.memberUses }
  var localNames: Set<String> { storage.fields.localNames }
  var referencedNames: Set<String> { storage.fields.referencedNames }
  var conditionalBranches: [IfClause] { storage.fields.conditionalBranches }
}

struct ParseErrorFact: Sendable, Hashable, Codable {
  var location: SourceLocation
  var message: String
}

public struct FileFacts: Sendable, Equatable {
  var file: SourceFile
  var parseError: ParseErrorFact?
  var types: [TypeFact]
  var constructions: [ConstructionFact]
  /// Initialisers used in ways Narrow cannot rewrite: `TrackRow.init` as a function value,
  /// or `.init(…)` whose type only the compiler knows.
  var opaqueConstructions: [OpaqueConstructionFact]
  var chains: [ChainFact]
  /// How often each member name is accessed with a base (`x.name`, `\\.name`), however written;
  /// lets a transform tell whether the chains it understands are all the uses of a name.
  var memberNameCounts: [String: Int]
  var onChanges: [OnChangeFact]
  var memberBuilds: [MemberBuildFact]
  var imports: [ImportFact] = []
  /// Where a new import goes: after the last import, or before the first declaration.
  var importInsertionPoint: Int = 0
  /// Variables declared at file scope (`let samples = […]`).
  var globals: [PropertyFact] = []
  /// Accesses through a subscript (`items[i].stock -= 1`, `items[i].name`), with `[]` as that component.
  var elementAccesses: [ChainFact] = []
  var elementWrites: [ChainFact] { elementAccesses.filter { $0.access != .read } }
  /// Member names reached through a key path anywhere in the file (`\Store.count`, `\.count`).
  var keyPathMembers: Set<String> = []
  /// `.environmentObject(store)` and `.environment(store)`: objects put in the environment.
  var injections: [InjectionFact] = []
  /// `feed.isVisible(post)`: methods called on a plain path, without a trailing closure.
  var methodCalls: [MethodCallFact] = []
  /// `// narrow:disable …` comments, in order.
  var suppressions: [SuppressionFact] = []
  /// Where `ObservableObject` is named other than as a class's conformance (`T: ObservableObject`).
  var observableObjectUses: [ObservableObjectMention] = []
  /// `typealias Model = LibraryModel`: each alias the file declares, and the type it names.
  var typeAliases: [TypeAliasFact] = []
  /// `progress[id]`, `store.progress[id] = p`: subscripts of a member with one key.
  var keyedAccesses: [KeyedAccessFact] = []
  /// `@Model`, `@Observable`, `.onChange(of:initial:_:)`, … outside any availability check.
  var versionedAPIUses: [VersionedAPIUseFact] = []
  /// The names of the macros the file declares (`macro Tracked()`).
  var macros: [String] = []
}
