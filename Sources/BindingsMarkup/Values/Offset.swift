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
}

extension Offset: NumberPair {
    init(pair first: Double, _ second: Double) {
        self.init(horizontal: first, vertical: second)
    }

    var pair: (Double, Double) { (horizontal, vertical) }

    /// `an offset: horizontal vertical or {horizontal,vertical}`.
    public static var expectedForm: String { ValueWording.offset }
}
