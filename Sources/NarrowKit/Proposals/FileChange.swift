/// One file's new text, against the file as it was read.
public struct FileChange: Sendable {
  var file: SourceFile
  var newText: String

  init(file: SourceFile, newText: String) {
    self.file = file
    self.newText = newText
  }

}
