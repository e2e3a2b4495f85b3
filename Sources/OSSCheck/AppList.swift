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
  /// For a first-contact app, the day it was added, unread: its first score is taken that day.
  var added: String? = nil
}

/// The pinned apps, in two sets: `apps`, which the team has read and labelled (and so tuned for),
/// and `firstContact`, added unread, whose hot paths were written down from the code before Narrow
/// ran on them. A change is judged first by the second.
struct AppList: Codable {
  var apps: [PinnedApp]
  var firstContact: [PinnedApp]? = nil

  enum Set: String, CaseIterable {
    case labelled
    case firstContact = "first contact"
  }

  /// Every pinned app, labelled ones first.
  var all: [PinnedApp] { apps + (firstContact ?? []) }

  func set(of app: String) -> Set { (firstContact ?? []).contains { $0.name == app } ? .firstContact : .labelled }

  static func load(_ path: String) throws -> AppList {
    let list = try JSONDecoder().decode(AppList.self, from: try readFile(path))
    var seen = Swift.Set<String>()
    for app in list.firstContact ?? [] where app.added == nil {
      throw CheckError("\(path): the first-contact app \(app.name) has no date it was added")
    }
    for app in list.all {
      guard seen.insert(app.name).inserted else { throw CheckError("\(path): the app name '\(app.name)' is used twice") }
      guard !app.paths.isEmpty else { throw CheckError("\(path): \(app.name) has no paths to scan") }
    }
    return list
  }

  /// The apps named on the command line, in list order; all of them when none is named.
  func selecting(_ names: [String]) throws -> [PinnedApp] {
    let unknown = names.filter { name in !all.contains { $0.name == name } }
    guard unknown.isEmpty else {
      throw CheckError("no pinned app is called \(unknown.joined(separator: ", ")); the list has \(all.map(\.name).joined(separator: ", "))")
    }
    return names.isEmpty ? all : all.filter { names.contains($0.name) }
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
