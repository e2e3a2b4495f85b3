import Foundation
import NarrowKit

/// `narrow completions bash|zsh|fish`: a completion script made from what the commands declare
/// (their options in `CommandSpec`, each option's help line, the transform catalogue), so that a
/// new command, option or transform reaches the shell without a line here.
enum Completions {
  static let shells = ["bash", "zsh", "fish"]

  /// What an option's value is, read from its help line (`--format text|json`, `-t, --transform ID`).
  enum Value: Equatable {
    case choices([String])
    case transforms
    case path
    case any
  }

  struct Option {
    let name: String
    let value: Value?
  }

  static func script(for shell: String) throws -> String {
    switch shell {
    case "bash": return bash
    case "zsh": return zsh
    case "fish": return fish
    default: throw Arguments.UsageError(message: "completions takes \(shells.joined(separator: ", ")), not '\(shell)'")
    }
  }

  /// The commands with what the overview says of each, in its order.
  static var commands: [(name: String, summary: String)] {
    let lines: [Substring] = Help.overview.split(separator: "\n")
    let listed = lines.drop { !$0.hasPrefix("COMMANDS:") }.dropFirst().prefix { $0.hasPrefix("  ") }
    return listed.compactMap { line -> (name: String, summary: String)? in
      // `  why VIEW     Say …`: the name and its arguments, then two spaces or more, then the summary.
      let text = line.drop { $0 == " " }
      guard let gap = text.range(of: "  ") else { return nil }
      let name = String(text[..<gap.lowerBound].prefix { $0 != " " })
      guard Command.named(name) != nil else { return nil }
      return (name, text[gap.upperBound...].trimmingCharacters(in: .whitespaces))
    }
  }

  static func options(of command: String) -> [Option] {
    guard let spec = Command.named(command) else { return [] }
    return spec.options.map { name in Option(name: name, value: value(of: name, in: command, spec: spec)) }
  }

  /// `  --format text|json   Output…` → the choices; `  --view NAME   …` → any text. Nil for a flag.
  static func value(of option: String, in command: String, spec: Command) -> Value? {
    let line = Help.option(option, of: spec).split(separator: "\n").first ?? ""
    guard let after = line.range(of: option + " ")?.upperBound else { return nil }
    let token = line[after...].prefix { $0 != " " }
    if token.isEmpty || token.first?.isLowercase == true && !token.contains("|") { return nil }
    if token.contains("|") { return .choices(token.split(separator: "|").map(String.init)) }
    switch token {
    case "ID": return .transforms
    case "FILE", "DIR", "PATH": return .path
    default: return .any
    }
  }

  private static var commandNames: [String] { commands.map(\.name) }

  /// The words an option's value is one of; nil for a file or free text.
  private static func words(_ value: Value) -> [String]? {
    switch value {
    case .choices(let choices): choices
    case .transforms: TransformCatalog.ids
    case .path, .any: nil
    }
  }

  private static var bash: String {
    var lines = [
      "# bash completion for narrow. Load it with: eval \"$(narrow completions bash)\"",
      "_narrow() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  if [ \"$COMP_CWORD\" -eq 1 ]; then",
      "    COMPREPLY=($(compgen -W \"\(commandNames.joined(separator: " "))\" -- \"$cur\"))",
      "    return",
      "  fi",
      "  local options=\"\"",
      "  case \"${COMP_WORDS[1]}\" in",
    ]
    for command in commandNames {
      let options = options(of: command)
      guard !options.isEmpty else { continue }
      lines.append("    \(command))")
      lines.append("      options=\"\(options.map(\.name).joined(separator: " ")) --help\"")
      lines.append("      case \"$prev\" in")
      for option in options {
        guard let value = option.value else { continue }
        let names = option.name == "--transform" ? "-t|--transform" : option.name
        let completion = words(value).map { "COMPREPLY=($(compgen -W \"\($0.joined(separator: " "))\" -- \"$cur\")); " }
          ?? (value == .path ? "COMPREPLY=($(compgen -f -- \"$cur\")); " : "")
        lines.append("        \(names)) \(completion)return ;;")
      }
      lines.append("      esac")
      lines.append("      ;;")
    }
    lines += [
      "  esac",
      "  if [[ \"$cur\" == -* ]]; then",
      "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
      "  else",
      "    COMPREPLY=($(compgen -f -- \"$cur\"))",
      "  fi",
      "}",
      "complete -o filenames -F _narrow narrow",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static var zsh: String {
    var lines = [
      "#compdef narrow",
      "# zsh completion for narrow. Load it with: source <(narrow completions zsh)",
      "_narrow() {",
      "  local -a commands",
      "  commands=(",
    ]
    lines += commands.map { "    '\($0.name):\(quotedForZsh($0.summary))'" }
    lines += [
      "  )",
      "  if (( CURRENT == 2 )); then",
      "    _describe 'command' commands",
      "    return",
      "  fi",
      "  case \"$words[2]:$words[CURRENT-1]\" in",
    ]
    for command in commandNames {
      for option in options(of: command) {
        guard let value = option.value else { continue }
        let pattern = option.name == "--transform" ? "\(command):-t|\(command):--transform" : "\(command):\(option.name)"
        let completion = words(value).map { "compadd -- \($0.joined(separator: " ")); " } ?? (value == .path ? "_files; " : "")
        lines.append("    \(pattern)) \(completion)return ;;")
      }
    }
    lines.append("  esac")
    lines.append("  case \"$words[2]\" in")
    for command in commandNames {
      let options = options(of: command)
      guard !options.isEmpty else { continue }
      lines.append("    \(command)) [[ \"$PREFIX\" == -* ]] && { compadd -- \(options.map(\.name).joined(separator: " ")) --help; return } ;;")
    }
    lines += [
      "  esac",
      "  _files",
      "}",
      "compdef _narrow narrow",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static var fish: String {
    var lines = [
      "# fish completion for narrow. Load it with: narrow completions fish | source",
      "complete -c narrow -f",
    ]
    for (name, summary) in commands {
      lines.append("complete -c narrow -n __fish_use_subcommand -a \(name) -d '\(quotedForFish(summary))'")
    }
    for command in commandNames {
      for option in options(of: command) {
        var line = "complete -c narrow -n '__fish_seen_subcommand_from \(command)' -l \(option.name.dropFirst(2))"
        if option.name == "--transform" { line += " -s t" }
        if let value = option.value {
          line += words(value).map { " -x -a '\($0.joined(separator: " "))'" } ?? (value == .path ? " -r -F" : " -x")
        }
        lines.append(line)
      }
      // PATH arguments: the files and directories to read.
      lines.append("complete -c narrow -n '__fish_seen_subcommand_from \(command)' -F")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func quotedForZsh(_ text: String) -> String {
    text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: ":", with: "\\:")
  }

  private static func quotedForFish(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
  }
}
