/// The kinds of touch a gesture recognizer answers, as UIKit's `allowedTouchTypes` lists them
/// (`panGestureRecognizer.allowedTouchTypes="direct, indirect"`).
public struct TouchTypes: NamedOptionSet {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A finger on the screen (a touchscreen here).
    public static let direct = TouchTypes(rawValue: 1 << 0)
    /// A touch not on the screen (a remote's or a touchpad's surface).
    public static let indirect = TouchTypes(rawValue: 1 << 1)
    /// A stylus.
    public static let pencil = TouchTypes(rawValue: 1 << 2)
    /// A pointer: a mouse or a trackpad's cursor.
    public static let indirectPointer = TouchTypes(rawValue: 1 << 3)

    /// The kinds by markup name, `stylus` being UIKit's older name for a pencil.
    public static let namedOptions: [(name: String, option: TouchTypes)] = [
        ("direct", .direct), ("indirect", .indirect), ("pencil", .pencil), ("indirectPointer", .indirectPointer),
        ("stylus", .pencil),
    ]

    /// UIKit's names: `UITouchTypeDirect` or `UITouchType.direct`.
    public static var optionNamePrefixes: [String] { ["TouchType", "UITouchType", "UITouchType."] }
}
