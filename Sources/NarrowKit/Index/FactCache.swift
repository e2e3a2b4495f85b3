import Foundation

/// Each file's facts, kept on disk between runs, so a re-run parses only the files that changed.
///
/// An entry is found by a hash of what the facts depend on: the build of Narrow that collected them
/// (its version and a digest of its executable), the file's path (locations name it) and its
/// bytes. Facts that span files (which type a chain reads, who builds a view) are never cached;
/// the index computes them again from the per-file facts.
///
/// An entry is trusted only when it is whole and this user's own: its checksum matches, it names
/// the same path and length it was looked up by, and its file belongs to the user running Narrow
/// and may not be written by group or others. Anything else (a truncated write, a flipped byte, a
/// payload from another build, an entry another user could have made) counts as a miss, and the
/// entry is written again.
public struct FactCache: Sendable {
  public let directory: String
  /// The entry files, all of them: what `clear` removes.
  let entriesDirectory: String
  private let stamp: String

  /// Entries no run has read or written for this long are pruned.
  var unusedLifetime: TimeInterval = 30 * 86_400
  /// A run reading an entry older than this marks it as used.
  var usedMarkAge: TimeInterval = 7 * 86_400
  var pruningInterval: TimeInterval = 86_400

  /// `stamp` identifies the facts' producer; entries written under another stamp are never read.
  public init(directory: String, stamp: String = FactCache.currentStamp) {
    self.directory = directory
    entriesDirectory = (directory as NSString).appendingPathComponent("facts")
    self.stamp = stamp
  }

  /// Narrow's version and a digest of the running executable's bytes, read once per run, so that
  /// a rebuilt Narrow (whose fact collection may differ under the same version) starts a cache of
  /// its own, even when the new binary has the old one's size and modification time.
  public static let currentStamp: String = {
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    return "\(Narrow.version) \(executableDigest(executable))"
  }()

  /// An executable that cannot be read (mode --x) is known by what its file system says of it
  /// instead: a rebuild writes it, which moves its change time, whatever its modification time.
  static func executableDigest(_ path: String) -> String {
    if let bytes = FileManager.default.contents(atPath: path) { return bytes.withUnsafeBytes(ContentDigest.ofWords) }
    var info = stat()
    guard stat(path, &info) == 0 else { return "unknown executable" }
    #if canImport(Darwin)
    let changed = info.st_ctimespec
    #else
    let changed = info.st_ctim
    #endif
    return "file \(info.st_dev) \(info.st_ino) \(info.st_size) \(changed.tv_sec).\(changed.tv_nsec)"
  }

