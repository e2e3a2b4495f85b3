import Testing

@testable import NarrowKit

@Suite struct ViewPartReaderTests {
  /// A view's body is read from its declaration alone: the rest of the file is blanked, and every
  /// line and offset stays where it was, so the parts found point at the file as it is.
  @Test func theBytesAroundOneDeclarationAreBlankedInPlace() throws {
    let text = "import SwiftUI\r\n// é\nstruct A: View {\n  var body: some View { Text(\"a\") }\n}\nstruct B {}\n"
    let bytes = Array(text.utf8)
    let start = try #require(text.utf8.firstIndex(of: UInt8(ascii: "s")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) })
    let end = text.utf8.distance(from: text.utf8.startIndex, to: try #require(text.range(of: "}\n}")).upperBound)
    let kept = try #require(Index.keepingOnly(bytes[...], fromLine: 3, to: end))
    #expect(kept.count == bytes.count)
    #expect(kept.indices.filter { kept[$0] == UInt8(ascii: "\n") } == bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") })
    #expect(Array(kept[start..<end]) == Array(bytes[start..<end]))
    #expect(String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("struct A"))
    #expect(!String(decoding: kept, as: UTF8.self).contains("struct B"))
    #expect(Index.keepingOnly(bytes[...], fromLine: 40, to: end) == nil)
  }
}
