import SwiftSyntax

/// The call that sets the pace of a piece of code, read where the code is: what its rate needs of
/// the call's arguments.
struct SourceCall: Sendable, Hashable {
  /// The base name the catalogue knows it by (`scheduledTimer`, `onReceive`, `for await`).
  var name: String
  /// Its argument labels and the receiver as written, which tell the catalogue which form it is.
  var labels: [String] = []
  var receiver: String? = nil
  var location: SourceLocation
  /// A method of the app the system calls (a delegate requirement), not a call the app makes.
  var isRequirement = false
  /// A call of an app method the code is a closure handed to (no catalogued source is around it):
  /// the closure runs as often as the method calls it. `argument` is the closure's label, nil
  /// for a trailing closure.
  var isCallback = false
  var argument: String? = nil
  /// A callback assigned to a property of the app (`timer.eventHandler = { … }`), named by the
  /// property: it runs as often as the property's owner calls it.
  var isAssigned = false
  /// The interval the call gives, in seconds, when literals say it (`0.1`, `6 * 60 * 60`,
  /// `CMTime(seconds: 0.5, preferredTimescale: 600)`, `.milliseconds(100)`).
  var interval: Double? = nil
  /// `repeats: false` or `repeats: true`, when written as a literal.
  var repeats: Bool? = nil
  /// `addObserver(forName:)`: the notification's name, as its last component (`didBecomeActiveNotification`).
  var notification: String? = nil
  /// `observe(\\.fractionCompleted)`: the key path's last component.
  var keyPath: String? = nil
  /// What feeds a `sink`, `assign`, `onReceive` or `autoconnect`.
  var upstream: Upstream? = nil
}

/// A `SourceCall` held by reference. Most facts have none; stored inline, its fields made every
/// chain and member-use fact a few hundred bytes larger, a tenth more memory on a large app.
final class SourceCallBox: Sendable, Hashable {
  let call: SourceCall
  init(_ call: SourceCall) { self.call = call }
  static func == (lhs: SourceCallBox, rhs: SourceCallBox) -> Bool { lhs === rhs || lhs.call == rhs.call }
  func hash(into hasher: inout Hasher) { hasher.combine(call) }
}

/// A publisher as a chain of calls on a root: what its rate needs.
struct Upstream: Sendable, Hashable {
  /// `Timer.publish(every: 1, …)`: the interval, when a literal says it.
  var timerInterval: Double? = nil
  /// The chain starts at `Timer.publish`, whatever its interval.
  var isTimer = false
  /// `publisher(for: UIApplication.didBecomeActiveNotification)`: `didBecomeActiveNotification`.
  var notification: String? = nil
  /// `publisher(for: \\.fractionCompleted)`: `fractionCompleted`.
  var keyPath: String? = nil
  /// The least interval `debounce(for:)` or `throttle(for:)` leaves between values, in seconds.
  var minimumInterval: Double? = nil
  /// `removeDuplicates()` is in the chain.
  var removesDuplicates = false
  /// The names the chain starts at, before any call: `["store", "$progress"]` for
  /// `store.$progress.sink`, `["timer"]` for `.onReceive(timer)`; `self` is left out.
  var root: [String] = []
  /// Publishers combined with it (`combineLatest(_:)`, `merge(with:)`, `Publishers.CombineLatest3
  /// (a, b, c)`), each of which sends through it.
  var combined: [Upstream] = []
  /// The chain starts at a combination of `combined`, not at a publisher of its own.
  var startsCombined = false
}

