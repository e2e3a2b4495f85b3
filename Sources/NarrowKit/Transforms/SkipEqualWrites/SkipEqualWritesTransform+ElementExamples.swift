/// Writes of one element of a collection, or of a field of one, through its subscript.
extension SkipEqualWritesTransform {
  /// Lists of downloads by category, written one key at a time.
  private static let byCategoryProperty = "@Published var byCategory: [String: [Download]] = [:]\n  @Published var downloads: [Download] = []"
  private static func byCategory(_ writes: String) -> String { writes }

  static let elementExamples: [TransformExample] = [
    .rewrites(
      "a field of one element, written through the list's subscript, is assigned only when it differs",
      before: store("let index = 0\n      self.downloads[index].name = \"done\""),
      after: store("let index = 0\n      if self.downloads[index].name != \"done\" { self.downloads[index].name = \"done\" }"),
      verdict: .review),
    .rewrites(
      "a field's new value computed by a call goes into a local named after the field",
      before: store("let index = 0\n      self.downloads[index].name = self.downloader.snapshot()[0].name"),
      after: store("let index = 0\n      let newName = self.downloader.snapshot()[0].name\n      if self.downloads[index].name != newName { self.downloads[index].name = newName }"),
      verdict: .review),
    .rewrites(
      "a whole element written through the subscript is compared as a whole",
      before: store("let index = 0\n      self.downloads[index] = Download(id: 1, name: \"done\")"),
      after: store("let index = 0\n      let newDownloads = Download(id: 1, name: \"done\")\n      if self.downloads[index] != newDownloads { self.downloads[index] = newDownloads }"),
      verdict: .review),
    .rewrites(
      "two values computed in one scope each get a local of their own",
      before: store(byCategory("self.byCategory[\"all\"] = self.downloader.snapshot()\n      self.byCategory[\"done\"] = self.downloader.snapshot()"),
        property: byCategoryProperty).replacingOccurrences(of: "List(store.downloads)", with: "List(store.byCategory[\"all\"] ?? [])"),
      after: store(byCategory("""
        let newByCategory = self.downloader.snapshot()
              if self.byCategory["all"] != newByCategory { self.byCategory["all"] = newByCategory }
              let newByCategory2 = self.downloader.snapshot()
              if self.byCategory["done"] != newByCategory2 { self.byCategory["done"] = newByCategory2 }
        """), property: byCategoryProperty).replacingOccurrences(of: "List(store.downloads)", with: "List(store.byCategory[\"all\"] ?? [])"),
      verdict: .review),
    .skips(
      "a key that calls something would run twice, once to compare and once to write",
      source: store("self.downloads[Int.random(in: 0..<1)].name = \"done\""),
      rule: SkipEqualWritesSkip.wouldBeLookedUpTwice),
    .skips(
      "a collection type Narrow cannot read the elements of",
      source: store("let index = 0\n      self.downloads[index].name = \"done\"", property: "@Published var downloads: ContiguousArray<Download> = []"),
      rule: SkipEqualWritesSkip.areNotOfAnArrayOrDictionaryType, saying: "(ContiguousArray<Download>) are not of an array or dictionary type Narrow can read"),
    .skips(
      "a field of a type another module declares",
      source: store("let index = 0\n      self.links[index].host = \"example.com\"",
        property: "@Published var links: [URLComponents] = []\n  @Published var downloads: [Download] = []")
        .replacingOccurrences(of: "Text(download.name)", with: "Text(download.name + (store.links.first?.host ?? \"\"))"),
      rule: SkipEqualWritesSkip.isNotDeclaredInTheScannedCode, saying: "the type of URLComponents.host is not declared in the scanned code"),
    .skips(
      "a Core Data managed property: setting an equal value still marks the object changed for the next save",
      source: """
        import CoreData
        import SwiftUI

        final class TempTarget: NSManagedObject {
          @NSManaged var enabled: Bool
        }

        final class Canceller {
          let target: TempTarget
          init(target: TempTarget) { self.target = target }
          func start() {
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.target.enabled = false }
          }
        }

        struct TargetRow: View {
          @ObservedObject var target: TempTarget
          var body: some View { Text(target.enabled ? "On" : "Off") }
        }
        """,
      rule: SkipEqualWritesSkip.isCoreDataManagedProperty, saying: "TempTarget.enabled is a Core Data managed property"),
  ]
}
