/// One file's new text, against the file as it was read.
public struct FileChange: Sendable {
  public var file: SourceFile
  public var newText: String

  public init(file: SourceFile, newText: String) {
    self.file = file
    self.newText = newText
  }

}
