/// The edges and centers a view is pinned to in an ``AnchorView``, as MarkupKit's `LMAnchor`:
/// markup writes `anchor="top, leading"`, `anchor="all"` or `anchor="centerX, centerY"`.
public struct Anchor: NamedOptionSet {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Anchor(rawValue: 1 << 0)
    /// The bottom edge.
    public static let bottom = Anchor(rawValue: 1 << 1)
    /// The left edge.
    public static let left = Anchor(rawValue: 1 << 2)
    /// The right edge.
    public static let right = Anchor(rawValue: 1 << 3)
    /// The leading edge: left, for the left-to-right text the kit lays out.
    public static let leading = Anchor(rawValue: 1 << 4)
    /// The trailing edge: right, for left-to-right text.
    public static let trailing = Anchor(rawValue: 1 << 5)
    /// Centered horizontally.
    public static let centerX = Anchor(rawValue: 1 << 6)
    /// Centered vertically.
    public static let centerY = Anchor(rawValue: 1 << 7)
    /// Every edge: the view fills the anchor view.
    public static let all: Anchor = [.top, .bottom, .leading, .trailing]

    /// The options by markup name (`all` and `none` included).
    public static let namedOptions: [(name: String, option: Anchor)] = [
        ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right), ("leading", .leading),
        ("trailing", .trailing), ("centerX", .centerX), ("centerY", .centerY), ("all", .all), ("none", []),
    ]

    /// The type's name and MarkupKit's `LMAnchor`.
    public static var optionNamePrefixes: [String] {
        ["Anchor", "LMAnchor"]
    }

    /// Whether the set pins the left edge (`left` or `leading`).
    var pinsLeft: Bool { !isDisjoint(with: [.left, .leading]) }
    /// Whether the set pins the right edge (`right` or `trailing`).
    var pinsRight: Bool { !isDisjoint(with: [.right, .trailing]) }
}