  /// Where the cache lives when no `--cache-path` is given: `$XDG_CACHE_HOME/narrow`, else
  /// `~/.cache/narrow`; `~/Library/Caches/narrow` on macOS.
  public static func defaultDirectory(environment: [String: String], home: String) -> String {
    #if os(macOS)
    return (home as NSString).appendingPathComponent("Library/Caches/narrow")
    #else
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return (xdg as NSString).appendingPathComponent("narrow")
    }
    return (home as NSString).appendingPathComponent(".cache/narrow")
    #endif
  }

  /// The facts stored for this file as it is now; nil when there are none or they cannot be trusted.
  func facts(for file: SourceFile) -> FileFacts? {
    guard let bytes = readWhole(entryPath(for: file)) else { return nil }
    guard bytes.count > Self.headerSize, bytes.starts(with: Self.magic) else { return nil }
    guard Self.readUInt64(bytes, at: Self.magic.count) == FNV1a.hash(bytes[Self.headerSize...]) else { return nil }
    let reader = FactReader(bytes: bytes, from: Self.headerSize)
    guard (try? reader.readString()) == file.path, (try? reader.readInt()) == file.originalBytes.count,
      let facts = try? FileFacts(file: file, from: reader), reader.isAtEnd
    else { return nil }
    return facts
  }

  /// Keeps these facts for the next run. A cache that cannot be written only makes that run slower,
  /// so a failure is returned for the caller to mention, never thrown.
  @discardableResult
  func store(_ facts: FileFacts) -> String? {
    let writer = FactWriter()
    writer.writeString(facts.file.path)
    writer.writeInt(facts.file.originalBytes.count)
    facts.write(to: writer)
    let payload = writer.bytes
    do {
      var bytes = Self.magic
      bytes.reserveCapacity(Self.headerSize + payload.count)
      var checksum = FNV1a.hash(payload)
      withUnsafeBytes(of: &checksum) { bytes.append(contentsOf: $0) }
      bytes += payload
      try FileManager.default.createDirectory(atPath: entriesDirectory, withIntermediateDirectories: true)
      try Self.writeWhole(bytes, to: entryPath(for: facts.file))
      return nil
    } catch {
      return "cannot write the fact cache in \(directory): \(PlainErrors.reason(error, writing: entryPath(for: facts.file)))"
    }
  }

  /// Written under another name and then renamed, so a reader never sees half an entry. Not synced
  /// to disk: an entry lost in a crash is parsed again, while waiting on every file's sync would
  /// make a first run much slower.
  private static func writeWhole(_ bytes: [UInt8], to path: String) throws {
    let temporary = path + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw CacheWriteFailure(errno: errno) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
      guard count > 0 else {
        let failure = CacheWriteFailure(errno: errno)
        close(descriptor)
        unlink(temporary)
        throw failure
      }
      written += count
    }
    close(descriptor)
    guard rename(temporary, path) == 0 else {
      let failure = CacheWriteFailure(errno: errno)
      unlink(temporary)
      throw failure
    }
  }

  /// The entry's bytes, or nil when there is none or it cannot be read: a miss either way.
  private func readWhole(_ path: String) -> [UInt8]? {
    // Without blocking: a FIFO put where an entry belongs would wait for a writer forever. It is
    // then refused, as anything but a regular file is.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    // An entry is trusted only as this user wrote it: anyone who can write to the cache can make
    // one whose checksum and key are right, and a kept output is printed as it is.
    guard OwnedFile.problem(info) == nil else { return nil }
    // An entry in use is marked so now and then, so that pruning keeps it.
    if Date().timeIntervalSince1970 - Double(modificationSeconds(info)) > usedMarkAge { futimens(descriptor, nil) }
    let size = Int(info.st_size)
    var complete = true
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      while count < size {
        let got = read(descriptor, buffer.baseAddress! + count, size - count)
        guard got > 0 else { complete = false; return }
        count += got
      }
    }
    return complete ? bytes : nil
  }

  /// Removes the entries no run has used for `unusedLifetime`: those of other builds of Narrow and
  /// of file contents that have since changed. Does nothing when the last pruning was less than
  /// `pruningInterval` ago, so a run pays for the listing at most once a day. Returns how many
  /// entries it removed; a failure only leaves entries for the next pruning.
  @discardableResult
  func pruneIfDue() -> Int {
    let manager = FileManager.default
    let marker = (directory as NSString).appendingPathComponent("last-pruned")
    let now = Date()
    if let last = (try? manager.attributesOfItem(atPath: marker))?[.modificationDate] as? Date,
      now.timeIntervalSince(last) < pruningInterval
    {
      return 0
    }
    guard let names = try? manager.contentsOfDirectory(atPath: entriesDirectory) else { return 0 }
    _ = manager.createFile(atPath: marker, contents: nil)
    var removed = 0
    // Kept judgements and last runs, and leftovers of a write that never finished (`<key>.facts.<pid>.<random>`),
    // go the same way.
    for name in names where name.contains(".facts") || KeptEntry.allCases.contains(where: { name.contains($0.suffix) }) {
      let path = entriesDirectory + "/" + name
      guard let written = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
        now.timeIntervalSince(written) > unusedLifetime, unlink(path) == 0
      else { continue }
      removed += 1
    }
    return removed
  }

  private func modificationSeconds(_ info: stat) -> Int {
    #if canImport(Darwin)
    return info.st_mtimespec.tv_sec
    #else
    return info.st_mtim.tv_sec
    #endif
  }

  /// Removes every entry; returns how many there were.
  public func clear() throws -> Int {
    let manager = FileManager.default
    var count = 0
    for directory in [entriesDirectory, outputsDirectory] where manager.fileExists(atPath: directory) {
      count += (try? manager.contentsOfDirectory(atPath: directory).count) ?? 0
      try manager.removeItem(atPath: directory)
    }
    return count
  }

  // MARK: Whole outputs

  /// The outputs of earlier runs: a run whose every input is unchanged prints what it printed then,
  /// without indexing anything. Kept for the newest few keys only, since any change makes a new one.
  var outputsDirectory: String { (directory as NSString).appendingPathComponent("outputs") }
  static let keptOutputs = 8

  /// The bytes kept under `key` (a hash the caller makes of everything the output depends on);
  /// nil when there are none or they are not whole.
  public func output(forKey key: String) -> [UInt8]? {
    keptBytes(at: outputPath(key), magic: Self.outputMagic, key: key)
  }

  /// Keeps an output for the next run, and drops all but the newest few. A failure is returned for
  /// the caller to mention, as for facts.
  @discardableResult
  public func storeOutput(_ payload: [UInt8], forKey key: String) -> String? {
    do {
      try FileManager.default.createDirectory(atPath: outputsDirectory, withIntermediateDirectories: true)
      try keep(payload, at: outputPath(key), magic: Self.outputMagic, key: key)
      pruneOutputs()
      return nil
    } catch {
      return "cannot write the output cache in \(directory): \(PlainErrors.reason(error, writing: outputPath(key)))"
    }
  }

  // MARK: Judgements and the last run

  /// What else the cache keeps beside each file's facts, each entry whole under a key made by
  /// the caller, and pruned with the facts when no run has used it for a while.
  enum KeptEntry: CaseIterable {
    /// A proposal's judgement, under what it depends on (`KeptJudgements`).
    case judgement
    /// What the last run over some paths worked out across files (`KeptRun`), one per key,
    /// written again by each run.
    case lastRun

    var magic: [UInt8] { Array((self == .judgement ? "NRJ1" : "NRR1").utf8) }
    var suffix: String { self == .judgement ? ".judgement" : ".lastrun" }
  }

  /// The entry of this kind kept under `key` by this build of Narrow; nil when there is none or
  /// it is not whole.
  func entry(_ kind: KeptEntry, forKey key: String) -> [UInt8]? {
    keptBytes(at: path(of: kind, forKey: key), magic: kind.magic, key: stamp + "\n" + key)
  }

  /// Keeps an entry for the next run; a cache that cannot be written only makes that run slower.
  func store(_ payload: [UInt8], as kind: KeptEntry, forKey key: String) {
    try? FileManager.default.createDirectory(atPath: entriesDirectory, withIntermediateDirectories: true)
    try? keep(payload, at: path(of: kind, forKey: key), magic: kind.magic, key: stamp + "\n" + key)
  }

  func path(of kind: KeptEntry, forKey key: String) -> String {
    entriesDirectory + "/" + String(FNV1a.hash(key.utf8, seed: FNV1a.hash(stamp.utf8)), radix: 16) + kind.suffix
  }

  /// The payload of an entry written by `keep`: whole, with its checksum right, and made for this
  /// key. The key is kept in the entry: two keys whose file names collide never share a payload.
  private func keptBytes(at path: String, magic: [UInt8], key: String) -> [UInt8]? {
    guard let bytes = readWhole(path), bytes.count >= Self.headerSize, bytes.starts(with: magic),
      Self.readUInt64(bytes, at: magic.count) == FNV1a.hash(bytes[Self.headerSize...])
    else { return nil }
    let reader = FactReader(bytes: bytes, from: Self.headerSize)
    guard (try? reader.readString()) == key, let payload = try? reader.readBytes(), reader.isAtEnd else { return nil }
    return payload
  }

  private func keep(_ payload: [UInt8], at path: String, magic: [UInt8], key: String) throws {
    let writer = FactWriter()
    writer.writeString(key)
    writer.writeBytes(payload)
    var bytes = magic
    var checksum = FNV1a.hash(writer.bytes)
    withUnsafeBytes(of: &checksum) { bytes.append(contentsOf: $0) }
    bytes += writer.bytes
    try Self.writeWhole(bytes, to: path)
  }

  private func outputPath(_ key: String) -> String {
    outputsDirectory + "/" + String(FNV1a.hash(key.utf8), radix: 16) + ".output"
  }

  private func pruneOutputs() {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: outputsDirectory), names.count > Self.keptOutputs else { return }
    let dated = names.map { name -> (path: String, date: Date) in
      let path = outputsDirectory + "/" + name
      return (path, ((try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast)
    }
    for old in dated.sorted(by: { $0.date > $1.date }).dropFirst(Self.keptOutputs) { try? manager.removeItem(atPath: old.path) }
  }

  func entryPath(for file: SourceFile) -> String {
    var key = FNV1a.hash(stamp.utf8)
    key = FNV1a.hash(file.path.utf8, seed: key)
    key = FNV1a.hash(file.originalBytes, seed: key)
    return entriesDirectory + "/" + String(key, radix: 16) + ".facts"
  }

  private struct CacheWriteFailure: LocalizedError {
    let errno: Int32
    var errorDescription: String? { String(cString: strerror(errno)) }
  }

  /// The entry format's name and version.
  static let magic = Array("NRFA".utf8)
  static let outputMagic = Array("NRO1".utf8)
  private static let headerSize = magic.count + 8

  private static func readUInt64(_ bytes: [UInt8], at offset: Int) -> UInt64 {
    (0..<8).reduce(UInt64(0)) { value, shift in value | UInt64(bytes[offset + shift]) << (8 * UInt64(shift)) }
  }
}
