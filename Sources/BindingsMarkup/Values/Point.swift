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

    /// Parses `x y`, `x, y` or `{x,y}` (spaces allowed after commas).
    public init(parsing text: String) throws(KeyValueConversionFailure) {
        do {
            let (x, y) = try NumberList.pair(text)
            self.init(x: x, y: y)
        } catch {
            throw KeyValueConversionFailure(expected: ValueWording.point, error)
        }
    }
}

extension Point: CustomStringConvertible {
    /// The canonical markup form, `{x, y}`; it parses back to the same point when both are finite.
    public var description: String {
        "{\(StringCoding.format(x)), \(StringCoding.format(y))}"
    }
}

extension Point: TextParsable {
    /// `a point: x y or {x,y}`.
    public static var expectedForm: String { ValueWording.point }
}
