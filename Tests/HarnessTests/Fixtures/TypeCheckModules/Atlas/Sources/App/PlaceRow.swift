import SwiftUI
import Shared

/// GeoKit is not imported here, and a field of type GeoPoint needs it.
struct PlaceRow: View {
  let place: Place
  var body: some View { Text("\(place.name) \(place.location)") }
}
