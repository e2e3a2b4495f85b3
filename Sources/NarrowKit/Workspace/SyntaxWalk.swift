import SwiftSyntax

extension SyntaxProtocol {
  /// A pattern walk over a node and everything under it, in source order: the workspace reads
  /// manifests and project files with it, the index every source file.
  var preorder: [Syntax] {
    var nodes: [Syntax] = []
    var stack = [Syntax(self)]
    while let node = stack.popLast() {
      nodes.append(node)
      stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
    }
    return nodes
  }
}
