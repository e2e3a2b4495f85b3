/// Where a model's simulation graph may take the profiles of views from: the graph of the model
/// its code was edited from, in the same run, or the last run over the same files. Either way a
/// profile is kept only while everything working it out looked up answers as it did
/// (`SimulationGraph.profile(of:in:)`).
enum EarlierProfiles: Sendable {
  case graph(SimulationGraph)
  case run([String: SimulationGraph.RecordedProfile])

  func profile(of view: String) -> SimulationGraph.RecordedProfile? {
    switch self {
    case .graph(let graph): return graph.profileKnown(of: view)
    case .run(let profiles): return profiles[view]
    }
  }
}

// Each view's profile in the cache's binary form, for the next run (`KeptRun`).

extension SimulationGraph.RecordedProfile: FactRecord {
  func write(to w: FactWriter) { profile.write(to: w); lookedUp.write(to: w) }
  init(from r: FactReader) throws { try self.init(profile: r.read(), lookedUp: r.read()) }
}

extension SimulationGraph.ViewProfile: FactRecord {
  init(
    reads: BodyReads, valueInputs: [String: InputComparison], comparesWithItsOwnEquality: Bool, takesAnInputThatAlwaysDiffers: Bool,
    announcingObjects: [String: [String]], fetched: [String: FetchedEntity], wrapped: [WrappedProperty]
  ) {
    (self.reads, self.valueInputs, self.comparesWithItsOwnEquality) = (reads, valueInputs, comparesWithItsOwnEquality)
    (self.takesAnInputThatAlwaysDiffers, self.announcingObjects, self.fetched, self.wrapped) =
      (takesAnInputThatAlwaysDiffers, announcingObjects, fetched, wrapped)
  }

  func write(to w: FactWriter) {
    reads.write(to: w); valueInputs.write(to: w); comparesWithItsOwnEquality.write(to: w); takesAnInputThatAlwaysDiffers.write(to: w)
    announcingObjects.write(to: w); fetched.write(to: w); wrapped.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(
      reads: r.read(), valueInputs: r.read(), comparesWithItsOwnEquality: r.read(), takesAnInputThatAlwaysDiffers: r.read(),
      announcingObjects: r.read(), fetched: r.read(), wrapped: r.read())
  }
}

extension SimulationGraph.ViewProfile.WrappedProperty: FactRecord {
  func write(to w: FactWriter) { name.write(to: w); wrapper.write(to: w) }
  init(from r: FactReader) throws { try self.init(name: r.read(), wrapper: r.read()) }
}

extension FrameworkWrapper: RawFactRecord {}

extension FetchedEntity: FactRecord {
  func write(to w: FactWriter) { wrapper.write(to: w); entity.write(to: w) }
  init(from r: FactReader) throws { try self.init(wrapper: r.read(), entity: r.read()) }
}

extension BodyReads: FactRecord {
  func write(to w: FactWriter) {
    members.write(to: w); observed.write(to: w); own.write(to: w); ownClauses.write(to: w); observedClauses.write(to: w)
    ownInRowsOnly.write(to: w); observedInRowsOnly.write(to: w); readsByMember.write(to: w)
  }
  init(from r: FactReader) throws {
    try self.init(members: r.read(), observed: r.read(), own: r.read())
    (ownClauses, observedClauses) = try (r.read(), r.read())
    (ownInRowsOnly, observedInRowsOnly, readsByMember) = try (r.read(), r.read(), r.read())
  }
}

extension BodyReads.OwnRead: FactRecord {
  func write(to w: FactWriter) {
    switch self {
    case .fields(let fields): w.writeByte(0); fields.write(to: w)
    case .whole: w.writeByte(1)
    }
  }
  init(from r: FactReader) throws {
    switch try r.readByte() {
    case 0: self = .fields(try r.read())
    case 1: self = .whole
    default: throw r.failure("not a read of a view's own property")
    }
  }
}

extension InputComparison: FactRecord {
  func write(to w: FactWriter) {
    switch self {
    case .plainData: w.writeByte(0)
    case .equatable(let equality): w.writeByte(1); equality.write(to: w)
    case .fieldByField: w.writeByte(2)
    case .identity: w.writeByte(3)
    case .alwaysDifferent(let why): w.writeByte(4); why.write(to: w)
    case .unknown: w.writeByte(5)
    }
  }
  init(from r: FactReader) throws {
    switch try r.readByte() {
    case 0: self = .plainData
    case 1: self = .equatable(try r.read())
    case 2: self = .fieldByField
    case 3: self = .identity
    case 4: self = .alwaysDifferent(try r.read())
    case 5: self = .unknown
    default: throw r.failure("not a way of comparing an input")
    }
  }
}

extension EqualityComparison: FactRecord {
  func write(to w: FactWriter) {
    switch self {
    case .everyField: w.writeByte(0)
    case .ignores(let type, let fields, let location): w.writeByte(1); type.write(to: w); fields.write(to: w); location.write(to: w)
    case .unknown(let why): w.writeByte(2); why.write(to: w)
    }
  }
  init(from r: FactReader) throws {
    switch try r.readByte() {
    case 0: self = .everyField
    case 1: self = .ignores(type: try r.read(), fields: try r.read(), location: try r.read())
    case 2: self = .unknown(try r.read())
    default: throw r.failure("not a way of comparing values")
    }
  }
}