enum SourceCallReader {
  /// The call that sets the pace of code at `node`: the innermost catalogued one around it, except
  /// that a task started inside another source runs at that one's pace.
  static func sourceCall(of node: some SyntaxProtocol, maker: SnippetMaker) -> SourceCall? {
    var found: [(call: SourceCall, source: EventSource)] = []
    // A method handed on as a closure (`setEventHandler(handler: tick)`) runs when that call's
    // source fires.
    if let (call, _) = ChainReader.call(takingArgument: node), let read = read(call, maker: maker) {
      found.append(read)
    }
    var child = Syntax(node)
    var current = node.parent
    while let scope = current, !scope.isTypeBoundary, !scope.is(MemberBlockItemSyntax.self) {
      if let closure = scope.as(ClosureExprSyntax.self), let call = ChainReader.call(receiving: closure),
        let read = read(call, maker: maker)
      {
        found.append(read)
      } else if let closure = scope.as(ClosureExprSyntax.self), let assigned = ChainReader.assignedProperty(of: closure),
        let source = EventSources.source(named: EventSources.assigned(assigned.name))
      {
        // `readabilityHandler = { … }`: a framework calls the closure a property holds.
        found.append((SourceCall(name: source.name, receiver: assigned.receiver, location: maker.location(closure.positionAfterSkippingLeadingTrivia)), source))
      } else if let function = scope.as(FunctionDeclSyntax.self) {
        // `urlSession(_:downloadTask:didWriteData:…)`: a method the system calls, as often as it does.
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text).filter { $0 != "_" }
        if let requirement = EventSources.requirement(named: function.name.text, labels: labels) {
          found.append((SourceCall(name: function.name.text, labels: labels, receiver: nil,
            location: maker.location(function.positionAfterSkippingLeadingTrivia), isRequirement: true), requirement))
        }
        break
      } else if let loop = scope.as(ForStmtSyntax.self), loop.awaitKeyword != nil, loop.body.id == child.id,
        let source = EventSources.source(named: EventSources.forAwait)
      {
        found.append((SourceCall(name: source.name, location: maker.location(loop.positionAfterSkippingLeadingTrivia)), source))
      }
      child = scope
      current = scope.parent
    }
    // A task started in a callback runs as often as the callback does.
    return found.first { $0.source.runner != .task }?.call ?? callback(around: node, maker: maker) ?? found.first?.call
  }

  /// The innermost closure around `node` handed to a call the catalogue does not know, or assigned
  /// to a property, as a callback of that call or property. A closure given to a catalogued call
  /// (a task, a queue) runs as often as the callback around it.
  private static func callback(around node: some SyntaxProtocol, maker: SnippetMaker) -> SourceCall? {
    var current = node.parent
    while let scope = current, !scope.isTypeBoundary, !scope.is(MemberBlockItemSyntax.self) {
      if let closure = scope.as(ClosureExprSyntax.self), let assigned = ChainReader.assignedProperty(of: closure) {
        guard assigned.receiver?.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ?? true else { return nil }
        return SourceCall(name: assigned.name, receiver: assigned.receiver, location: maker.location(closure.positionAfterSkippingLeadingTrivia),
          isCallback: true, isAssigned: true)
      }
      if let closure = scope.as(ClosureExprSyntax.self), let call = ChainReader.call(receiving: closure) {
        // Only a method called on `self` or on a name can be followed to its declaration; a type's
        // initialiser (`VStack { … }`) takes no callback of the app's.
        guard let (name, member) = ChainReader.callee(of: call) else { return nil }
        if EventSources.names(name) {
          current = scope.parent
          continue
        }
        let receiver = member?.base?.trimmedDescription
        guard name.first?.isLowercase == true, receiver?.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ?? true else { return nil }
        let argument = closure.parent?.as(LabeledExprSyntax.self)?.label?.text
          ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text
        return SourceCall(
          name: name, labels: call.arguments.compactMap { $0.label?.text }, receiver: receiver,
          location: maker.location(call.positionAfterSkippingLeadingTrivia), isCallback: true, argument: argument)
      }
      current = scope.parent
    }
    return nil
  }

  /// The catalogue's entry for the call.
  static func entry(of call: SourceCall) -> EventSource? {
    if call.isCallback { return nil }
    return call.isRequirement
      ? EventSources.requirement(named: call.name, labels: call.labels)
      : EventSources.source(named: call.name, labels: call.labels, receiver: call.receiver)
  }

  private static func read(_ call: FunctionCallExprSyntax, maker: SnippetMaker) -> (SourceCall, EventSource)? {
    guard let (name, member) = ChainReader.callee(of: call) else { return nil }
    let labels = call.arguments.compactMap { $0.label?.text }
    // Only a receiver that names a type or a shared instance (`Timer`, `NotificationCenter.default`)
    // tells forms apart; a view a modifier is called on says nothing.
    let receiver = member?.base.flatMap { base in base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) ? base.trimmedDescription : nil }
      .flatMap { Index.writtenPath($0) == $0 ? $0 : nil }
    guard let source = EventSources.source(named: name, labels: labels, receiver: receiver) else { return nil }
    var found = SourceCall(name: name, labels: labels, receiver: receiver, location: maker.location(call.positionAfterSkippingLeadingTrivia))
    let argument = { (label: String) in call.arguments.first { $0.label?.text == label }?.expression }
    switch source.pace {
    case .everyInterval(let interval, let repeats):
      found.interval = (argument(interval) ?? scheduledArgument(interval, beside: call, on: member?.base)).flatMap(seconds)
      if let repeats, let flag = argument(repeats)?.as(BooleanLiteralExprSyntax.self) { found.repeats = flag.literal.tokenKind == .keyword(.true) }
    case .notification:
      found.notification = argument("forName").flatMap(notificationName)
    case .keyPath:
      found.keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self).flatMap(lastComponent)
    case .upstream:
      let publisher = name == "onReceive" ? call.arguments.first?.expression : member?.base
      found.upstream = publisher.map(upstream)
    default:
      break
    }
    return (found, source)
  }

  /// The argument a sibling statement gives a dispatch timer's schedule: `timer.schedule(deadline:
  /// .now(), repeating: .seconds(1))` written beside `timer.setEventHandler(handler: tick)`.
  private static func scheduledArgument(_ label: String, beside call: FunctionCallExprSyntax, on receiver: ExprSyntax?) -> ExprSyntax? {
    guard let receiver = receiver.map(unwrapped), let block = call.ancestorOrSelf(where: { $0.is(CodeBlockItemListSyntax.self) })?.as(CodeBlockItemListSyntax.self)
    else { return nil }
    for item in block {
      guard let schedule = item.item.as(FunctionCallExprSyntax.self), let member = schedule.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "schedule", member.base.map(unwrapped) == receiver
      else { continue }
      if let found = schedule.arguments.first(where: { $0.label?.text == label })?.expression { return found }
    }
    return nil
  }

  /// `timer` for `timer!`, `timer?` and `self.timer`.
  private static func unwrapped(_ expression: ExprSyntax) -> String {
    var text = expression.trimmedDescription
    while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
    return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
  }

  /// Reads a publisher chain from its outermost call in: `NotificationCenter.default
  /// .publisher(for: X).debounce(for: 0.5, scheduler: …)`, `Timer.publish(every: 1, …).autoconnect()`,
  /// `model.$query.removeDuplicates()`.
  static func upstream(_ publisher: ExprSyntax) -> Upstream {
    var found = Upstream()
    var current: ExprSyntax? = publisher
    while let expression = current {
      if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        let first = call.arguments.first?.expression
        switch member.declName.baseName.text {
        case "publish" where member.base?.trimmedDescription == "Timer":
          found.isTimer = true
          found.timerInterval = call.arguments.first { $0.label?.text == "every" }.flatMap { seconds($0.expression) }
        case "publisher" where call.arguments.first?.label?.text == "for":
          if let keyPath = first?.as(KeyPathExprSyntax.self) {
            found.keyPath = lastComponent(keyPath)
          } else {
            found.notification = first.flatMap(notificationName)
          }
        case "debounce", "throttle":
          if let interval = first.flatMap(seconds) { found.minimumInterval = max(found.minimumInterval ?? 0, interval) }
        case "removeDuplicates":
          found.removesDuplicates = true
        case "combineLatest", "merge", "CombineLatest", "CombineLatest3", "CombineLatest4", "Merge", "Merge3", "Merge4",
          "Merge5", "Merge6", "Merge7", "Merge8", "MergeMany":
          // Each publisher combined sends through: the busiest sets the pace.
          found.combined += call.arguments.map { upstream($0.expression) }
          if member.declName.baseName.text.first?.isUppercase == true {
            found.startsCombined = true
            current = nil
            continue
          }
        default:
          break
        }
        // Only the names before the first call are where the chain starts.
        found.root = []
        current = member.base
      } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        found.root.insert(member.declName.baseName.text, at: 0)
        current = base
      } else if let wrapped = expression.as(OptionalChainingExprSyntax.self)?.expression ?? expression.as(ForceUnwrapExprSyntax.self)?.expression {
        current = wrapped
      } else {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
          found.root.insert(reference.baseName.text, at: 0)
        }
        current = nil
      }
    }
    return found
  }

  /// `fractionCompleted` for `\\.fractionCompleted` or `\\Progress.fractionCompleted`.
  static func lastComponent(_ keyPath: KeyPathExprSyntax) -> String? {
    keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
  }

  /// `didBecomeActiveNotification` for `UIApplication.didBecomeActiveNotification` or `.init("x")`'s `x`.
  static func notificationName(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let call = expression.as(FunctionCallExprSyntax.self), let text = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
      return text.segments.trimmedDescription
    }
    return nil
  }

  /// An interval in seconds from literals: a number, a product or quotient of numbers, a `CMTime`
  /// made from seconds or a value and timescale, a `Duration` or `DispatchTimeInterval`.
  static func seconds(_ expression: ExprSyntax) -> Double? {
    if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.filter { $0 != "_" }) }
    if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return seconds(only.expression)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) { return product(sequence) }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    let argument = { (label: String?) -> Double? in
      call.arguments.first { $0.label?.text == label }.flatMap { seconds($0.expression) }
    }
    switch name {
    case "CMTime" where call.arguments.first?.label?.text == "seconds": return argument("seconds")
    case "CMTime", "CMTimeMake":
      guard let value = argument("value"), let scale = argument("timescale"), scale > 0 else { return nil }
      return value / scale
    case "CMTimeMakeWithSeconds", "TimeInterval", "Double", "seconds": return argument(nil)
    case "milliseconds": return argument(nil).map { $0 / 1_000 }
    case "microseconds": return argument(nil).map { $0 / 1_000_000 }
    case "nanoseconds": return argument(nil).map { $0 / 1_000_000_000 }
    default: return nil
    }
  }

  /// `6 * 60 * 60`, `1.0 / 30`: numbers joined by `*` and `/` only, left to right.
  private static func product(_ sequence: SequenceExprSyntax) -> Double? {
    var elements = Array(sequence.elements)
    guard elements.count % 2 == 1, var result = seconds(elements.removeFirst()) else { return nil }
    while elements.count >= 2 {
      let (operation, operand) = (elements.removeFirst(), elements.removeFirst())
      guard let value = seconds(operand), let symbol = operation.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
      switch symbol {
      case "*": result *= value
      case "/" where value != 0: result /= value
      default: return nil
      }
    }
    return result
  }
}
