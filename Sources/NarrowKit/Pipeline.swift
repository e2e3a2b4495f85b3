import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the user asked for, already parsed from the command line.
public struct RunRequest: Sendable {
  public var paths: [String]
  public var transformIDs: [String]
  /// `--only` patterns: exact target names or globs (`TrackRow.*`).
  public var onlyTargets: [String] = []
  /// Write `review` proposals too (`--accept review`).
  public var acceptReview = false
  public var jobs = FileParser.defaultJobs
  public var currentDirectory = FileManager.default.currentDirectoryPath

  public init(paths: [String], transformIDs: [String]) {
    self.paths = paths
    self.transformIDs = transformIDs
  }
}

/// A proposal that is not written, and why.
public struct HeldProposal: Sendable {
  public var proposal: Proposal
  public var reason: String
}

/// One file's new text.
public struct FileChange: Sendable {
  public var file: SourceFile
  public var edits: [TextEdit]
  public var newText: String
}

/// Everything one run found; nothing has been written.
public struct RunResult: Sendable {
  public var index: Index
  public var proposals: [Proposal]
  public var skipped: [SkippedCandidate]
  public var editSet: EditSet
  public var held: [HeldProposal]
  public var readErrors: [Workspace.Failure]

  public var changes: [FileChange] {
    editSet.changedFiles.compactMap { path in
      guard let file = index.file(at: path)?.file else { return nil }
      let edits = editSet.edits(for: path)
      return FileChange(file: file, edits: edits, newText: TextEdit.apply(edits, to: file))
    }
  }

  public var diff: String {
    changes.map { UnifiedDiff.make(file: $0.file, edits: $0.edits) }.joined()
  }
}

/// Files → facts → proposals → edits. One direction; nothing here writes to disk.
public enum Pipeline {
  public enum Failure: Error, CustomStringConvertible {
    case unknownTransform(String)

    public var description: String {
      switch self {
      case .unknownTransform(let id):
        return "unknown transform '\(id)'; valid ids: \(TransformCatalog.ids.joined(separator: ", "))"
      }
    }
  }

  public static func run(_ request: RunRequest) throws -> RunResult {
    let transforms = try request.transformIDs.map { id in
      guard let type = TransformCatalog.transform(id: id) else { throw Failure.unknownTransform(id) }
      return type.init(options: TransformOptions(onlyTargets: request.onlyTargets))
    }
    let workspace = try Workspace(paths: request.paths, currentDirectory: request.currentDirectory)
    let reads = workspace.read(relativeTo: request.currentDirectory)
    let sources = reads.compactMap { try? $0.get() }
    let readErrors = reads.compactMap { result -> Workspace.Failure? in
      if case .failure(let failure) = result { return failure }
      return nil
    }
    let index = Index.build(sources, jobs: request.jobs)

    var proposals: [Proposal] = []
    var skipped: [SkippedCandidate] = []
    for transform in transforms {
      let result = transform.proposals(in: index)
      proposals += result.proposals.filter { matches($0.target, request.onlyTargets) }
      skipped += result.skipped.filter { matches($0.target, request.onlyTargets) }
    }

    let unwritable = Dictionary(
      index.filesWithErrors.map { ($0.file.path, "has syntax errors (\($0.parseError!.location))") },
      uniquingKeysWith: { first, _ in first })
    var editSet = EditSet(unwritableFiles: unwritable)
    var held: [HeldProposal] = []
    for proposal in proposals {
      if let reason = holdReason(proposal, request) {
        held.append(HeldProposal(proposal: proposal, reason: reason))
      } else {
        editSet.add(proposal)
      }
    }
    return RunResult(index: index, proposals: proposals, skipped: skipped, editSet: editSet,
      held: held, readErrors: readErrors)
  }

  /// Why a proposal is not selected for writing, given the verdicts the user accepts.
  private static func holdReason(_ proposal: Proposal, _ request: RunRequest) -> String? {
    switch proposal.verdict {
    case .safe: return nil
    case .review:
      let named = request.onlyTargets.contains(proposal.target)
      return request.acceptReview || named ? nil : "needs review: pass --accept review (or --only \(proposal.target))"
    case .manual: return "Narrow does not edit this; see the checks"
    }
  }

  static func matches(_ target: String, _ patterns: [String]) -> Bool {
    patterns.isEmpty || patterns.contains { $0 == target || fnmatch($0, target, 0) == 0 }
  }
}
