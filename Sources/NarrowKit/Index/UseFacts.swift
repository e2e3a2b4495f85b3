/// Facts of code that uses types: the values it builds and the arguments it passes, the chains
/// it reads, writes and calls through, the calls it makes and where it writes them.

struct ArgumentFact: Sendable, Hashable {
  var label: String?
  /// `label: value`, without a trailing comma.
  var whole: Snippet
  var value: Snippet
  var valueShape: ExpressionShape
  /// The value as a plain path, when it is one.
  var valuePath: ValuePath? = nil
}

/// `TrackRow(track: t)`: a call of a type's initialiser, with its arguments.
struct ConstructionFact: Sendable, Hashable {
  var typeName: String
  var call: Snippet
  var arguments: [ArgumentFact]
  /// The innermost type (qualified name) the call is written in, if any.
  var enclosingType: String? = nil
  /// Inside the content of a `ForEach` or `List`: the rows it builds.
  var row: RowContext? = nil
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
struct RowContext: Sendable, Hashable {
  /// The member that keys the rows (`id` when the elements are `Identifiable`, `name` for `id: \.name`).
  var key: String
  /// The collection, as written, and as a plain path when it is one (`store.downloads`).
  var collection: Snippet?
  var collectionPath: ValuePath?
  /// The closure's parameter that names the element (`download` in `{ download in … }`).
  var element: String?
}

/// A member path read or written from a name: `player.track.playCount += 1`, `self.items`,
/// `$player.track.title`, `track.title` (with an implicit `self`).
struct ChainFact: Sendable, Hashable {
  enum Root: Sendable, Hashable {
    /// `self.…`
    case selfValue
    /// A name: a member of the enclosing type with an implicit `self`, a parameter, a local or a global.
    case name(String)
  }

  enum Access: Sendable, Hashable {
    case read
    /// `=`, `+=`, `-=`, … (the operator).
    case write(String)
    /// `&chain`
    case `inout`
    /// The last component is called: `player.track.tags.append(x)`; it may mutate.
    case call
  }

  var root: Root
  /// What binds a name root where it is used; `.unbound` for `self`.
  var binding: NameBinding
  /// `$player.track.title`: the root is a binding's projection.
  var isProjection: Bool
  /// Member names after the root, in order.
  var components: [String]
  /// The range of `root.c0…ci` for each component `i`.
  var componentRanges: [ByteRange]
  var expression: Snippet
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
  /// The root is a call of a method of the enclosing type with an implicit `self`
  /// (`state(for: download).progress = p`): the chain goes on from the method's result.
  var rootIsCall = false
}

/// `TextField(text:)`: the call an expression is an argument of, and the argument's label.
struct ArgumentSlot: Sendable, Hashable, CustomStringConvertible {
  var callee: String
  /// Nil for an argument without a label.
  var label: String?

  var description: String { "\(callee)(\(label ?? "_"):)" }
}

/// One branch of one `#if`: code in two branches of the same `#if` is never built together.
struct IfClause: Sendable, Hashable {
  var file: String
  /// Where the `#if` starts.
  var offset: Int
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

struct AssignmentStatement: Sendable, Hashable {
  var statement: Snippet
  var value: Snippet
  var indentation: String
  /// The assignment runs only when the value differs from what the target holds:
  /// `if fresh != total { total = fresh }`, or after `guard fresh != total else { return }`.
  /// Observation and `@Published` announce every assignment, equal or not; this one makes none
  /// when the value is the same.
  var skipsEqualValue = false
}

/// `items[index].state = value` as a statement of its own: a write of one element, or of a field
/// of one, through the property's subscript.
struct ElementAssignment: Sendable, Hashable {
  /// `items[index].state`: what is assigned.
  var target: Snippet
  var statement: AssignmentStatement
}

/// `T: P & ObservableObject`, `some ObservableObject`, `protocol P: ObservableObject`: a place that
/// takes an `ObservableObject`, and the protocols what it takes must also conform to.
struct ObservableObjectMention: Sendable, Hashable {
  var location: SourceLocation
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
  var base: Snippet
  var key: Snippet
  /// The value after `default:`, when given.
  var fallback: Snippet?
  /// The subscript whole: `store.progress[download.id]`.
  var whole: Snippet
  var enclosingType: String?
  var enclosingMember: String?
  /// What runs the code, innermost first, as for chains.
  var contexts: [String]
  /// It is written to: `progress[id] = p`, `counts[id, default: 0] += 1`, `&progress[id]`.
  var writes: Bool
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
  var method: String
  var arguments: [ArgumentFact]
  var call: Snippet
  var enclosingType: String?
  var enclosingMember: String?
  /// The callees of the closures around the call, innermost first (what runs it).
  var contexts: [String] = []
  /// The `#if` clauses around the call, outermost first.
  var clauses: [IfClause] = []
}

/// `.environmentObject(store)` or `.environment(store)` with one unlabelled argument.
struct InjectionFact: Sendable, Hashable {
  /// `environmentObject` or `environment`.
  var modifier: String
  var argument: ArgumentFact
  /// The whole modifier call, base included: a second injection goes right after it.
  var call: Snippet
  var enclosingType: String?
  /// The `#if` clauses around the call, outermost first.
  var clauses: [IfClause] = []
}

struct OpaqueConstructionFact: Sendable, Hashable {
  /// The type, when it is written (`TrackRow.init`); nil for `.init(…)`.
  var typeName: String?
  var argumentLabels: [String]
  var expression: Snippet
  /// The `#if` clauses around it, outermost first.
  var clauses: [IfClause] = []
}
