import Bindings

/// A horizontal and a vertical offset: UIKit's `UIOffset`, such as a search bar's
/// `searchTextPositionAdjustment`.
public struct Offset: Sendable, Hashable {
    /// The offset across, positive to the right.
    public var horizontal: Double
    /// The offset down, positive downwards.
    public var vertical: Double

    /// No offset.
    public static let zero = Offset(horizontal: 0, vertical: 0)

    /// Creates an offset of `horizontal` across and `vertical` down.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Parses `horizontal vertical`, `horizontal, vertical` or `{horizontal,vertical}` (spaces
    /// allowed after commas), MarkupKit's forms of a `UIOffset`.
    public init(parsing text: String) throws(KeyValueConversionFailure) {
        do {
            let (horizontal, vertical) = try NumberList.pair(text)
            self.init(horizontal: horizontal, vertical: vertical)
        } catch {
            throw KeyValueConversionFailure(expected: ValueWording.offset, error)
        }
    }
}

extension Offset: CustomStringConvertible {
    /// The canonical markup form, `{horizontal, vertical}`; it parses back to the same offset when
    /// both are finite.
    public var description: String {
        "{\(StringCoding.format(horizontal)), \(StringCoding.format(vertical))}"
    }
}

extension Offset: TextParsable {
    /// `an offset: horizontal vertical or {horizontal,vertical}`.
    public static var expectedForm: String { ValueWording.offset }
}
