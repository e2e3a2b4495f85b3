import Foundation
import Testing

@testable import NarrowKit

/// A judgement kept in the cache is used by a later run only while what it rests on is as it was:
/// the proposal and its own files, each event that writes what it spares as it runs, and the
/// files that declare the types it weighed. Each case edits the music player example and asks
/// whether the judgement is kept, and whether the kept one is the one judged afresh.
@Suite struct KeptJudgementTests {
  static let example: [String: String] = {
    let directory = CachedRunTests.examples.appendingPathComponent("MusicPlayer")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return Dictionary(uniqueKeysWithValues: names.filter { $0.hasSuffix(".swift") }.map { name in
      ("MusicPlayer/" + name, (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? "")
    })
  }()

  static let target = "TrackTitle.track"

  /// The model of the files and its pass-fields proposal for `TrackTitle.track`, whose edits are in
  /// NowPlayingScreen.swift and which spares TrackTitle on `Player.tick`.
  private func proposal(in files: [String: String]) throws -> (UpdateModel, Proposal) {
    let model = UpdateModel(index: Index.build(sourceFiles(files), jobs: 1))
    let transform = TransformCatalog.transform(id: "pass-fields")!.init(options: TransformOptions())
    let found = transform.proposals(in: model, lookups: TransformLookups(model: model)).proposals
    return (model, try #require(found.first { $0.target == Self.target }))
  }

  private func judge(_ files: [String: String], cache: FactCache?) throws -> Judgement {
    let (model, proposal) = try proposal(in: files)
    return Pipeline.judge([proposal], in: model, alongWith: SparedChanges(proposal.effect.spared), jobs: 1, cache: cache)[0]
  }

  /// The judgement the cache holds for the proposal in these files, when it may be kept.
  private func kept(in files: [String: String], cache: FactCache) throws -> Judgement? {
    let (model, proposal) = try proposal(in: files)
    return KeptJudgements(of: proposal, in: model, cache: cache)?.judgement()
  }

  private func temporaryCache() -> (FactCache, URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-kept-judgements-\(UUID().uuidString)")
    return (FactCache(directory: directory.path, stamp: "test"), directory)
  }

  /// The example judged into a new cache, then edited: whether the judgement is kept, and that a
  /// kept one is what judging the edited code gives.
  private func keptAfter(editing path: String, _ edit: (String) -> String) throws -> Bool {
    let (cache, directory) = temporaryCache()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try judge(Self.example, cache: cache)
    var edited = Self.example
    let before = edited[path] ?? ""
    edited[path] = edit(before)
    #expect(edited[path] != before, "the edit of \(path) changes nothing")
    guard let kept = try kept(in: edited, cache: cache) else { return false }
    #expect(Self.outcome(kept) == Self.outcome(try judge(edited, cache: nil)))
    return true
  }

  static func outcome(_ judgement: Judgement) -> String {
    switch judgement {
    case .spares(let effect): "spares \(effect)"
    case .sparesNothing(let reason): "spares nothing: \(reason)"
    }
  }

  @Test func aJudgementIsKeptWhenNothingItRestsOnChanges() throws {
    let (cache, directory) = temporaryCache()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try kept(in: Self.example, cache: cache) == nil)
    let judged = try judge(Self.example, cache: cache)
    let kept = try #require(try kept(in: Self.example, cache: cache))
    #expect(Self.outcome(kept) == Self.outcome(judged))
    #expect(Self.outcome(judged).hasPrefix("spares "), "\(Self.outcome(judged))")
  }

  @Test func aFileNothingItWeighedDeclaresKeepsIt() throws {
    #expect(try keptAfter(editing: "MusicPlayer/MusicApp.swift") { $0 + "\nstruct AboutScreen: View {\n  var body: some View { Text(\"About\") }\n}\n" })
  }

  /// The rewritten code is the proposal's files as they are with its edits applied: a change
  /// anywhere in them is a proposal of its own, even where its edits and effect are the same.
  @Test func anEditOfAFileTheProposalEditsIsJudgedAgain() throws {
    let comment = { (text: String) in text + "\n// The screen the mini player opens.\n" }
    #expect(try !keptAfter(editing: "MusicPlayer/NowPlayingScreen.swift", comment))
    let (cache, directory) = temporaryCache()
    defer { try? FileManager.default.removeItem(at: directory) }
    var edited = Self.example
    edited["MusicPlayer/NowPlayingScreen.swift"] = comment(edited["MusicPlayer/NowPlayingScreen.swift"]!)
    let (model, proposal) = try proposal(in: Self.example)
    let (editedModel, editedProposal) = try self.proposal(in: edited)
    #expect(editedProposal.edits == proposal.edits && editedProposal.effect == proposal.effect)
    #expect(KeptJudgements(of: editedProposal, in: editedModel, cache: cache)?.key != KeptJudgements(of: proposal, in: model, cache: cache)?.key)
  }

  /// The proposal as found and the settings that shape a model are the key: another transform,
  /// target, edit or effect (its notes, its writers' pace), other rows on screen, deployment
  /// targets or platform is another judgement.
  @Test func theProposalAsFoundAndTheModelsSettingsAreTheKey() throws {
    let (cache, directory) = temporaryCache()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (model, proposal) = try proposal(in: Self.example)
    let key = { (proposal: Proposal, model: UpdateModel) in KeptJudgements(of: proposal, in: model, cache: cache)?.key }
    let found = try #require(key(proposal, model))
    #expect(key(proposal, model) == found)
    var others = [proposal, proposal, proposal, proposal]
    others[0].transform = "hoist-field"
    others[1].target = "TrackTitle.title"
    others[2].edits[0].replacement += " "
    others[3].effect.notes.append("the spared changes are written only once: on appearing")
    for other in others { #expect(key(other, model) != found, "\(other)") }

    let files = sourceFiles(Self.example)
    let declared = DeploymentTargets.Declared(versions: [.iOS: [16]], source: "Package.swift")
    let models = [
      UpdateModel(index: model.index, rowsOnScreen: 4),
      UpdateModel(index: Index.build(files, deploymentTargets: DeploymentTargets(projects: [declared]), jobs: 1)),
      UpdateModel(index: Index.build(files, configurations: BuildConfigurations(platform: .macOS), jobs: 1)),
      UpdateModel(index: Index.build(files, configurations: BuildConfigurations(platformByFile: ["MusicPlayer/Player.swift": .macOS]), jobs: 1)),
    ]
    for other in models { #expect(key(proposal, other) != found) }
  }

  /// What the app showed running is no part of the key: a judgement made with it is not kept.
  @Test func aJudgementWithRunTimeEvidenceIsNotKept() throws {
    let (cache, directory) = temporaryCache()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (model, proposal) = try proposal(in: Self.example)
    var evidence = RunEvidence()
    evidence.read("TrackTitle: @self changed.\n", file: "run.log")
    #expect(!evidence.isEmpty)
    let measured = UpdateModel(index: model.index, evidence: evidence)
    #expect(KeptJudgements(of: proposal, in: measured, cache: cache) == nil)
  }

  /// A timer in a new file calls the event's code ten times a second. The new file declares
  /// nothing the judgement weighed; the proposal's effect as found lists the writers of what it
  /// spares, now ten times as busy, and is part of the key.
  @Test func aBusierWriterOfWhatItSparesIsJudgedAgain() throws {
    let fastForward = """
      final class FastForward {
        let player: Player

        init(player: Player) { self.player = player }

        func start() {
          Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in self.player.tick() }
        }
      }

      """
    #expect(try !keptAfter(editing: "MusicPlayer/FastForward.swift") { $0 + fastForward })
  }

  /// A new place builds a view that runs for the event, in a view that does not: the view now
  /// runs through one of its two places. Only the event's runs show it, since the new file
  /// declares nothing the judgement weighed.
  @Test func aNewPlaceThatBuildsAViewThatRunsIsJudgedAgain() throws {
    let history = """
      import SwiftUI

      struct History: View {
        let track: Track

        var body: some View {
          TrackDetails(track: track)
        }
      }

      """
    #expect(try !keptAfter(editing: "MusicPlayer/History.swift") { $0 + history })
  }

  /// A view that runs for the event builds one more view in its body: what it runs is the same,
  /// what each run weighs is not.
  @Test func aChangedViewThatRunsIsJudgedAgain() throws {
    #expect(try !keptAfter(editing: "MusicPlayer/MiniPlayer.swift") {
      $0.replacingOccurrences(of: "      Spacer()\n", with: "      Spacer()\n      Divider()\n")
    })
  }

  /// A type another file declares under the same simple name changes what the name means where
  /// code writes it: the runs show it.
  @Test func aTypeOfTheSameNameDeclaredElsewhereIsJudgedAgain() throws {
    let nested = "\nenum Settings {\n  struct MiniPlayer: View {\n    var body: some View { Text(\"Settings\") }\n  }\n}\n"
    #expect(try !keptAfter(editing: "MusicPlayer/Settings.swift") { $0 + nested })
  }

  /// What the rewritten code's runs read is part of the basis, with the files that declare it.
  @Test func theTypesTheRewrittenRunsReadAreInTheBasis() throws {
    let (model, proposal) = try proposal(in: Self.example)
    let judged = model.judged(proposal.effect, rewritten: {
      UpdateModel(index: Pipeline.reread(model.index, Self.rewrittenFiles(of: proposal, in: model), jobs: 1), earlier: model)
    })
    #expect(judged.rewrittenRuns.isSuperset(of: ["NowPlayingScreen", "MiniPlayer"]), "\(judged.rewrittenRuns)")
    let basis = try #require(model.judgementBasis(of: proposal.effect, reading: ["PlaybackControls"]))
    #expect(basis.files["PlaybackControls"]?.count == 1)
    #expect(basis.files["PlaybackControls"]?.first?.hasPrefix("MusicPlayer/NowPlayingScreen.swift ") == true)
  }

  /// The cache holds a writer without all its fields (its `#if` clauses, whether it skips an equal
  /// value), and the key is made of the effect as encoded: a kept judgement spares the changes as
  /// this run found them, those fields included.
  @Test func aKeptJudgementSparesTheChangesAsThisRunFoundThem() throws {
    let (cache, directory) = temporaryCache()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try judge(Self.example, cache: cache)
    let (model, found) = try proposal(in: Self.example)
    var proposal = found
    let written = try #require(proposal.effect.spared.firstIndex { !$0.writers.isEmpty })
    proposal.effect.spared[written].writers[0].skipsEqualValue = true
    let kept = try #require(KeptJudgements(of: proposal, in: model, cache: cache)?.judgement())
    guard case .spares(let judged) = kept else { Issue.record("spares nothing: \(Self.outcome(kept))"); return }
    #expect(judged.spared == proposal.effect.spared)
  }

  /// A later run compares the basis it works out with the one the cache holds, whose writers lost
  /// the fields their encoding leaves out: the two agree, so such a judgement is still kept.
  @Test func aBasisWorkedOutAgainEqualsTheOneTheCacheHolds() throws {
    var files = Self.example
    files["MusicPlayer/Player.swift"] = files["MusicPlayer/Player.swift"]?.replacingOccurrences(
      of: "    elapsed += 1\n    track.playCount += 1\n",
      with: "    #if DEBUG\n    elapsed += 1\n    #endif\n    let count = track.playCount + 1\n    if track.playCount != count { track.playCount = count }\n")
    let (model, proposal) = try proposal(in: files)
    let basis = try #require(model.judgementBasis(of: proposal.effect, reading: []))
    let writers = basis.simulations.flatMap(\.event.writers)
    #expect(writers.contains { !$0.clauses.isEmpty }, "no writer of \(basis.simulations.map(\.event.name)) is in an #if")
    #expect(writers.contains { $0.skipsEqualValue }, "no writer of \(basis.simulations.map(\.event.name)) skips an equal value")
    let decoded = try JSONDecoder().decode(JudgementBasis.self, from: JSONEncoder().encode(basis))
    #expect(decoded != basis)
    #expect(basis.asKept() == decoded)

    let (cache, directory) = temporaryCache()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try judge(files, cache: cache)
    #expect(try kept(in: files, cache: cache) != nil)
  }

  @Test func aProposalWithoutEditsIsNotKept() throws {
    let (cache, directory) = temporaryCache()
    defer { try? FileManager.default.removeItem(at: directory) }
    var (model, proposal) = try proposal(in: Self.example)
    proposal.edits = []
    #expect(KeptJudgements(of: proposal, in: model, cache: cache) == nil)
    (model, proposal) = try self.proposal(in: Self.example)
    #expect(KeptJudgements(of: proposal, in: model, cache: cache) != nil)
    #expect(KeptJudgements(of: proposal, in: model, cache: nil) == nil)
  }

  private static func rewrittenFiles(of proposal: Proposal, in model: UpdateModel) -> [SourceFile] {
    Dictionary(grouping: proposal.edits, by: \.file).compactMap { path, edits in
      model.index.file(at: path).map { Pipeline.edited($0.file, by: edits).file }
    }
  }
}
