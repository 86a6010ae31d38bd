import Bindings

/// How much of the globe a map shows, in degrees of latitude and of longitude, as MapKit's
/// `MKCoordinateSpan`: markup writes it `latitudeDelta longitudeDelta`, such as `0.05 0.05`.
public struct CoordinateSpan: Sendable, Hashable {
    /// The degrees of latitude from the top edge to the bottom edge.
    public var latitudeDelta: Double
    /// The degrees of longitude from the left edge to the right edge.
    public var longitudeDelta: Double

    /// The whole globe, as a map that was given no region shows it.
    public static let world = CoordinateSpan(latitudeDelta: 180, longitudeDelta: 360)

    /// The span of `latitudeDelta` by `longitudeDelta` degrees.
    public init(latitudeDelta: Double, longitudeDelta: Double) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

extension CoordinateSpan: NumberPair {
    init(pair first: Double, _ second: Double) {
        self.init(latitudeDelta: first, longitudeDelta: second)
    }

    var pair: (Double, Double) { (latitudeDelta, longitudeDelta) }

    /// `a span: latitudeDelta longitudeDelta or {latitudeDelta,longitudeDelta}`.
    public static var expectedForm: String { ValueWording.coordinateSpan }
}
