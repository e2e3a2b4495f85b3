import Foundation
@testable import NarrowKit
@testable @_spi(NarrowHarness) import SwiftUI
import Testing

// The values the table compares. The update model reads these declarations from this file, and
// the harness compares values of the same types: both must answer every case the same way.

/// Plain data with a hand-written == that leaves out when it was taken.
private struct Reading: Equatable {
  var level: Int
  var takenAt: Int
  static func == (lhs: Reading, rhs: Reading) -> Bool { lhs.level == rhs.level }
}

/// Not plain data (a String), with a hand-written == that leaves out the note.
private struct Tag: Equatable {
  var name: String
  var note: String
  static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name }
}

/// A synthesized ==.
private struct Title: Equatable {
  var text: String
  var size: Int
}

/// Not Equatable: compared field by field.
private struct Entry {
  var name: String
  var count: Int
}

private protocol Named {
  var name: String { get }
}

private struct Person: Named {
  var name: String
}

private final class Account: Sendable {}

/// One case: a value of `type` handed to a view again, with the stored fields that changed, and
/// whether SwiftUI finds it the same input.
private struct ComparisonCase: CustomTestStringConvertible, @unchecked Sendable {
  let name: String
  /// As a view's property declares it.
  let type: String
  /// Whether the harness finds the old and the new value the same input.
  let harness: @Sendable @MainActor () -> Bool
  let changed: Set<String>
  let same: Bool

  var testDescription: String { name }
}

private let account = Account()

/// A view's stored input, as the harness compares a view's fields: by the type it is declared with.
private struct Input<Value> {
  var value: Value
}

private func sameInput<Value>(_ old: Value, _ new: Value) -> Bool {
  SwiftUI.InputComparison.equal(Input(value: old), Input(value: new))
}

private let cases: [ComparisonCase] = [
  ComparisonCase(name: "plain data, a field its own == leaves out changed", type: "Reading",
    harness: { sameInput(Reading(level: 1, takenAt: 0), Reading(level: 1, takenAt: 1)) }, changed: ["takenAt"], same: false),
  ComparisonCase(name: "plain data, handed again", type: "Reading",
    harness: { sameInput(Reading(level: 1, takenAt: 0), Reading(level: 1, takenAt: 0)) }, changed: [], same: true),
  ComparisonCase(name: "not plain data, a field its own == leaves out changed", type: "Tag",
    harness: { sameInput(Tag(name: "a", note: "x"), Tag(name: "a", note: "y")) }, changed: ["note"], same: true),
  ComparisonCase(name: "not plain data, a field its own == reads changed", type: "Tag",
    harness: { sameInput(Tag(name: "a", note: "x"), Tag(name: "b", note: "x")) }, changed: ["name"], same: false),
  ComparisonCase(name: "a synthesized ==, a field changed", type: "Title",
    harness: { sameInput(Title(text: "a", size: 1), Title(text: "a", size: 2)) }, changed: ["size"], same: false),
  ComparisonCase(name: "a synthesized ==, handed again", type: "Title",
    harness: { sameInput(Title(text: "a", size: 1), Title(text: "a", size: 1)) }, changed: [], same: true),
  ComparisonCase(name: "not Equatable, a field changed", type: "Entry",
    harness: { sameInput(Entry(name: "a", count: 1), Entry(name: "a", count: 2)) }, changed: ["count"], same: false),
  ComparisonCase(name: "not Equatable, handed again", type: "Entry",
    harness: { sameInput(Entry(name: "a", count: 1), Entry(name: "a", count: 1)) }, changed: [], same: true),
  ComparisonCase(name: "a collection of values that are not Equatable, one changed", type: "[Entry]",
    harness: { sameInput([Entry(name: "a", count: 1)], [Entry(name: "a", count: 2)]) }, changed: ["count"], same: false),
  ComparisonCase(name: "a collection of values that are not Equatable, handed again", type: "[Entry]",
    harness: { sameInput([Entry(name: "a", count: 1)], [Entry(name: "a", count: 1)]) }, changed: [], same: true),
  ComparisonCase(name: "an existential, handed again", type: "any Named",
    harness: { sameInput(Person(name: "a") as any Named, Person(name: "a") as any Named) }, changed: [], same: false),
  ComparisonCase(name: "a closure, handed again", type: "() -> Void",
    harness: { sameInput({} as () -> Void, {} as () -> Void) }, changed: [], same: false),
  ComparisonCase(name: "the same object", type: "Account",
    harness: { sameInput(account, account) }, changed: [], same: true),
  ComparisonCase(name: "another object", type: "Account",
    harness: { sameInput(account, Account()) }, changed: ["self"], same: false),
]

/// One table of comparison cases, run against both comparisons: the harness's, which follows
/// what SwiftUI's team has described, and the update model's, which decides what `scan`
/// predicts. A case where they disagree is a prediction the harness would refute.
@Suite struct ComparisonTableTests {
  private static let model = UpdateModel(index: Index.build(
    [SourceFile(path: "ComparisonTableTests.swift", bytes: Array((try? Data(contentsOf: URL(fileURLWithPath: #filePath))) ?? Data()))],
    jobs: 1))

  @Test(arguments: cases) @MainActor
  fileprivate func harnessAndModelCompareAlike(_ entry: ComparisonCase) {
    let harnessSame = entry.harness()
    #expect(harnessSame == entry.same, "the harness finds them \(harnessSame ? "the same" : "different")")
    let comparison = Self.model.comparison(of: entry.type)
    let modelSame = !comparison.differs(changing: entry.changed)
    #expect(modelSame == entry.same, "the model (\(comparison)) finds them \(modelSame ? "the same" : "different")")
  }
}
