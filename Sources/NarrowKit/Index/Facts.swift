/// Plain facts about a codebase, collected file by file from syntax trees that are then dropped.
///
/// Every position is a byte offset into the text of a file (`SourceFile.text`, BOM excluded), so a
/// transform can turn facts straight into edits without a tree.

public struct ByteRange: Sendable, Hashable, Codable, Comparable {
  public var start: Int
  public var end: Int
  public init(_ start: Int, _ end: Int) {
    self.start = start
    self.end = end
  }
  public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
    (lhs.start, lhs.end) < (rhs.start, rhs.end)
  }
  public func contains(_ other: ByteRange) -> Bool { start <= other.start && other.end <= end }
  func overlaps(_ other: ByteRange) -> Bool {
    if start == end || other.start == other.end { return start == other.start && end == other.end }
    return start < other.end && other.start < end
  }
}

public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible, Comparable {
  public var file: String
  public var line: Int
  public var column: Int
  public init(file: String, line: Int, column: Int) {
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
public struct Snippet: Sendable, Hashable {
  public var range: ByteRange
  public var text: String
  public var location: SourceLocation

  /// Whether `other` lies inside this piece of source, in the same file.
  public func contains(_ other: Snippet) -> Bool {
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

public enum TypeKind: String, Sendable, Hashable, Codable {
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

public struct PropertyFact: Sendable, Hashable {
  public enum Storage: Sendable, Hashable {
    case stored
    /// Stored, with `willSet`/`didSet`.
    case observed
    case computed
  }
  public var name: String
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
  public var attributes: [String]
  /// Modifiers as written (`private`, `public`, `nonisolated`), in order.
  var modifiers: [String]
  var storage: Storage
  /// Declarations like `let a, b: Int` bind several names; transforms leave them alone.
  var sharesDeclaration: Bool
  /// The declaration without its leading trivia (doc comments stay where they are).
  public var declaration: Snippet
  /// The whitespace before the declaration on its line.
  var indentation: String
  /// The arguments of its property wrapper, as written (`Player.self` in `@Environment(Player.self)`).
  var attributeArgument: String?
  /// Whole lines to delete to remove the declaration with its doc comment.
  public var lines: ByteRange
  /// The getter of a computed property, with what it reads.
  var getter: GetterFact?
  /// `willSet`/`didSet` of an observed property.
  public var observers: ObserverFact?
  /// The `#if` clauses around the declaration, outermost first.
  var clauses: [IfClause] = []

  public var type: String? { declaredType ?? inferredType }
}

/// `self.name = value` inside an initialiser.
struct AssignmentFact: Sendable, Hashable {
  public var property: String
  var statement: Snippet
  public var value: Snippet
  var valueShape: ExpressionShape
  var indentation: String
  /// The value as a plain path, when it is one.
  var valuePath: ValuePath? = nil
}

public struct InitializerFact: Sendable, Hashable {
  public var location: SourceLocation
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

public struct SelfUseFact: Sendable, Hashable {
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
  public var name: String
  var kind: Kind
  public var expression: Snippet
  /// Whether the use sits inside an initialiser (where assignments are expected).
  var inInitializer: Bool
  /// For `name = value` written as a statement of its own.
  var assignment: AssignmentStatement? = nil
  /// For mutations and projections: the member they are written in, and the callees of the
  /// closures around them, innermost first (what runs the write).
  public var member: String? = nil
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
  public struct Fields: Sendable, Hashable {
    public var name: String
    /// `Outer.Inner` for nested types, `name` otherwise.
    var qualifiedName: String
    var kind: TypeKind
    public var location: SourceLocation
    var modifiers: [String]
    public var attributes: [String]
    var inheritedTypes: [String]
    var genericParameters: [String]
    /// The type each generic parameter is constrained to, in the same order; "" for none or
    /// several (see `GenericConstraints`).
    var genericConstraints: [String]
    public var properties: [PropertyFact]
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
    public var end: Int = 0
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
  public var fields: Fields { storage.fields }

  public init(_ fields: Fields) {
    storage = Storage(fields)
  }

  public static func == (lhs: TypeFact, rhs: TypeFact) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.fields)
  }

  /// The name the index, the model and reports know the type by (see `TypeKeys`).
  public var name: String { storage.fields.name }
  /// The name as declared (`ViewModel` for `MangaView.ViewModel`): what new names are built from.
  var simpleName: String { Index.simpleName(storage.fields.qualifiedName) }
  var qualifiedName: String { storage.fields.qualifiedName }
  var kind: TypeKind { storage.fields.kind }
  public var location: SourceLocation { storage.fields.location }
  var modifiers: [String] { storage.fields.modifiers }
  public var attributes: [String] { storage.fields.attributes }
  var inheritedTypes: [String] { storage.fields.inheritedTypes }
  var genericParameters: [String] { storage.fields.genericParameters }
  var genericConstraints: [String] { storage.fields.genericConstraints }
  public var properties: [PropertyFact] { storage.fields.properties }
  var methods: [String] { storage.fields.methods }
  var functions: [FunctionFact] { storage.fields.functions }
  var initializers: [InitializerFact] { storage.fields.initializers }
  var nestedTypes: [String] { storage.fields.nestedTypes }
  var privateNestedTypes: Set<String> { storage.fields.privateNestedTypes }
  var enumCases: [String] { storage.fields.enumCases }
  var equality: EqualityFact? { storage.fields.equality }
  public var end: Int { storage.fields.end }
  var memberUses: [MemberUseFact] { storage.fields.memberUses }
  var localNames: Set<String> { storage.fields.localNames }
  var referencedNames: Set<String> { storage.fields.referencedNames }
  var conditionalBranches: [IfClause] { storage.fields.conditionalBranches }
}

public struct ArgumentFact: Sendable, Hashable {
  public var label: String?
  /// `label: value`, without a trailing comma.
  public var whole: Snippet
  public var value: Snippet
  var valueShape: ExpressionShape
  /// The value as a plain path, when it is one.
  var valuePath: ValuePath? = nil
}

/// `TrackRow(track: t)`: a call of a type's initialiser, with its arguments.
public struct ConstructionFact: Sendable, Hashable {
  var typeName: String
  var call: Snippet
  public var arguments: [ArgumentFact]
  /// The innermost type (qualified name) the call is written in, if any.
  var enclosingType: String? = nil
  /// Inside the content of a `ForEach` or `List`: the rows it builds.
  public var row: RowContext? = nil
  /// The member that keys those rows (`id`, `name`).
  var rowKey: String? { row?.key }
  /// Built with `.equatable()` after it, so SwiftUI compares it with its own `==`.
  var isEquatableWrapped = false
  /// A closure made in the view content it is given, which the built content keeps
  /// (`Card { Button("Skip") { … } }`): that content differs each time it is built.
  var keptClosureInContent: Snippet? = nil
  /// The `#if` clauses around the call, outermost first.
  var clauses: [IfClause] = []
  /// Inside the content of a presenting modifier (`sheet`, `popover`, `navigationDestination`):
  /// built only while it is presented.
  var presentedBy: String? = nil
}

/// The `ForEach` or `List` whose row closure holds a piece of code.
public struct RowContext: Sendable, Hashable {
  /// The member that keys the rows (`id` when the elements are `Identifiable`, `name` for `id: \.name`).
  public var key: String
  /// The collection, as written, and as a plain path when it is one (`store.downloads`).
  var collection: Snippet?
  var collectionPath: ValuePath?
  /// The closure's parameter that names the element (`download` in `{ download in … }`).
  public var element: String?
}

/// A member path read or written from a name: `player.track.playCount += 1`, `self.items`,
/// `$player.track.title`, `track.title` (with an implicit `self`).
struct ChainFact: Sendable, Hashable {
  public enum Root: Sendable, Hashable {
    /// `self.…`
    case selfValue
    /// A name: a member of the enclosing type with an implicit `self`, a parameter, a local or a global.
    case name(String)
  }

  public enum Access: Sendable, Hashable {
    case read
    /// `=`, `+=`, `-=`, … (the operator).
    case write(String)
    /// `&chain`
    case `inout`
    /// The last component is called: `player.track.tags.append(x)`; it may mutate.
    case call
  }

  public var root: Root
  /// What binds a name root where it is used; `.unbound` for `self`.
  var binding: NameBinding
  /// `$player.track.title`: the root is a binding's projection.
  var isProjection: Bool
  /// Member names after the root, in order.
  var components: [String]
  /// The range of `root.c0…ci` for each component `i`.
  var componentRanges: [ByteRange]
  public var expression: Snippet
  var access: Access
  /// The innermost type (qualified name) the chain is written in, if any.
  var enclosingType: String?
  /// The member of that type: a function, property or `init`.
  var enclosingMember: String?
  /// `get`, `set`, `didSet`, `willSet` when inside such an accessor.
  var enclosingAccessor: String?
  /// For `chain = value` written as a statement of its own: the statement, so code can follow it.
  var assignment: AssignmentStatement?
  /// What runs the code, innermost first: the callee of each enclosing closure (`Task`,
  /// `scheduledTimer`, `task`, `onReceive`, `onChanged`) and `for await` loops.
  var contexts: [String]
  /// The call that sets the pace of the code, when a catalogued one is around it.
  var sourceBox: SourceCallBox? = nil
  var source: SourceCall? { sourceBox?.call }
  /// The statement the chain is part of, inside a member.
  var statement: StatementPlace?
  /// For a projection handed straight to a call (`Slider(value: $model.volume)`): the call and the
  /// argument's label.
  var handedTo: ArgumentSlot? = nil
  /// The `#if` clauses around it, outermost first.
  var clauses: [IfClause] = []
  /// For a call whose result is read on (`store.session(id).revision`): the members read from
  /// the result, and where each ends. Empty when the result is written, called or not used.
  var resultMembers: [String] = []
  var resultMemberEnds: [Int] = []
  /// The stored property whose lookup it is the fallback of (see `ChainReader.missFallback`).
  var fallbackOf: String? = nil
}

/// `TextField(text:)`: the call an expression is an argument of, and the argument's label.
struct ArgumentSlot: Sendable, Hashable, CustomStringConvertible {
  var callee: String
  /// Nil for an argument without a label.
  public var label: String?

  public var description: String { "\(callee)(\(label ?? "_"):)" }
}

/// One branch of one `#if`: code in two branches of the same `#if` is never built together.
struct IfClause: Sendable, Hashable {
  public var file: String
  /// Where the `#if` starts.
  public var offset: Int
  /// Which of its branches, from 0.
  var clause: Int
  /// Its condition as written (`os(iOS)`), or `#else`.
  var condition: String
  /// The conditions of the branches before it, in order: a branch is built when its own condition
  /// holds and none of theirs does.
  var earlier: [String] = []
  /// From its `#if`, `#elseif` or `#else` to the next branch or `#endif`.
  var range = ByteRange(0, 0)

  /// Whether two places sit in different branches of the same `#if`.
  static func areExclusive(_ first: [IfClause], _ second: [IfClause]) -> Bool {
    first.contains { mine in second.contains { $0.file == mine.file && $0.offset == mine.offset && $0.clause != mine.clause } }
  }
}

public struct AssignmentStatement: Sendable, Hashable {
  var statement: Snippet
  public var value: Snippet
  var indentation: String
  /// The assignment runs only when the value differs from what the target holds:
  /// `if fresh != total { total = fresh }`, or after `guard fresh != total else { return }`.
  /// Observation and `@Published` announce every assignment, equal or not; this one makes none
  /// when the value is the same.
  var skipsEqualValue = false
}

public struct ParseErrorFact: Sendable, Hashable, Codable {
  public var location: SourceLocation
  public var message: String
}

public struct FileFacts: Sendable, Equatable {
  public var file: SourceFile
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
  public var injections: [InjectionFact] = []
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

/// `T: P & ObservableObject`, `some ObservableObject`, `protocol P: ObservableObject`: a place that
/// takes an `ObservableObject`, and the protocols what it takes must also conform to.
struct ObservableObjectMention: Sendable, Hashable {
  public var location: SourceLocation
  /// The name itself, which becomes `Observable` when the class it takes migrates.
  var token: ByteRange
  /// `P` in `T: P & ObservableObject` or `where T: P`, and the protocol itself in
  /// `protocol P: ObservableObject`. Empty where any class may be taken.
  var alongside: [String]
  /// `protocol P: ObservableObject`: a protocol refining it, not a place that takes a value.
  var refines = false
  /// For a generic parameter's constraint: the parameter, and the type declaring it (nil for a
  /// function's).
  var parameter: String? = nil
  var genericType: String? = nil
  /// The declaration around it uses a publisher (`objectWillChange`, `.$name`), which an
  /// `@Observable` class does not have.
  var usesPublisher = false
}

/// `progress[id]`, `store.progress[download.id] ?? 0`, `counts[id, default: 0] += 1`: a
/// subscript with one key (and perhaps a default) of a name or a member path.
struct KeyedAccessFact: Sendable, Hashable {
  /// What the subscript is applied to: `progress`, `store.progress`.
  public var base: Snippet
  public var key: Snippet
  /// The value after `default:`, when given.
  public var fallback: Snippet?
  /// The subscript whole: `store.progress[download.id]`.
  public var whole: Snippet
  var enclosingType: String?
  var enclosingMember: String?
  /// What runs the code, innermost first, as for chains.
  var contexts: [String]
  /// It is written to: `progress[id] = p`, `counts[id, default: 0] += 1`, `&progress[id]`.
  public var writes: Bool
  /// The `#if` clauses around it, outermost first.
  var clauses: [IfClause] = []
}

/// `feed.isVisible(post)`, `store.favorites.contains(id)` or `self.refresh()`.
struct MethodCallFact: Sendable, Hashable {
  /// What the method is called on, as written (`feed`, `store.favorites`, `self`).
  var receiver: String
  /// The name it starts from, and the members after it.
  var receiverRoot: String
  var receiverMembers: [String]
  /// What binds the root name where the call is written.
  var binding: NameBinding
  public var method: String
  public var arguments: [ArgumentFact]
  var call: Snippet
  var enclosingType: String?
  var enclosingMember: String?
  /// The callees of the closures around the call, innermost first (what runs it).
  var contexts: [String] = []
  /// The `#if` clauses around the call, outermost first.
  var clauses: [IfClause] = []
}

/// `.environmentObject(store)` or `.environment(store)` with one unlabelled argument.
public struct InjectionFact: Sendable, Hashable {
  /// `environmentObject` or `environment`.
  public var modifier: String
  public var argument: ArgumentFact
  /// The whole modifier call, base included: a second injection goes right after it.
  var call: Snippet
  var enclosingType: String?
  /// The `#if` clauses around the call, outermost first.
  var clauses: [IfClause] = []
}

public struct OpaqueConstructionFact: Sendable, Hashable {
  /// The type, when it is written (`TrackRow.init`); nil for `.init(…)`.
  var typeName: String?
  var argumentLabels: [String]
  public var expression: Snippet
  /// The `#if` clauses around it, outermost first.
  var clauses: [IfClause] = []
}
