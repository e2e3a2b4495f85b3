@testable @_spi(NarrowHarness) import SwiftUI
import Testing

private struct Plain: Equatable {
  var count: Int
  var flag: Bool
  /// Never called for plain data, which is compared bitwise.
  static func == (lhs: Plain, rhs: Plain) -> Bool { false }
}

private struct CaseInsensitive: Equatable {
  var name: String
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
}

private final class Object {}

private struct Mixed {
  var name: CaseInsensitive
  var object: Object
  var numbers: [Int]
}

private struct WithClosure {
  var count: Int
  var action: () -> Void
}

private struct Shelf: Equatable {
  var title: String
  var counts: [Int]
}

@Suite struct InputComparisonTests {
  private func fieldsCompared(_ lhs: Any, _ rhs: Any) -> Int {
    var fields = 0
    _ = InputComparison.equal(lhs, rhs, fields: &fields)
    return fields
  }

  @Test func countsTheFieldsItCompares() {
    #expect(fieldsCompared(Plain(count: 1, flag: true), Plain(count: 1, flag: true)) == 2)
    let object = Object()
    let mixed = Mixed(name: .init(name: "x"), object: object, numbers: [1, 2])
    // name (one stored string, compared with ==), object (one reference), and the numbers, whose
    // == returns at once because both sides share one array storage.
    #expect(fieldsCompared(mixed, mixed) == 3)
    // Field by field stops at the first difference.
    #expect(fieldsCompared(mixed, Mixed(name: .init(name: "y"), object: object, numbers: [1, 2])) == 1)
    // An Equatable value counts the leaves its == reads: the title and three numbers.
    #expect(fieldsCompared(Shelf(title: "a", counts: [1, 2, 3]), Shelf(title: "a", counts: [1, 2, 3])) == 4)
  }

  @Test func aSynthesizedEqualityStopsAtTheFirstDifferenceAndSharedStorageAtOnce() {
    let counts = Array(1...100)
    // Shared storage: the title, then the whole array in one step.
    #expect(fieldsCompared(Shelf(title: "a", counts: counts), Shelf(title: "a", counts: counts)) == 2)
    // Equal contents in two storages: every element is read.
    #expect(fieldsCompared(Shelf(title: "a", counts: counts), Shelf(title: "a", counts: Array(1...100))) == 101)
    // The title differs: nothing after it is read.
    #expect(fieldsCompared(Shelf(title: "a", counts: counts), Shelf(title: "b", counts: Array(1...100))) == 1)
    // The second element differs: the title and two elements.
    var changed = counts
    changed[1] = 0
    #expect(fieldsCompared(Shelf(title: "a", counts: counts), Shelf(title: "a", counts: changed)) == 3)
    let text = String(repeating: "long text ", count: 10)
    #expect(fieldsCompared(CaseInsensitive(name: text), CaseInsensitive(name: text)) == 1)
  }

  @Test func plainDataIsComparedBitwiseEvenWhenEquatableSaysOtherwise() {
    #expect(InputComparison.equal(Plain(count: 1, flag: true), Plain(count: 1, flag: true)))
    #expect(!InputComparison.equal(Plain(count: 1, flag: true), Plain(count: 2, flag: true)))
  }

  @Test func equatableValuesUseTheirOwnOperator() {
    #expect(InputComparison.equal(CaseInsensitive(name: "A"), CaseInsensitive(name: "a")))
  }

  @Test func otherValuesAreComparedFieldByFieldWithClassesByIdentity() {
    let object = Object()
    let value = Mixed(name: .init(name: "x"), object: object, numbers: [1, 2])
    #expect(InputComparison.equal(value, Mixed(name: .init(name: "X"), object: object, numbers: [1, 2])))
    #expect(!InputComparison.equal(value, Mixed(name: .init(name: "x"), object: Object(), numbers: [1, 2])))
    #expect(!InputComparison.equal(value, Mixed(name: .init(name: "x"), object: object, numbers: [1])))
  }

  @Test func closuresAlwaysDiffer() {
    let action = {}
    #expect(!InputComparison.equal(WithClosure(count: 1, action: action), WithClosure(count: 1, action: action)))
  }

  @Test func elementsBoxedAsAnyAreComparedByTheirOwnType() {
    let object = Object()
    #expect(InputComparison.equal([object] as [Any], [object] as [Any]))
    #expect(!InputComparison.equal([object] as [Any], [Object()] as [Any]))
    #expect(InputComparison.equal([CaseInsensitive(name: "a")] as [Any], [CaseInsensitive(name: "A")] as [Any]))
  }

  @Test func optionalsAndEnumsCompareTheirCaseAndPayload() {
    let some: CaseInsensitive? = CaseInsensitive(name: "a")
    let otherSome: CaseInsensitive? = CaseInsensitive(name: "A")
    let none: CaseInsensitive? = nil
    #expect(InputComparison.equal(some as Any, otherSome as Any))
    #expect(!InputComparison.equal(some as Any, none as Any))
  }
}

private protocol Badge {}
private struct StarBadge: Badge { var stars = 3 }

private struct Badged {
  var title: String
  var badge: any Badge
}

@Suite struct ExistentialInputTests {
  /// Narrow's update model says an existential input never compares equal; the subset agrees,
  /// whatever the existential holds.
  @Test func anExistentialFieldAlwaysCountsAsChanged() {
    let badge = StarBadge()
    #expect(!InputComparison.equal(Badged(title: "a", badge: badge), Badged(title: "a", badge: badge)))
    #expect(!InputComparison.equal(Badged(title: "a", badge: badge), Badged(title: "b", badge: badge)))
    #expect(InputComparison.equal(StarBadge(), StarBadge()))
  }
}
