import Foundation
import SwiftParser
import SwiftSyntax

/// Parses files and reduces each tree to facts, in parallel; trees do not outlive their file.
public enum FileParser {
  static func facts(for file: SourceFile) -> FileFacts {
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
    // One walk over the tree: imports and globals are read off its top-level statements, and
    // suppressions and `ObservableObject` mentions only where the text names them. The depth is
    // the one other walk, made first without recursion, since the collector's recursion is what
    // a deep tree would overflow.
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
      suppressions: SuppressionReader.suppressions(in: tree, text: file.textBytes, maker: maker),
      observableObjectUses: TypeMentionReader.observableObjectUses(in: tree, text: file.textBytes, maker: maker),
      typeAliases: collector.typeAliases,
      keyedAccesses: collector.keyedAccesses,
      versionedAPIUses: collector.versionedAPIUses,
      macros: collector.macros)
  }

  /// Every file's facts, from the cache where it has them and parsed (then cached) where not;
  /// also the first reason the cache could not be written, if any.
  public static func facts(for sources: [SourceFile], jobs: Int, cache: FactCache?) -> (facts: [FileFacts], cacheProblem: String?) {
    guard let cache else { return (Parallel.map(sources, jobs: jobs, facts(for:)), nil) }
    let found = Parallel.map(sources, jobs: jobs) { file -> (FileFacts, String?) in
      if let cached = cache.facts(for: file) { return (cached, nil) }
      let parsed = facts(for: file)
      return (parsed, cache.store(parsed))
    }
    cache.pruneIfDue()
    return (found.map(\.0), found.lazy.compactMap(\.1).first)
  }

  /// The number of syntax errors in a text; `apply` refuses to write a file that gains any.
  static func errorCount(in text: String) -> Int {
    let tree = BoundedParse.tree(Array(text.utf8)[...])
    return BoundedParse.depth(of: tree) > BoundedParse.treeDepthLimit ? 1 : BoundedParse.errorCount(in: tree)
  }

  private static func firstError(in tree: SourceFileSyntax, maker: SnippetMaker) -> ParseErrorFact? {
    guard let error = BoundedParse.firstError(in: tree) else { return nil }
    return ParseErrorFact(location: maker.location(error.position), message: error.message)
  }
}
