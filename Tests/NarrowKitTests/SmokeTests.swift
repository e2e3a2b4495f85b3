import Testing
@testable import NarrowKit
@Test func parses() { #expect(parseCheck("let x = 1") == 1) }
