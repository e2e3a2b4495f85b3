import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a root's journal lives, where its token is kept, and whether a journal found there is one
/// this user's Narrow wrote in this directory.
///
/// A journal is a file in the tree, so anyone who can put a file in a repository can put one
/// there; recovery renames and writes the paths it lists. So a journal is acted on only when it
/// is a regular file this user owns and others cannot write, its token equals the one kept
/// outside the tree (in the cache directory, under a digest of the root's real path), every file
/// it names lies inside the root and is reached without links, and every staged and backup name
/// has the form Narrow gives them. Anything else is reported and left alone.
struct JournalLocation {
  let root: String
  let tokenDirectory: String

  var journalPath: String { (root as NSString).appendingPathComponent(FileWriter.journalName) }

  private var realRoot: String? { RealPath.of(root) }

  private var tokenPath: String? {
    realRoot.map { (tokenDirectory as NSString).appendingPathComponent(ContentDigest.of($0.utf8)) }
  }

  /// 128 random bits from the system's secure generator, as hex.
  static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.joined(separator: "-")
  }

  /// Keeps the token outside the tree, readable by this user only.
  func keep(token: String) -> Bool {
    guard let tokenPath else { return false }
    guard (try? FileManager.default.createDirectory(atPath: tokenDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil else {
      return false
    }
    unlink(tokenPath)
    let descriptor = open(tokenPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let bytes = Array(token.utf8)
    return write(descriptor, bytes, bytes.count) == bytes.count && fsync(descriptor) == 0
  }

  func forgetToken() {
    if let tokenPath { unlink(tokenPath) }
  }

  /// The journal in the root: nil when there is none, else the journal or why it is not trusted.
  func find() -> Result<Journal, Untrusted>? {
    var info = stat()
    guard lstat(journalPath, &info) == 0 else { return findFirstCopy() }
    if let problem = OwnedFile.problem(info) { return .failure(Untrusted(reason: problem)) }
    guard let bytes = FileManager.default.contents(atPath: journalPath).map({ [UInt8]($0) }), let journal = Journal.decode(bytes, at: self) else {
      return .failure(Untrusted(reason: "it is not a journal this version of Narrow writes"))
    }
    guard isKept(journal.token) else { return .failure(Untrusted(reason: "no apply run by this user in this directory wrote it")) }
    for entry in journal.entries {
      if let problem = problem(with: entry) { return .failure(Untrusted(reason: problem)) }
    }
    return .success(journal)
  }

  /// A run killed while it saved its first journal leaves only the copy it was writing, perhaps
  /// cut short; no file was staged yet, so it is an empty journal with that run's token.
  private func findFirstCopy() -> Result<Journal, Untrusted>? {
    guard let token = partialToken() else { return nil }
    guard isKept(token) else { return .failure(Untrusted(reason: "no apply run by this user in this directory wrote \((partialPath as NSString).lastPathComponent)")) }
    return .success(Journal(location: self, token: token))
  }

  /// The copy of a journal being saved, before it is renamed into place.
  var partialPath: String { journalPath + ".partial" }

  /// The token a copy of a journal starts with, when this user owns one that others cannot write.
  private func partialToken() -> String? {
    var info = stat()
    guard lstat(partialPath, &info) == 0, OwnedFile.problem(info) == nil,
      let bytes = FileManager.default.contents(atPath: partialPath).map({ [UInt8]($0) })
    else { return nil }
    return Journal.token(of: bytes)
  }

  /// Removes the copy of a journal being saved, if this journal's run wrote it.
  func removePartial(of token: String) {
    if partialToken() == token { unlink(partialPath) }
  }

  private func isKept(_ token: String) -> Bool {
    guard let tokenPath, let kept = Self.ownedText(at: tokenPath) else { return false }
    return kept == token
  }

  struct Untrusted: Error {
    let reason: String
  }

  /// Why an entry's paths are not ones Narrow would have written, or nil.
  private func problem(with entry: Journal.Entry) -> String? {
    let target = entry.target
    let components = target.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    guard target.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
      return "it names '\(target)', which is not a plain absolute path"
    }
    let parent = (target as NSString).deletingLastPathComponent
    // The parent is judged by where it really is, whatever links the written path goes through;
    // the file itself must not be a link.
    guard let realRoot, let realParent = RealPath.of(parent), realParent == realRoot || RealPath.isInside(realParent, realRoot) else {
      return "it names '\(target)', which is not inside this directory"
    }
    var info = stat()
    if lstat(target, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG {
      return "it names '\(target)', which is not a regular file (a link, a directory)"
    }
    guard WriteTarget.isSibling(entry.staged, of: target, tag: "new"), WriteTarget.isSibling(entry.backup, of: target, tag: "old") else {
      return "its temporary names for '\(target)' are not the ones Narrow gives"
    }
    return nil
  }

  /// The text of a regular file this user owns and others cannot write, or nil.
  private static func ownedText(at path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, OwnedFile.problem(info) == nil, let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(data: data, encoding: .utf8)
  }

}
