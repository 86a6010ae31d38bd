/// A key press, decoded from the bytes a terminal sends.
public enum Key: Equatable, Sendable {
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Alt (or Meta) with arrow left: back, in a GNOME app.
    case altLeft
    /// Alt (or Meta) with a digit: the tab of that number, in a GNOME app.
    case altDigit(Int)
    /// Ctrl with Page Up: the tab before.
    case controlPageUp
    /// Ctrl with Page Down: the tab after.
    case controlPageDown
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Tab.
    case tab
    /// Return or Enter.
    case enter
    /// Escape alone.
    case escape
    /// Backspace or Delete.
    case backspace
    /// Any other text.
    case text(String)

    /// The keys in one read: escape sequences for arrows and pages, else text, one key per character.
    public static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") {
                // The sequence runs to its final byte (a letter or `~`); parameters such as `1;3`
                // (Alt) come before it.
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                let parameters = String(decoding: bytes[(index + 2)..<min(end, bytes.count)], as: UTF8.self)
                let alt = parameters.hasSuffix(";3") || parameters.hasSuffix(";9")
                switch end < bytes.count ? bytes[end] : 0 {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                case UInt8(ascii: "C"): keys.append(.right)
                case UInt8(ascii: "D"): keys.append(alt ? .altLeft : .left)
                case UInt8(ascii: "~") where parameters == "5": keys.append(.pageUp)
                case UInt8(ascii: "~") where parameters == "6": keys.append(.pageDown)
                case UInt8(ascii: "~") where parameters == "5;5": keys.append(.controlPageUp)
                case UInt8(ascii: "~") where parameters == "6;5": keys.append(.controlPageDown)
                default: break
                }
                index = end + 1
                continue
            }
            if byte == 0x1B, index + 1 < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[index + 1]) {
                keys.append(.altDigit(Int(bytes[index + 1] - UInt8(ascii: "0"))))
                index += 2
                continue
            }
            if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "b") {
                // Alt+Left in terminals that send it as Meta-b (a word back).
                keys.append(.altLeft)
                index += 2
                continue
            }
            switch byte {
            case 0x1B: keys.append(.escape)
            case 0x09: keys.append(.tab)
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x20..<0x7F: keys.append(.text(String(UnicodeScalar(byte))))
            case 0x80...:
                // A UTF-8 sequence: take the continuation bytes with it.
                var end = index + 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                keys.append(.text(String(decoding: bytes[index..<end], as: UTF8.self)))
                index = end
                continue
            default: break
            }
            index += 1
        }
        return keys
    }
}
