import Foundation

/// libFuzzer's entry point: one input as a Swift file, beside an example view, through the whole
/// pipeline with every transform. A crash or a hang is what libFuzzer reports; an edited file that
/// gains syntax errors is turned into a crash here so that it is reported too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var request = RunRequest(paths: [], transformIDs: TransformCatalog.ids)
  request.acceptReview = true
  request.minimumEffect = .possible
  request.jobs = 1
  let sources = [SourceFile(path: "Input.swift", bytes: bytes), SourceFile(path: "Companion.swift", bytes: companion)]
  let transforms = TransformCatalog.all.map { $0.init(options: TransformOptions()) }
  let result = Pipeline.run(transforms, on: sources, request: request)
  for change in result.changes where FileParser.errorCount(in: change.newText) > FileParser.errorCount(in: change.file.text) {
    fatalError("\(change.file.path) gains syntax errors")
  }
  return 0
}

private let companion = Array("""
  import SwiftUI

  struct Track { var title: String; var plays: Int }

  @Observable
  final class Player {
    var track = Track(title: "", plays: 0)
    func tick() { track.plays += 1 }
  }

  struct TrackRow: View {
    let track: Track
    var body: some View { Text(track.title) }
  }
  """.utf8)
