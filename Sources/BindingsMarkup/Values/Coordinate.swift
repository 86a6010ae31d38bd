import Bindings

/// A place on the globe in degrees, as Core Location's `CLLocationCoordinate2D`: markup writes it
/// `latitude longitude` or `{latitude,longitude}`, such as `48.8584 2.2945`.
public struct Coordinate: Sendable, Hashable {
    /// Degrees north of the equator (south when negative).
    public var latitude: Double
    /// Degrees east of Greenwich (west when negative).
    public var longitude: Double

    /// The point where the equator meets Greenwich's meridian.
    public static let zero = Coordinate(latitude: 0, longitude: 0)

    /// The coordinate at `latitude` and `longitude`.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

extension Coordinate: NumberPair {
    init(pair first: Double, _ second: Double) {
        self.init(latitude: first, longitude: second)
    }

    var pair: (Double, Double) { (latitude, longitude) }

    /// `a coordinate: latitude longitude or {latitude,longitude}`.
    public static var expectedForm: String { ValueWording.coordinate }
}
