import Testing

@testable import NarrowKit

@Suite struct CodeFactTests {
  private func types(_ source: String) -> [TypeFact] {
    Index.build([SourceFile(path: "A.swift", bytes: Array(source.utf8))], jobs: 1).files[0].types
  }

  @Test func aGetterRecordsNamesTypesCallsAndEffects() throws {
    let found = types("""
      final class Cart {
        var items: [Int] = []
        var total: Int {
          let local = items.reduce(0) { $0 + $1 }
          return local + self.bonus + discount() + Int(Date().timeIntervalSince1970) + (try? load()) ?? 0
        }
      }
      """)
    let getter = try #require(found[0].properties.first { $0.name == "total" }?.getter)
    #expect(getter.reads.names.map(\.name) == ["items", "bonus", "discount", "load"])
    #expect(getter.reads.names.first { $0.name == "bonus" }?.explicitSelf == true)
    #expect(getter.reads.names.first { $0.name == "discount" }?.isCalled == true)
    #expect(getter.reads.typeUses.map(\.type) == ["Int", "Date"])
    #expect(getter.reads.calledMethods == ["reduce"])
    #expect(getter.reads.effects == ["try"])
    #expect(getter.reads.boundNames.contains("local"))
  }

  @Test func observersAndInitialisersKeepTheirPlaces() throws {
    let source = """
      final class Cart {
        var a = 0 { didSet { print(a) } }
        var b = 0 {
          willSet { print(newValue) }
        }
        init() {}
      }
      """
    let cart = try #require(types(source).first)
    let a = try #require(cart.properties.first { $0.name == "a" }?.observers?.didSet)
    #expect(a.firstStatementOnOwnLine == nil)
    let offset = source.utf8.distance(from: source.utf8.startIndex, to: source.range(of: "{ print(a)")!.lowerBound) + 1
    #expect(a.bodyStart == offset)
    #expect(cart.properties.first { $0.name == "b" }?.observers?.willSetIndentation == "    ")
    #expect(cart.initializers.first?.emptyBodyEnd != nil)
  }

  @Test func aStatementOnItsOwnLineInABodyTakesAnotherBeforeItButALoneClosureExpressionDoesNot() throws {
    let chains = Index.build([SourceFile(path: "A.swift", bytes: Array("""
      struct Summary: View {
        let cart: Cart
        var body: some View {
          VStack {
            Text("\\(cart.total)")
          }
          Text(cart.title)
        }
        var label: String { [1].map { _ in cart.note }.joined() }
      }
      """.utf8))], jobs: 1).files[0].chains
    #expect(chains.first { $0.expression.text == "cart.total" }?.statement?.acceptsStatementBefore == true)
    #expect(chains.first { $0.expression.text == "cart.note" }?.statement?.acceptsStatementBefore == false)
    // `#if` must start a line: a statement sharing its line with the brace takes nothing before it.
    #expect(chains.first { $0.expression.text == "cart.title" }?.statement?.acceptsStatementBefore == true)
  }
}
