import Bindings

/// A width and a height.
public struct Size: Sendable, Hashable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// The empty size, 0 by 0.
    public static let zero = Size(width: 0, height: 0)

    /// Creates a size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

extension Size: NumberPair {
    init(pair first: Double, _ second: Double) {
        self.init(width: first, height: second)
    }

    var pair: (Double, Double) { (width, height) }

    /// `a size: width height or {width,height}`.
    public static var expectedForm: String { ValueWording.size }
}
