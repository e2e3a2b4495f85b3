/// Inputs that crashed or hung Narrow, reduced to a few bytes or one construct each.
enum FuzzRegressions {
  struct Input: Sendable, CustomStringConvertible {
    let name: String
    let bytes: [UInt8]
    /// An input that once hung, which the parse budget must blank part of.
    var blanked = false
    var description: String { name }
  }

  static let inputs: [Input] = [
    // Found by a fresh fuzz seed: a property declared twice trapped the dictionary of
    // cache-computed's input writers (exit 132).
    Input(
      name: "a stored property declared twice, read by a computed one",
      bytes: Array("""
        @Observable
        final class Editor {
          var hasSelection = false
          var hasSelection = false
          var text = ""
          var canCut: Bool { hasSelection && !text.isEmpty }
          func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.text += "a" } }
        }

        struct Toolbar: View {
          let editor: Editor
          var body: some View { Text(editor.canCut ? "cut" : "") }
        }

        """.utf8)),
    // The diagnostics library trapped formatting this file's first error (exit 132).
    Input(name: "a vertical tab before =", bytes: Array("let total \u{0B}= 1\n".utf8)),
    Input(name: "a non-breaking-space byte before =", bytes: Array("t ".utf8) + [0xA0] + Array("= 1\n".utf8)),
    // Walking the tree overflowed the stack (exit 139).
    Input(name: "2,500 nested brackets", bytes: Array(("let x = " + String(repeating: "[", count: 2_500) + "1" + String(repeating: "]", count: 2_500)).utf8)),
    Input(name: "470 nested generic arguments", bytes: Array(("let x: " + String(repeating: "A<", count: 470) + "Int" + String(repeating: ">", count: 470)).utf8)),
    Input(name: "44,000 chained members", bytes: Array(("let x = a" + String(repeating: ".b", count: 44_000)).utf8)),
    // The parser's lookahead took time doubling with each level (24 s at 22).
    // Found by the fuzz test: brackets left open by a truncation escaped the blanking.
    Input(name: "brackets that never close", bytes: Array(("let x = " + String(repeating: "[", count: 40) + "1").utf8), blanked: true),
    Input(
      name: "deep generic arguments where a type is expected",
      bytes: Array(("struct S {\n  let total:let deep = " + String(repeating: "A<", count: 300) + "1\n}\n").utf8), blanked: true),
    // Found by the fuzz test: a carriage return ends a `///` comment for the parser, not for the blanking.
    Input(
      name: "deep generic arguments after a carriage return in a comment",
      bytes: Array(("/// a comment\rlet deep = " + String(repeating: "A<", count: 300) + "1" + String(repeating: ">", count: 300) + "\n").utf8),
      blanked: true),
    Input(
      name: "30 nested array literals", bytes: Array(("let x = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30)).utf8),
      blanked: true),
    // Hangs of SwiftParser's lookahead and recovery, each reduced to one construct; the time and
    // memory the release build took before the parse budget are given.
    // 3 KB, killed at 60 s holding 24 GB: time and memory grow with a power of the depth.
    Input(name: "750 nested string interpolations", bytes: Array(("let s = " + String(repeating: "\"\\(a", count: 750) + "\n").utf8), blanked: true),
    // 4 KB, 1 s and 3.4 GB.
    Input(
      name: "600 nested interpolations of multi-line strings",
      bytes: Array(("let s = \"\"\"\n" + String(repeating: "\\(a\"\"\"\n", count: 600)).utf8), blanked: true),
    // Fuzz seed 1796403107068 (12 KB, 380 s); this construct of it, 4 KB, 30 s.
    Input(
      name: "generic arguments left open in an interpolation in a type's body",
      bytes: Array(("struct M {\n  f(\"\\(((1))" + String(repeating: "A<", count: 2_000) + "\n}\n").utf8), blanked: true),
    // 63 bytes, 49 s: the blanking skipped string literals, interpolations and all.
    Input(
      name: "24 nested brackets in an interpolation",
      bytes: Array(("let s = \"\\(" + String(repeating: "[", count: 24) + "1" + String(repeating: "]", count: 24) + ")\"\n").utf8), blanked: true),
    // 420 bytes, 2.9 s: ten brackets were within the limit, and parentheses were not counted.
    Input(
      name: "400 parentheses inside ten brackets",
      bytes: Array(("let x = " + String(repeating: "[", count: 10) + String(repeating: "(", count: 400) + "1\n").utf8), blanked: true),
    // Fuzz seed 1796500002316's construct: 5 KB, 5.1 s, the recovery skipping each level again.
    Input(name: "5,000 parentheses after a stray name", bytes: Array(("f(s s = " + String(repeating: "(", count: 5_000) + "\n").utf8), blanked: true),
    // Fuzz seed 1796403109325's construct: 3 KB, 2.1 s.
    Input(
      name: "3,000 parentheses after generic arguments after a stray name",
      bytes: Array(("f(c: c d<" + String(repeating: "A<", count: 8) + String(repeating: "(", count: 3_000) + "\n").utf8), blanked: true),
    // 19 KB, killed at 120 s: a line break ended the count of generic arguments, not the arguments.
    Input(
      name: "generic arguments over 1,000 lines",
      bytes: Array(("let x = " + String(repeating: String(repeating: "A<", count: 9) + "\n", count: 1_000) + "1\n").utf8), blanked: true),
  ]
}
