import Foundation

/// One pinned open-source app: where it comes from, the commit it is held at, and what to scan.
struct PinnedApp: Codable, Equatable {
  /// A short name, unique in the list; results and labels are keyed by it.
  var name: String
  /// `owner/name` on GitHub, or any location the fetch remote template accepts.
  var repository: String
  var commit: String
  /// Directories or files to scan, relative to the checkout.
  var paths: [String]
  /// How the app's models notify views: `observable`, `observableObject`, `tca` or a mix (`observable+observableObject`).
  var observation: String
  /// Why the app is on the list: what it exercises.
  var why: String
}

struct AppList: Codable {
  var apps: [PinnedApp]

  static func load(_ path: String) throws -> AppList {
    let list = try JSONDecoder().decode(AppList.self, from: try readFile(path))
    var seen = Set<String>()
    for app in list.apps {
      guard seen.insert(app.name).inserted else { throw CheckError("\(path): the app name '\(app.name)' is used twice") }
      guard !app.paths.isEmpty else { throw CheckError("\(path): \(app.name) has no paths to scan") }
    }
    return list
  }

  /// The apps named on the command line, in list order; all of them when none is named.
  func selecting(_ names: [String]) throws -> [PinnedApp] {
    let unknown = names.filter { name in !apps.contains { $0.name == name } }
    guard unknown.isEmpty else {
      throw CheckError("no pinned app is called \(unknown.joined(separator: ", ")); the list has \(apps.map(\.name).joined(separator: ", "))")
    }
    return names.isEmpty ? apps : apps.filter { names.contains($0.name) }
  }
}

struct CheckError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

func readFile(_ path: String) throws -> Data {
  guard let data = FileManager.default.contents(atPath: path) else { throw CheckError("cannot read \(path)") }
  return data
}

/// Pretty, key-sorted JSON with a final newline, so that committed files diff line by line.
func writeJSON<Value: Encodable>(_ value: Value, to path: String) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  var data = try encoder.encode(value)
  data.append(0x0A)
  try data.write(to: URL(fileURLWithPath: path), options: .atomic)
}
