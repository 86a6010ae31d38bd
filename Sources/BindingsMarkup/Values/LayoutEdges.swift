/// A set of rectangle edges, for example the edges a view pins to its container's layout margins.
public struct LayoutEdges: NamedOptionSet {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = LayoutEdges(rawValue: 1 << 0)
    /// The left edge.
    public static let left = LayoutEdges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = LayoutEdges(rawValue: 1 << 2)
    /// The right edge.
    public static let right = LayoutEdges(rawValue: 1 << 3)

    /// The edges by markup name.
    public static let namedOptions: [(name: String, option: LayoutEdges)] = [
        ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
    ]
}
