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

extension Point: KeyValueConvertible {
    /// Accepts a `Point` as-is or parses a `String` (see `init(parsing:)`).
    public static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> Point {
        if let point = value as? Point { return point }
        guard let text = value as? String else { throw KeyValueConversionFailure(expected: expectedForm) }
        return try Point(parsing: text)
    }

    /// `a point: x y or {x,y}`.
    public static var expectedForm: String { ValueWording.point }
}
