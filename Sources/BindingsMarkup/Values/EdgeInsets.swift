import Bindings

/// Distances inward from each edge of a rectangle.
public struct EdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// No insets.
    public static let zero = EdgeInsets(all: 0)

    /// Creates insets from each edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets of `all` from every edge.
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }
    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }

    /// The insets with negative and non-finite lengths as 0, as layout views read them.
    var nonNegative: EdgeInsets {
        func length(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        return EdgeInsets(top: length(top), left: length(left), bottom: length(bottom), right: length(right))
    }

    /// Parses one number for all four edges, `top left bottom right` or `{top,left,bottom,right}`.
    public init(parsing text: String) throws(KeyValueConversionFailure) {
        self = try Self.parsed(text) { text throws(ValueProblem) in
            let values = try NumberList.numbers(NumberList.parse(text), counts: [1, 4])
            return values.count == 1
                ? EdgeInsets(all: values[0])
                : EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
    }
}

extension EdgeInsets: CustomStringConvertible {
    /// The canonical markup form, `{top, left, bottom, right}`; it parses back when all are finite.
    public var description: String {
        "{" + [top, left, bottom, right].map(StringCoding.format).joined(separator: ", ") + "}"
    }
}

extension EdgeInsets: KeyValueConvertible {
    /// Accepts `EdgeInsets` as-is, a finite number (for all four edges) or a `String` (see `init(parsing:)`).
    public static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> EdgeInsets {
        if let insets = value as? EdgeInsets { return insets }
        if let text = value as? String { return try EdgeInsets(parsing: text) }
        // Bool is neither protocol, so `true` is not mistaken for 1.
        let number: Double? = if let integer = value as? any BinaryInteger {
            Double(exactly: integer)
        } else if let floating = value as? any BinaryFloatingPoint {
            Double(floating)
        } else {
            nil
        }
        guard let number, number.isFinite else { throw KeyValueConversionFailure(expected: expectedForm) }
        return EdgeInsets(all: number)
    }

    /// `edge insets: one number for all four, top left bottom right or {top,left,bottom,right}`.
    public static var expectedForm: String { ValueWording.edgeInsets }
}
