import Foundation
import SwiftParser
import SwiftSyntax

/// Parses files and reduces each tree to facts, in parallel; trees do not outlive their file.
public enum FileParser {
  public static func facts(for file: SourceFile) -> FileFacts {
    let tree = BoundedParse.tree(file.textBytes)
    let maker = SnippetMaker(file: file, tree: tree)
    let depth = BoundedParse.depth(of: tree)
    if depth > BoundedParse.treeDepthLimit {
      // Walking it would recurse that deep: the file is read for nothing and never edited.
      return FileFacts(
        file: file,
        parseError: ParseErrorFact(location: maker.location(tree.position),
          message: "it nests more than \(BoundedParse.treeDepthLimit) levels deep; Narrow does not read it"),
        types: [], constructions: [], opaqueConstructions: [], chains: [], memberNameCounts: [:], onChanges: [], memberBuilds: [])
    }
    let collector = FactCollector(maker: maker)
    collector.walk(tree)
    let imports = ScopeReader.imports(of: tree, maker: maker)
    return FileFacts(
      file: file,
      parseError: tree.hasError ? firstError(in: tree, maker: maker) : nil,
      types: collector.types,
      constructions: collector.constructions,
      opaqueConstructions: collector.opaqueConstructions,
      chains: collector.chains,
      memberNameCounts: collector.memberNameCounts,
      onChanges: collector.onChanges,
      memberBuilds: collector.memberBuilds,
      imports: imports.imports,
      importInsertionPoint: imports.insertionPoint,
      globals: ScopeReader.globals(of: tree, maker: maker),
      elementAccesses: collector.elementAccesses,
      keyPathMembers: collector.keyPathMembers,
      injections: collector.injections,
      methodCalls: collector.methodCalls,
      suppressions: SuppressionReader.suppressions(in: tree, text: file.textBytes, maker: maker))
  }

  /// The number of syntax errors in a text; `apply` refuses to write a file that gains any.
  public static func errorCount(in text: String) -> Int {
    let tree = BoundedParse.tree(Array(text.utf8)[...])
    return BoundedParse.depth(of: tree) > BoundedParse.treeDepthLimit ? 1 : BoundedParse.errorCount(in: tree)
  }

  /// Each worker's stack: parsing and walking a file recurse as deep as it nests, far past the
  /// half megabyte a dispatch worker has.
  static let workerStackSize = 512 << 20

  /// Runs `work` over every element on `jobs` threads, keeping the input order.
  public static func parallelMap<Input, Output: Sendable>(
    _ inputs: [Input], jobs: Int, _ work: @escaping @Sendable (Input) -> Output
  ) -> [Output] where Input: Sendable {
    let workers = max(1, min(jobs, inputs.count))
    let results = ResultSlots<Output>(count: inputs.count)
    let finished = DispatchGroup()
    for worker in 0..<workers {
      finished.enter()
      let thread = Thread {
        for index in stride(from: worker, to: inputs.count, by: workers) {
          results.store(work(inputs[index]), at: index)
        }
        finished.leave()
      }
      thread.stackSize = workerStackSize
      thread.start()
    }
    finished.wait()
    return results.values
  }

  public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

  private static func firstError(in tree: SourceFileSyntax, maker: SnippetMaker) -> ParseErrorFact? {
    guard let error = BoundedParse.firstError(in: tree) else { return nil }
    return ParseErrorFact(location: maker.location(error.position), message: error.message)
  }
}

/// Slots that worker threads fill at distinct indices.
private final class ResultSlots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }
  var values: [Value] { slots.map { $0! } }
}
