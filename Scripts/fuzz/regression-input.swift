// Prints each file given as a line to add to Tests/NarrowKitTests/Fuzz/FuzzRegressions.swift:
//
//   swift Scripts/fuzz/regression-input.swift FILE…
//
// A piece repeated many times is written as `String(repeating:count:)` and bytes that are not
// UTF-8 as byte arrays, so that a finding reads as the construct it is and can be reduced by hand.
import Foundation

/// `"…"`, with everything outside printable ASCII escaped, so that no byte hides.
func literal(_ scalars: some Sequence<Unicode.Scalar>) -> String {
  var text = "\""
  for scalar in scalars {
    switch scalar {
    case "\\": text += "\\\\"
    case "\"": text += "\\\""
    case "\n": text += "\\n"
    case "\r": text += "\\r"
    case "\t": text += "\\t"
    case " "..."~": text.unicodeScalars.append(scalar)
    default: text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }
  return text + "\""
}

/// The text as literals and repetitions joined by `+`: a piece of up to 32 characters
/// repeated to cover 24 or more is one repetition.
func pieces(of scalars: [Unicode.Scalar]) -> [String] {
  var parts: [String] = []
  var plain: [Unicode.Scalar] = []
  var index = 0
  while index < scalars.count {
    var best: (length: Int, count: Int)?
    for length in 1...32 where index + length <= scalars.count {
      var count = 1
      while index + (count + 1) * length <= scalars.count
        && scalars[(index + count * length)..<(index + (count + 1) * length)] == scalars[index..<(index + length)] { count += 1 }
      if count >= 4 && count * length >= 24 && count * length > (best.map { $0.length * $0.count } ?? 0) { best = (length, count) }
    }
    guard let (length, count) = best else {
      plain.append(scalars[index])
      index += 1
      continue
    }
    if !plain.isEmpty { parts.append(literal(plain)) }
    plain = []
    parts.append("String(repeating: \(literal(scalars[index..<(index + length)])), count: \(count))")
    index += length * count
  }
  if !plain.isEmpty { parts.append(literal(plain)) }
  return parts
}

/// A Swift expression of type `[UInt8]` for the bytes.
func expression(for bytes: [UInt8]) -> String {
  var segments: [String] = []
  var text: [Unicode.Scalar] = []
  var invalid: [UInt8] = []
  func flushText() {
    guard !text.isEmpty else { return }
    let parts = pieces(of: text)
    segments.append(parts.count == 1 ? "Array(\(parts[0]).utf8)" : "Array((\(parts.joined(separator: " + "))).utf8)")
    text = []
  }
  func flushInvalid() {
    guard !invalid.isEmpty else { return }
    segments.append("[" + invalid.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: ", ") + "]")
    invalid = []
  }
  var parser = Unicode.UTF8.ForwardParser()
  var iterator = bytes.makeIterator()
  var position = 0
  reading: while true {
    switch parser.parseScalar(from: &iterator) {
    case .valid(let encoded):
      flushInvalid()
      text.append(Unicode.UTF8.decode(encoded))
      position += encoded.count
    case .error(let length):
      flushText()
      invalid += bytes[position..<(position + length)]
      position += length
    case .emptyInput:
      break reading
    }
  }
  flushText()
  flushInvalid()
  return segments.isEmpty ? "[]" : segments.joined(separator: " + ")
}

for path in CommandLine.arguments.dropFirst() {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("\(path): cannot be read\n".utf8))
    exit(1)
  }
  let name = literal(URL(fileURLWithPath: path).lastPathComponent.unicodeScalars)
  print("Input(name: \(name), bytes: \(expression(for: [UInt8](data)))),")
}
