import Bindings

/// A rectangle: an origin and a size.
///
/// As in Core Graphics, a negative width or height extends left or up from the origin; the
/// `min`/`max` conveniences account for that, `width` and `height` return the size as stored.
public struct Rect: Sendable, Hashable {
    /// The corner the size extends from.
    public var origin: Point
    /// The extent from `origin`.
    public var size: Size

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// Creates a rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle at (`x`, `y`) of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The origin's x.
    public var x: Double { origin.x }
    /// The origin's y.
    public var y: Double { origin.y }
    /// The size's width, as stored.
    public var width: Double { size.width }
    /// The size's height, as stored.
    public var height: Double { size.height }
    /// The smallest x of the rectangle.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The x of the rectangle's center.
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest x of the rectangle.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The smallest y of the rectangle.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The y of the rectangle's center.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest y of the rectangle.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The center point.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether `point` lies inside, counting the min edges in and the max edges out.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// This rectangle shrunk by `insets` (grown where they are negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: abs(size.width) - insets.left - insets.right,
             height: abs(size.height) - insets.top - insets.bottom)
    }

    /// Parses `x y width height`, `{x,y,width,height}` or `{{x,y},{width,height}}`.
    public init(parsing text: String) throws(KeyValueConversionFailure) {
        self = try Self.parsed(text, Self.parse)
    }

    private static func parse(_ text: String) throws(ValueProblem) -> Rect {
        let items = NumberList.unwrapped(try NumberList.parse(text))
        let groups = items.compactMap { item -> [NumberNode]? in
            if case .group(let inner) = item { return inner }
            return nil
        }
        if groups.isEmpty {
            let values = try NumberList.numbers(items, counts: [4])
            return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        guard items.count == 2, groups.count == 2 else { throw .unexpectedShape(expected: ValueWording.rectShape) }
        let origin = try NumberList.numbers(groups[0], counts: [2])
        let size = try NumberList.numbers(groups[1], counts: [2])
        return Rect(x: origin[0], y: origin[1], width: size[0], height: size[1])
    }
}

extension Rect: CustomStringConvertible {
    /// The canonical markup form, `{{x, y}, {width, height}}`; it parses back when all are finite.
    public var description: String {
        "{\(origin), \(size)}"
    }
}

extension Rect: TextParsable {
    /// `a rectangle: x y width height or {{x,y},{width,height}}`.
    public static var expectedForm: String { ValueWording.rect }
}
