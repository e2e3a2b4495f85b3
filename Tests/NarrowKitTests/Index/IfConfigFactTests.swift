import Testing

@testable import NarrowKit

/// Every branch of an `#if` is read, wherever it stands, and each fact keeps the branches around it.
@Suite struct IfConfigFactTests {
  private func read(_ source: String) -> FileFacts {
    FileParser.facts(for: SourceFile(path: "A.swift", bytes: Array(source.utf8)))
  }

  private func index(_ source: String, platform: DeploymentTargets.Platform? = nil) -> Index {
    Index.build(
      [SourceFile(path: "A.swift", bytes: Array(source.utf8))], configurations: BuildConfigurations(platform: platform), jobs: 1)
  }

  @Test func membersInsideAnIfOfAMemberListAreMembersWithTheirBranch() throws {
    let file = read("""
      final class Player {
        var volume = 0.0
        #if os(iOS)
        var route = ""
        init(route: String) { self.route = route }
        func pick() { route = "car" }
        #elseif os(macOS)
        #if DEBUG
        var window = 0
        #endif
        #endif
      }
      #if os(iOS)
      let shared = Player(route: "")
      #endif
      """)
    let player = try #require(file.types.first)
    #expect(player.properties.map(\.name) == ["volume", "route", "window"])
    let window = try #require(player.properties.last)
    #expect(window.clauses.map(\.condition) == ["os(macOS)", "DEBUG"])
    #expect(window.clauses.first?.earlier == ["os(iOS)"], "an #elseif knows the branches before it")
    #expect(player.functions.map(\.name) == ["pick"] && player.functions[0].clauses.map(\.condition) == ["os(iOS)"])
    #expect(player.initializers.first?.clauses.map(\.condition) == ["os(iOS)"])
    #expect(player.memberUses.contains { $0.name == "route" && $0.kind == .mutation }, "uses of a member declared in an #if are recorded")
    #expect(file.globals.map(\.name) == ["shared"] && file.globals[0].clauses.map(\.condition) == ["os(iOS)"])
    #expect(file.constructions.first { $0.typeName == "Player" }?.clauses.map(\.condition) == ["os(iOS)"])
  }

  /// `.onChange` written inside a postfix `#if` has no base of its own: it modifies what comes
  /// before the `#if`.
  @Test func anOnChangeInAPostfixIfOfAModifierChainIsRead() throws {
    let file = read("""
      struct Screen: View {
        let model: Model
        @State private var shown = 0
        var body: some View {
          Text("a")
            .padding()
            #if os(iOS)
            .onChange(of: model.volume) { shown += 1 }
            #elseif os(macOS)
            .padding().onChange(of: model.route) { shown -= 1 }
            #endif
        }
      }
      """)
    #expect(file.onChanges.map(\.value.text) == ["model.volume", "model.route"])
    #expect(file.onChanges.map { $0.clauses.map(\.condition) } == [["os(iOS)"], ["os(macOS)"]])
    #expect(file.onChanges.allSatisfy { $0.enclosingMember == "body" })
  }

  @Test func theViewPartsOfABodyIncludeEveryBranch() throws {
    let index = index("""
      struct Screen: View {
        let model: Model
        var body: some View {
          VStack {
            Text("title")
            #if os(iOS)
            Text(model.route)
            #else
            Image(model.icon)
            #endif
            Text(model.elapsed)
              #if os(iOS)
              .onChange(of: model.volume) { print($0) }
              #endif
          }
        }
      }
      """)
    let screen = try #require(index.declaration(named: "Screen"))
    let parts = try #require(index.bodyParts(of: screen))
    #expect(parts.parts.map(\.code.text).contains("Text(model.route)"))
    #expect(parts.parts.map(\.code.text).contains("Image(model.icon)"))
    #expect(parts.parts.contains { $0.code.text.hasPrefix("Text(model.elapsed)") && $0.code.text.hasSuffix("#endif") })
  }

  @Test func aPlatformDropsTheFactsOfBranchesItsBuildDoesNotTake() throws {
    let source = """
      struct Screen: View {
        #if os(iOS)
        let route: String
        #endif
        let model: Model
        var body: some View {
          #if os(iOS)
          Text(route)
          #else
          Text(model.title)
          #endif
        }
      }
      """
    let mac = index(source, platform: .macOS)
    let screen = try #require(mac.declaration(named: "Screen"))
    #expect(screen.properties.map(\.name) == ["model", "body"])
    #expect(screen.memberUses.map(\.name) == ["model"])
    #expect(mac.files[0].chains.map(\.expression.text) == ["model.title"])
    #expect(mac.configured.leftOut.map(\.clause.condition) == ["os(iOS)", "os(iOS)"])
    let everything = index(source)
    #expect(try #require(everything.declaration(named: "Screen")).properties.map(\.name) == ["route", "model", "body"])
    #expect(everything.configured.leftOut.isEmpty)
  }

  /// With no platform, or a condition no platform decides, each branch's declaration of one type
  /// is the same type: the first is the declaration and the others are its parts.
  @Test func aTypeDeclaredInEachBranchIsOneType() throws {
    let source = """
      #if DEBUG
      final class Clock { var elapsed = 0.0 }
      #else
      final class Clock { var elapsed = 0.0; var badge = "" }
      #endif
      """
    for platform in [nil, DeploymentTargets.Platform.iOS] {
      let index = index(source, platform: platform)
      let clock = try #require(index.declaration(named: "Clock"), "one declaration, \(String(describing: platform))")
      #expect(index.parts(of: clock).flatMap(\.properties).map(\.name) == ["elapsed", "elapsed", "badge"])
      #expect(index.branchesDeclaring(clock)?.map(\.condition) == ["DEBUG", "#else"])
    }
  }
}
