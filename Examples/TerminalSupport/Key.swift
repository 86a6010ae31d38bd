/// A key press, decoded from the bytes a terminal sends.
public enum Key: Equatable, Sendable {
    /// Arrow up.
    case up
    /// Arrow down.
    case down
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
                let final = bytes[index + 2]
                switch final {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                case UInt8(ascii: "5"): keys.append(.pageUp)
                case UInt8(ascii: "6"): keys.append(.pageDown)
                default: break
                }
                // Skip the rest of the sequence: up to its final byte (a letter or `~`).
                index += 2
                while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) || bytes[index] == UInt8(ascii: "[") { index += 1 }
                index += 1
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
