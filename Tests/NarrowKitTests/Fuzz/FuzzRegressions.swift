/// Inputs that crashed or hung Narrow, reduced to a few bytes or one construct each.
enum FuzzRegressions {
  struct Input: Sendable, CustomStringConvertible {
    let name: String
    let bytes: [UInt8]
    var description: String { name }
  }

  static let inputs: [Input] = [
    // The diagnostics library trapped formatting this file's first error (exit 132).
    Input(name: "a vertical tab before =", bytes: Array("let total \u{0B}= 1\n".utf8)),
    Input(name: "a non-breaking-space byte before =", bytes: Array("t ".utf8) + [0xA0] + Array("= 1\n".utf8)),
    // Walking the tree overflowed the stack (exit 139).
    Input(name: "2,500 nested brackets", bytes: Array(("let x = " + String(repeating: "[", count: 2_500) + "1" + String(repeating: "]", count: 2_500)).utf8)),
    Input(name: "470 nested generic arguments", bytes: Array(("let x: " + String(repeating: "A<", count: 470) + "Int" + String(repeating: ">", count: 470)).utf8)),
    Input(name: "44,000 chained members", bytes: Array(("let x = a" + String(repeating: ".b", count: 44_000)).utf8)),
    // The parser's lookahead took time doubling with each level (24 s at 22).
    // Found by the fuzz test: brackets left open by a truncation escaped the blanking.
    Input(name: "brackets that never close", bytes: Array(("let x = " + String(repeating: "[", count: 40) + "1").utf8)),
    Input(name: "deep generic arguments where a type is expected", bytes: Array(("struct S {\n  let total:let deep = " + String(repeating: "A<", count: 300) + "1\n}\n").utf8)),
    // Found by the fuzz test: a carriage return ends a `///` comment for the parser, not for the blanking.
    Input(name: "deep generic arguments after a carriage return in a comment", bytes: Array(("/// a comment\rlet deep = " + String(repeating: "A<", count: 300) + "1" + String(repeating: ">", count: 300) + "\n").utf8)),
    Input(name: "30 nested array literals", bytes: Array(("let x = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30)).utf8)),
  ]
}
