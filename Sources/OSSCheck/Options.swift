/// One command's arguments: options with values, declared up front so that a typo is a usage error,
/// and the positional arguments in order.
struct Options {
  private(set) var values: [String: String] = [:]
  private(set) var positional: [String] = []
  private(set) var help = false

  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  init(_ arguments: ArraySlice<String>, accepting names: Set<String>) throws {
    var rest = arguments
    while let argument = rest.popFirst() {
      if argument == "-h" || argument == "--help" {
        help = true
      } else if argument == "--" {
        positional += rest
        rest = []
      } else if argument.hasPrefix("-") {
        var name = argument
        var value: String?
        if let equals = argument.firstIndex(of: "=") {
          name = String(argument[..<equals])
          value = String(argument[argument.index(after: equals)...])
        }
        guard names.contains(name) else {
          throw UsageError(description: "unknown option \(name); it takes \(names.sorted().joined(separator: ", "))")
        }
        guard let given = value ?? rest.popFirst() else { throw UsageError(description: "\(name) needs a value") }
        values[name] = given
      } else {
        positional.append(argument)
      }
    }
  }

  subscript(_ name: String, default fallback: String) -> String { values[name] ?? fallback }

  func format() throws -> Table.Format {
    let raw = self["--format", default: "text"]
    guard let format = Table.Format(rawValue: raw) else {
      throw UsageError(description: "--format takes text or markdown, not '\(raw)'")
    }
    return format
  }

  func positiveNumber(_ name: String) throws -> Int? {
    guard let raw = values[name] else { return nil }
    guard let number = Int(raw), number > 0 else { throw UsageError(description: "\(name) takes a positive number, not '\(raw)'") }
    return number
  }
}
