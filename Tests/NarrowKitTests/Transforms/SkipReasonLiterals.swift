import Foundation
import SwiftParser
import SwiftSyntax

/// The skip reasons a transform's code writes as string literals: the argument of `.skip(…)`,
/// `Reason(…)` and `SkipReason(…)`, with each interpolation left out, so that what remains is the
/// fixed wording of the rule.
enum SkipReasonLiterals {
  struct Found: CustomStringConvertible {
    let file: String
    let line: Int
    let text: String
    var description: String { "\(file):\(line): \(text)" }
  }

  static let transforms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/NarrowKit/Transforms")

  static func reasons(under folder: URL) throws -> [Found] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") && !$0.contains("Examples") }.sorted()
    return try names.flatMap { name -> [Found] in
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let tree = Parser.parse(source: text)
      let finder = Finder(converter: SourceLocationConverter(fileName: name, tree: tree), file: name)
      finder.walk(tree)
      return finder.found
    }
  }

  private final class Finder: SyntaxVisitor {
    let converter: SourceLocationConverter
    let file: String
    var found: [Found] = []

    init(converter: SourceLocationConverter, file: String) {
      self.converter = converter
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = call.calledExpression.trimmedDescription
      guard [".skip", "Reason", "SkipReason"].contains(callee),
        let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
      else { return .visitChildren }
      let fixed = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined(separator: "…")
      found.append(Found(file: file, line: call.startLocation(converter: converter).line, text: fixed))
      return .visitChildren
    }
  }
}
