import Bindings

/// A point in a two-dimensional coordinate system.
public struct Point: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

extension Point: NumberPair {
    init(pair first: Double, _ second: Double) {
        self.init(x: first, y: second)
    }

    var pair: (Double, Double) { (x, y) }

    /// `a point: x y or {x,y}`.
    public static var expectedForm: String { ValueWording.point }
}
