import SwiftParser
import SwiftSyntax

public enum Narrow {
  public static let version = "0.1.0"
}

public func parseCheck(_ s: String) -> Int { Parser.parse(source: s).statements.count }
