import SwiftUI
import Shared
import GeoKit

struct PlaceList: View {
  @State var places: [Place]
  var body: some View {
    VStack {
      ForEach(places, id: \.name) { place in PlaceRow(place: place) }
      Button("Visit") { places[0].visits += 1 }
    }
  }
}

let home = Place(location: GeoPoint(latitude: 1, longitude: 2), name: "Home", visits: 0)
