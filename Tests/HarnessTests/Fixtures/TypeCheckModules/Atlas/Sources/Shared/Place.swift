import GeoKit

public struct Place: Sendable {
  public let location: GeoPoint
  public let name: String
  public var visits: Int

  public init(location: GeoPoint, name: String, visits: Int) {
    self.location = location
    self.name = name
    self.visits = visits
  }
}

public struct Badge: Sendable, CustomStringConvertible {
  public let label: String

  public init(label: String) {
    self.label = label
  }

  public var description: String { label }
}
