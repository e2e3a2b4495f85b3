/// Why a transform leaves a candidate alone, carried through the helpers that find it
/// (`Result<…, Reason>`) up to the skip the report shows.
struct Reason: Error {
  let text: String
  init(_ text: String) { self.text = text }
}
