extension Color {
    /// Black, white 0.
    public static let black = Color(white: 0)
    /// Dark gray, white 1/3 as UIKit.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Light gray, white 2/3 as UIKit.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// White, white 1.
    public static let white = Color(white: 1)
    /// Gray, white 0.5.
    public static let gray = Color(white: 0.5)
    /// Red, (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Green, (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Blue, (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan, (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow, (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta, (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange, (1, 0.5, 0) as UIKit.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple, (0.5, 0, 0.5) as UIKit.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown, (0.6, 0.4, 0.2) as UIKit.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// Fully transparent black, as UIKit's `clearColor`.
    public static let clear = Color(white: 0, alpha: 0)

    /// The color named `name` (case-insensitive, optionally with a `Color` suffix), or `nil`.
    public static func named(_ name: String) -> Color? {
        nameTable.value(named: StringCoding.trimmed(name))
    }

    /// The canonical name of this color if it is exactly a named color, such as `darkGray`.
    public var name: String? {
        Self.nameTable.entries.first { $0.value == self }?.name
    }

    /// Every name `named(_:)` accepts, in canonical spelling and lookup order.
    public static var names: [String] { nameTable.entries.map(\.name) }

    // The UIKit names come first so that, for equal values, `name` prefers `white` over
    // `systemBackground`. The system colors are iOS's light-mode values, as MarkupKit resolves
    // them through UIColor class properties.
    static let nameTable = ValueNameTable<Color>([
        ("black", .black), ("darkGray", .darkGray), ("lightGray", .lightGray), ("white", .white),
        ("gray", .gray), ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan),
        ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange), ("purple", .purple),
        ("brown", .brown), ("clear", .clear),
        ("systemRed", rgb(255, 59, 48)), ("systemOrange", rgb(255, 149, 0)),
        ("systemYellow", rgb(255, 204, 0)), ("systemGreen", rgb(52, 199, 89)),
        ("systemMint", rgb(0, 199, 190)), ("systemTeal", rgb(48, 176, 199)),
        ("systemCyan", rgb(50, 173, 230)), ("systemBlue", rgb(0, 122, 255)),
        ("systemIndigo", rgb(88, 86, 214)), ("systemPurple", rgb(175, 82, 222)),
        ("systemPink", rgb(255, 45, 85)), ("systemBrown", rgb(162, 132, 94)),
        ("systemGray", rgb(142, 142, 147)),
        ("label", .black), ("secondaryLabel", rgb(60, 60, 67, 0.6)),
        ("systemBackground", .white), ("secondarySystemBackground", rgb(242, 242, 247)),
        ("separator", rgb(60, 60, 67, 0.29)),
        ("darkText", .black), ("lightText", Color(white: 1, alpha: 0.6)),
    ], suffixes: ["Color"])

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }
}
