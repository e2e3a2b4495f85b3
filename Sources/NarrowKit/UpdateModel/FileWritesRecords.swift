/// Each file's writes in the cache's binary form, so that the next run keeps those of the files
/// whose lookups its edits leave alone (`FileWrites`, `EarlierRun`). A writer is written whole:
/// its `#if` clauses and whether it skips an equal value too, which its JSON form leaves out.
extension FileWrites: FactRecord {
  func write(to w: FactWriter) { path.write(to: w); chains.write(to: w); declared.write(to: w) }
  init(from r: FactReader) throws { try self.init(path: r.read(), chains: r.read(), declared: r.read()) }
}

extension FileWrites.Search: FactRecord {
  func write(to w: FactWriter) {
    for writes in [first, second] {
      writes.map(\.member).write(to: w)
      writes.map(\.writer).write(to: w)
    }
    lookedUp.write(to: w)
  }

  init(from r: FactReader) throws {
    func writes() throws -> [FileWrites.Write] {
      let members: [String] = try r.read()
      let writers: [Writer] = try r.read()
      guard members.count == writers.count else { throw r.failure("\(members.count) members for \(writers.count) writers") }
      return Array(zip(members, writers))
    }
    self.init()
    first = try writes()
    second = try writes()
    lookedUp = try r.read()
  }
}

extension Writer: FactRecord {
  func write(to w: FactWriter) {
    location.write(to: w); code.write(to: w); runner.write(to: w); rate.write(to: w); via.write(to: w); pacing.write(to: w)
    scope.write(to: w); clauses.write(to: w); skipsEqualValue.write(to: w)
  }

  init(from r: FactReader) throws {
    self.init(location: try r.read(), code: try r.read(), runner: try r.read(), via: nil)
    rate = try r.read()
    via = try r.read()
    pacing = try r.read()
    scope = try r.read()
    clauses = try r.read()
    skipsEqualValue = try r.read()
  }
}

extension Pacing: FactRecord {
  func write(to w: FactWriter) { rate.write(to: w); hertz.write(to: w); whileItLasts.write(to: w); evidence.write(to: w) }
  init(from r: FactReader) throws {
    let (rate, hertz): (Rate, Double?) = (try r.read(), try r.read())
    self.init(rate: rate, whileItLasts: try r.read(), evidence: try r.read())
    self.hertz = hertz
  }
}

extension Runner: RawFactRecord {}
extension Rate: RawFactRecord {}

extension LookedUp: FactRecord {
  func write(to w: FactWriter) { names.write(to: w); constructed.write(to: w); members.write(to: w) }
  init(from r: FactReader) throws { try self.init(names: r.read(), constructed: r.read(), members: r.read()) }
}
