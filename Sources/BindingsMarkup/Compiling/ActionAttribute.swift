/// Recognises `onXxx` action attributes.
enum ActionAttribute {
    /// The event of an action attribute (`onTap` → `Tap`), or `nil` for other attributes.
    static func event(of name: String) -> String? {
        // A name whose first byte is not `o` cannot start with `on`: most attributes are not actions.
        guard name.utf8.first == UInt8(ascii: "o"), name.hasPrefix("on"), name.count > 2, let third = name.dropFirst(2).first, third.isUppercase else { return nil }
        return String(name.dropFirst(2))
    }
}
