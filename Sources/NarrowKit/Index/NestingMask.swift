/// Finds the code nested past `BoundedParse`'s limits, for it to blank before parsing.
///
/// Brackets are counted as SwiftParser's lookahead meets them: `[`, a generic `<` (one right
/// after a name) and a `(` inside either (where it may be a tuple or function type), together,
/// since the innermost `{` or string interpolation, which no lookahead crosses. Other
/// parentheses cost far less per level (the recovery after a stray name skips them level by
/// level), so they have a limit of their own, since the same `{` or interpolation.
/// Interpolations are counted by how many are open around a point. A region past a limit runs
/// from the bracket or interpolation that passed it to the one that closes it (inclusive), or
/// else to where the code around it ends: the bracket around it, a `}`, the end of its
/// interpolation, or the end of the file.
///
/// A generic `<` is closed by `>`, and also ended by `;`, `=`, `{` and `}`, none of which a
/// generic argument list holds: that is what ends the count of a `<` that was a comparison.
/// A line break does not: generic arguments may run over lines.
struct NestingMask {
  private enum Kind { case paren, square, angle, brace, interpolation }

  private struct Open {
    let kind: Kind
    /// A `(` inside a `[` or generic `<`, which counts towards the bracket limit.
    var counted = false
  }

  /// What a `{` or an interpolation opens (the file is the first): the brackets counted in it.
  private struct Region {
    /// The `{` or interpolation that opened it, as an index of `open`; nil for the file.
    var opener: Int?
    var parens = 0
    var countedParens = 0
    var squares = 0
    var angles = 0
    var brackets: Int { countedParens + squares + angles }
  }

  private let bracketLimit: Int
  private let parenLimit: Int
  private let interpolationLimit: Int
  private var open: [Open] = []
  private var regions = [Region()]
  private var interpolations = 0
  /// The entry of `open` the region being blanked starts at, and its offset.
  private var blanking: (entry: Int, start: Int)?
  /// The previous byte of code, which tells a generic `<` (after a name) from a comparison.
  private var previous: UInt8 = 0
  private var ranges: [Range<Int>] = []

  private init(bracketLimit: Int, parenLimit: Int, interpolationLimit: Int) {
    self.bracketLimit = bracketLimit
    self.parenLimit = parenLimit
    self.interpolationLimit = interpolationLimit
  }

  /// The ranges to blank in `bytes`, in order.
  static func ranges(in bytes: ArraySlice<UInt8>, bracketLimit: Int, parenLimit: Int, interpolationLimit: Int) -> [Range<Int>] {
    var mask = NestingMask(bracketLimit: bracketLimit, parenLimit: parenLimit, interpolationLimit: interpolationLimit)
    var scanner = CodeScanner(bytes)
    while let step = scanner.next() { mask.read(step) }
    if let blanking = mask.blanking { mask.ranges.append(blanking.start..<bytes.count) }
    return mask.ranges
  }

  private mutating func read(_ step: CodeScanner.Step) {
    switch step {
    case .code(let offset, let byte):
      readCode(byte, at: offset)
      previous = byte
    case .interpolationOpened(let offset):
      push(.interpolation, at: offset)
      previous = 0
    case .interpolationClosed(let offset, let closedByParen):
      // It ends any `{` left open inside it too; the scanner pairs each close with an open.
      let region = regions.lastIndex { $0.opener.map { open[$0].kind == .interpolation } ?? false }!
      close(from: regions[region].opener!, at: offset, matched: closedByParen)
      previous = 0
    }
  }

  private mutating func readCode(_ byte: UInt8, at offset: Int) {
    switch byte {
    case UInt8(ascii: "("): push(.paren, at: offset)
    case UInt8(ascii: "["): push(.square, at: offset)
    case UInt8(ascii: "<") where Self.isNameByte(previous): push(.angle, at: offset)
    case UInt8(ascii: ">") where previous != UInt8(ascii: "-") && open.last?.kind == .angle:
      close(from: open.count - 1, at: offset, matched: true)
    case UInt8(ascii: ")"): closeBracket(.paren, at: offset)
    case UInt8(ascii: "]"): closeBracket(.square, at: offset)
    case UInt8(ascii: "{"):
      endAngles(at: offset)
      push(.brace, at: offset)
    case UInt8(ascii: "}"):
      endAngles(at: offset)
      // A stray `}` (none open in this interpolation or file) closes nothing.
      if let index = regions[regions.count - 1].opener, open[index].kind == .brace {
        close(from: index, at: offset, matched: true)
      }
    case UInt8(ascii: ";"), UInt8(ascii: "="): endAngles(at: offset)
    default: break
    }
  }

  private mutating func push(_ kind: Kind, at offset: Int) {
    let region = regions.count - 1
    var entry = Open(kind: kind)
    switch kind {
    case .brace, .interpolation: regions.append(Region(opener: open.count))
    case .paren:
      regions[region].parens += 1
      entry.counted = regions[region].squares + regions[region].angles > 0
      if entry.counted { regions[region].countedParens += 1 }
    case .square: regions[region].squares += 1
    case .angle: regions[region].angles += 1
    }
    if kind == .interpolation { interpolations += 1 }
    open.append(entry)
    let over = kind == .interpolation
      ? interpolations > interpolationLimit
      : kind != .brace && (regions[region].brackets > bracketLimit || regions[region].parens > parenLimit)
    if over && blanking == nil { blanking = (open.count - 1, offset) }
  }

  /// `)` or `]`: closes the innermost bracket of its kind in this region, and any opened after it;
  /// one with none open to close is a stray and closes nothing.
  private mutating func closeBracket(_ kind: Kind, at offset: Int) {
    let region = regions[regions.count - 1]
    guard kind == .paren ? region.parens > 0 : region.squares > 0 else { return }
    // The counts say there is one in this region: the search stops within it.
    close(from: open.lastIndex { $0.kind == kind }!, at: offset, matched: true)
  }

  /// The generic `<`s open innermost end where no generic argument list can go on.
  private mutating func endAngles(at offset: Int) {
    guard open.last?.kind == .angle else { return }
    let first = (open.lastIndex { $0.kind != .angle } ?? -1) + 1
    close(from: first, at: offset, matched: false)
  }

  /// Removes the entries from `index` up, ended at `offset` by a closer that matches the entry at
  /// `index` (`matched`) or that ends the code around them.
  private mutating func close(from index: Int, at offset: Int, matched: Bool) {
    if let blanking, blanking.entry >= index {
      ranges.append(blanking.start..<(blanking.entry == index && matched ? offset + 1 : offset))
      self.blanking = nil
    }
    while open.count > index {
      let entry = open.removeLast()
      let region = regions.count - 1
      switch entry.kind {
      case .paren:
        regions[region].parens -= 1
        if entry.counted { regions[region].countedParens -= 1 }
      case .square: regions[region].squares -= 1
      case .angle: regions[region].angles -= 1
      case .brace: regions.removeLast()
      case .interpolation:
        regions.removeLast()
        interpolations -= 1
      }
    }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }
}
