/// Facts about the code inside members: what a getter or method reads, where observers and
/// initialiser bodies begin, and where a statement can take another one before it.

/// What a block of code reads and does, as far as syntax tells without a type checker.
struct CodeReadsFact: Sendable, Hashable {
  /// A name used without a base (`items`) or right after `self.` (`self.items`), that nothing
  /// inside the member binds: a member of the enclosing type, or something global.
  struct NameRead: Sendable, Hashable {
    var name: String
    /// Covers `self.items` or `items`.
    var range: ByteRange
    var explicitSelf: Bool
    /// `helper()`.
    var isCalled: Bool
    /// `shipping.threshold`: something is read from the value.
    var hasMemberRead: Bool
    var isWritten: Bool
  }

  /// A use of a type by name: `Date()`, `UserDefaults.standard`, `Double(x)`, `Self.rate`.
  struct TypeUse: Sendable, Hashable {
    var type: String
    /// `standard` in `UserDefaults.standard`; nil when the type itself is used or called.
    var member: String?
    var isCalled: Bool
  }

  var names: [NameRead] = []
  var typeUses: [TypeUse] = []
  /// Methods called on a value or on an implicit member: `reduce` in `items.reduce(0, +)`,
  /// `random` in `.random(in: 0..<9)`.
  var calledMethods: Set<String> = []
  /// Names bound inside the block: locals, closure parameters, pattern bindings.
  var boundNames: Set<String> = []
  /// `self` used on its own (passed, captured, compared).
  var usesSelfWhole = false
  /// `try` and `await` written in the block.
  var effects: Set<String> = []
}

/// The getter of a computed property.
struct GetterFact: Sendable, Hashable {
  /// The statements between the braces; nil for an empty getter.
  var statements: Snippet?
  /// `async`, `throws` written on the `get` accessor.
  var effects: [String]
  var reads: CodeReadsFact
  /// One expression whose value the getter returns without `return` (`a + b`, an `if` expression).
  var isSingleExpression: Bool = false
}

/// A method of a type, reduced to what its body reads.
struct FunctionFact: Sendable, Hashable {
  var name: String
  var modifiers: [String]
  var isStatic: Bool
  /// `async`, `throws`, `rethrows` in the signature.
  var effects: [String]
  var reads: CodeReadsFact
  /// `(Int?) -> Void` for `func save(_ id: Int?)`: the type of the method used as a closure;
  /// nil for generic, variadic or `inout` signatures, which have no plain closure type.
  var closureType: String?
  /// The result type as written; nil when the method returns nothing.
  var returnType: String? = nil
  /// The `#if` clauses around the declaration, outermost first.
  var clauses: [IfClause] = []
  /// The argument labels of its parameters of function type, in order (`_` for none): the
  /// callbacks a caller hands it.
  var callbackLabels: [String] = []
  /// Where it calls those callbacks, each with what runs the call.
  var callbackCalls: [CallbackCallFact] = []
}

/// `onTick()` inside `func poll(onTick: @escaping () -> Void)`: a call of a callback parameter.
struct CallbackCallFact: Sendable, Hashable {
  /// The callback's place among `callbackLabels`.
  var position: Int
  var location: SourceLocation
  var contexts: [String]
  var sourceBox: SourceCallBox?
  var source: SourceCall? { sourceBox?.call }
}

/// The `willSet`/`didSet` of a stored property, with the places new code can go.
struct ObserverFact: Sendable, Hashable {
  /// The existing `didSet`, if any.
  var didSet: ObserverBody?
  /// The end of the `willSet` accessor, where a `didSet` can follow.
  var willSetEnd: Int?
  /// The whitespace before the `willSet` on its line; empty when it shares a line.
  var willSetIndentation: String
}

struct ObserverBody: Sendable, Hashable {
  /// Just after the opening brace.
  var bodyStart: Int
  /// The first statement, when it sits on a line of its own.
  var firstStatementOnOwnLine: Snippet?
  var firstStatementIndentation: String
}

/// Where a statement starts in its block, so that another can be placed before it.
struct StatementPlace: Sendable, Hashable {
  var start: Int
  var indentation: String
  /// Whether a statement can go before it without changing meaning: the block has several
  /// statements already, or it builds views (a `body`, a container's content closure), where an
  /// extra `let _ = …` is allowed. A lone expression elsewhere is an implicit return.
  var acceptsStatementBefore: Bool
}
