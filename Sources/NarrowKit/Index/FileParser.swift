import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses files and reduces each tree to facts, in parallel; trees do not outlive their file.
public enum FileParser {
  public static func facts(for file: SourceFile) -> FileFacts {
    let tree = file.textBytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let maker = SnippetMaker(file: file, tree: tree)
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
      elementWrites: collector.elementWrites)
  }

  /// The number of syntax errors in a text; `apply` refuses to write a file that gains any.
  public static func errorCount(in text: String) -> Int {
    let tree = Parser.parse(source: text)
    return tree.hasError ? ParseDiagnosticsGenerator.diagnostics(for: tree).count : 0
  }

  /// Runs `work` over every element on `jobs` threads, keeping the input order.
  public static func parallelMap<Input, Output: Sendable>(
    _ inputs: [Input], jobs: Int, _ work: @Sendable (Input) -> Output
  ) -> [Output] where Input: Sendable {
    let workers = max(1, min(jobs, inputs.count))
    let results = ResultSlots<Output>(count: inputs.count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: inputs.count, by: workers) {
        results.store(work(inputs[index]), at: index)
      }
    }
    return results.values
  }

  public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

  private static func firstError(in tree: SourceFileSyntax, maker: SnippetMaker) -> ParseErrorFact? {
    guard let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first else { return nil }
    return ParseErrorFact(
      location: maker.location(diagnostic.position), message: diagnostic.message)
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
