extension PassFieldsTransform {
  /// Cases decided by declarations: the struct a view takes named through a type alias (which
  /// stands for the type it names, looked up from where it is declared, as Swift looks it up), and
  /// attributes on the property, of which only a property wrapper keeps it from being passed.
  static let declarationExamples: [TransformExample] = [
    .rewrites(
      "an alias nested in the view names the type its own scope declares, not another view's alias of that name",
      before: """
        struct Song {
          var title: String
          var artist: String
          var plays: Int
        }
        struct Album {
          var title: String
          var year: Int
        }

        struct SongRow: View {
          typealias Model = Song
          let model: Model
          var body: some View { Text(model.artist) }
        }

        struct AlbumRow: View {
          typealias Model = Album
          let model: Model
          var body: some View { Text(model.title) }
        }

        struct Shelf: View {
          let songs: [Song]
          var body: some View {
            ForEach(songs, id: \\.title) { song in SongRow(model: song) }
          }
        }
        """,
      after: """
        struct Song {
          var title: String
          var artist: String
          var plays: Int
        }
        struct Album {
          var title: String
          var year: Int
        }

        struct SongRow: View {
          typealias Model = Song
          let artist: String
          var body: some View { Text(artist) }
        }

        struct AlbumRow: View {
          typealias Model = Album
          let model: Model
          var body: some View { Text(model.title) }
        }

        struct Shelf: View {
          let songs: [Song]
          var body: some View {
            ForEach(songs, id: \\.title) { song in SongRow(artist: song.artist) }
          }
        }
        """),
    .rewrites(
      "an alias of an alias of a nested type names that type, though another type of its simple name is declared",
      before: """
        enum Store { enum State {} }
        extension Store.State {
          struct Server {
            var name: String
            var url: String
            var port: Int
          }
        }
        enum Legacy {
          struct Server {
            var host: String
          }
        }
        typealias ServerState = Store.State.Server
        typealias CurrentServer = ServerState

        struct ServerRow: View {
          let server: CurrentServer
          var body: some View { Text(server.name) }
        }

        struct Servers: View {
          let servers: [ServerState]
          var body: some View {
            ForEach(servers, id: \\.url) { item in ServerRow(server: item) }
          }
        }
        """,
      after: """
        enum Store { enum State {} }
        extension Store.State {
          struct Server {
            var name: String
            var url: String
            var port: Int
          }
        }
        enum Legacy {
          struct Server {
            var host: String
          }
        }
        typealias ServerState = Store.State.Server
        typealias CurrentServer = ServerState

        struct ServerRow: View {
          let name: String
          var body: some View { Text(name) }
        }

        struct Servers: View {
          let servers: [ServerState]
          var body: some View {
            ForEach(servers, id: \\.url) { item in ServerRow(name: item.name) }
          }
        }
        """),
    .rewrites(
      "Self.Alias in a view names the alias the view declares",
      before: """
        struct Album {
          var title: String
          var year: Int
        }
        struct Song {
          var name: String
          var artist: String
        }

        struct AlbumRow: View {
          typealias Model = Album
          let model: Self.Model
          var body: some View { Text(model.title) }
        }

        struct SongRow: View {
          typealias Model = Song
          let model: Model
          var body: some View { Text(model.name + model.artist) }
        }

        struct Shelf: View {
          let albums: [Album]
          var body: some View {
            ForEach(albums, id: \\.title) { album in AlbumRow(model: album) }
          }
        }
        """,
      after: """
        struct Album {
          var title: String
          var year: Int
        }
        struct Song {
          var name: String
          var artist: String
        }

        struct AlbumRow: View {
          typealias Model = Album
          let title: String
          var body: some View { Text(title) }
        }

        struct SongRow: View {
          typealias Model = Song
          let model: Model
          var body: some View { Text(model.name + model.artist) }
        }

        struct Shelf: View {
          let albums: [Album]
          var body: some View {
            ForEach(albums, id: \\.title) { album in AlbumRow(title: album.title) }
          }
        }
        """),
      .skips(
      "an alias of a type from another module says what it names",
      source: """
        import CoreLocation

        typealias Coordinates = CLLocationCoordinate2D

        struct PlaceLabel: View {
          let place: Coordinates
          var body: some View { Text("\\(place.latitude)") }
        }
        """,
      rule: PassFieldsSkip.notDeclaredInTheScannedCode, saying: "Coordinates names CLLocationCoordinate2D, which is not declared in the scanned code"),
    .skips(
      "a property wrapper the scanned code declares, written after a global actor",
      source: track + """
        @propertyWrapper
        struct Logged<Value> {
          var wrappedValue: Value
        }

        struct TrackRow: View {
          @MainActor @Logged var track: Track
          var body: some View { Text(track.title) }
        }
        """,
      rule: PassFieldsSkip.hasPropertyWrapper, saying: "track has the property wrapper @Logged"),
  ]
}
