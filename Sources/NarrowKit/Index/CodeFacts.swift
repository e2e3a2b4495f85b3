/// Facts about the code inside members: what a getter or method reads, where observers and
/// initialiser bodies begin, and where a statement can take another one before it.

/// What a block of code reads and does, as far as syntax tells without a type checker.
public struct CodeReadsFact: Sendable, Hashable {
  /// A name used without a base (`items`) or right after `self.` (`self.items`), that nothing
  /// inside the member binds: a member of the enclosing type, or something global.
  public struct NameRead: Sendable, Hashable {
    public var name: String
    /// Covers `self.items` or `items`.
    public var range: ByteRange
    public var explicitSelf: Bool
    /// `helper()`.
    public var isCalled: Bool
    /// `shipping.threshold`: something is read from the value.
    public var hasMemberRead: Bool
    public var isWritten: Bool
  }

  /// A use of a type by name: `Date()`, `UserDefaults.standard`, `Double(x)`, `Self.rate`.
  public struct TypeUse: Sendable, Hashable {
    public var type: String
    /// `standard` in `UserDefaults.standard`; nil when the type itself is used or called.
    public var member: String?
    public var isCalled: Bool
  }

  public var names: [NameRead] = []
  public var typeUses: [TypeUse] = []
  /// Methods called on a value or on an implicit member: `reduce` in `items.reduce(0, +)`,
  /// `random` in `.random(in: 0..<9)`.
  public var calledMethods: Set<String> = []
  /// Names bound inside the block: locals, closure parameters, pattern bindings.
  public var boundNames: Set<String> = []
  /// `self` used on its own (passed, captured, compared).
  public var usesSelfWhole = false
  /// `try` and `await` written in the block.
  public var effects: Set<String> = []
}

/// The getter of a computed property.
public struct GetterFact: Sendable, Hashable {
  /// The statements between the braces; nil for an empty getter.
  public var statements: Snippet?
  /// `async`, `throws` written on the `get` accessor.
  public var effects: [String]
  public var reads: CodeReadsFact
  /// One expression whose value the getter returns without `return` (`a + b`, an `if` expression).
  public var isSingleExpression: Bool = false
}

/// A method of a type, reduced to what its body reads.
public struct FunctionFact: Sendable, Hashable {
  public var name: String
  public var modifiers: [String]
  public var isStatic: Bool
  /// `async`, `throws`, `rethrows` in the signature.
  public var effects: [String]
  public var reads: CodeReadsFact
  /// `(Int?) -> Void` for `func save(_ id: Int?)`: the type of the method used as a closure;
  /// nil for generic, variadic or `inout` signatures, which have no plain closure type.
  public var closureType: String?
  /// The result type as written; nil when the method returns nothing.
  public var returnType: String? = nil
}

/// The `willSet`/`didSet` of a stored property, with the places new code can go.
public struct ObserverFact: Sendable, Hashable {
  /// The existing `didSet`, if any.
  public var didSet: ObserverBody?
  /// The end of the `willSet` accessor, where a `didSet` can follow.
  public var willSetEnd: Int?
  /// The whitespace before the `willSet` on its line; empty when it shares a line.
  public var willSetIndentation: String
}

public struct ObserverBody: Sendable, Hashable {
  /// Just after the opening brace.
  public var bodyStart: Int
  /// The first statement, when it sits on a line of its own.
  public var firstStatementOnOwnLine: Snippet?
  public var firstStatementIndentation: String
}

/// Where a statement starts in its block, so that another can be placed before it.
public struct StatementPlace: Sendable, Hashable {
  public var start: Int
  public var indentation: String
  /// Whether a statement can go before it without changing meaning: the block has several
  /// statements already, or it builds views (a `body`, a container's content closure), where an
  /// extra `let _ = …` is allowed. A lone expression elsewhere is an implicit return.
  public var acceptsStatementBefore: Bool
}
