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

    /// Parses `width height`, `width, height` or `{width,height}` (spaces allowed after commas).
    public init(parsing text: String) throws(KeyValueConversionFailure) {
        do {
            let (width, height) = try NumberList.pair(text)
            self.init(width: width, height: height)
        } catch {
            throw KeyValueConversionFailure(expected: ValueWording.size, error)
        }
    }
}

extension Size: CustomStringConvertible {
    /// The canonical markup form, `{width, height}`; it parses back to the same size when both are finite.
    public var description: String {
        "{\(StringCoding.format(width)), \(StringCoding.format(height))}"
    }
}

extension Size: TextParsable {
    /// `a size: width height or {width,height}`.
    public static var expectedForm: String { ValueWording.size }
}
