import Testing
@Test func trivially() { #expect(1 == 1) }
