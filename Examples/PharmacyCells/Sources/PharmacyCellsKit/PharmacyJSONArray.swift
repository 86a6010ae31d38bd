import Foundation

/// Where the elements of a JSON array lie in its bytes, found without parsing them and a few at a
/// time, so that a long file's first elements can be parsed before the rest has even been looked
/// at (``PharmacyData/load(path:inParts:)``).
struct PharmacyJSONArray {
    private let data: Data
    /// The offset of the next byte to look at: just after the opening bracket or a comma.
    private var position: Int
    /// Whether the closing bracket was found.
    private(set) var isFinished = false
    private var hasElements = false

    /// The array `data` holds, or `nil` when it does not begin with an opening bracket.
    init?(_ data: Data) {
        self.data = data
        let start = data.withUnsafeBytes { bytes in bytes.firstIndex { !Self.isSpace($0) } }
        guard let start, data[data.startIndex + start] == UInt8(ascii: "[") else { return nil }
        position = start + 1
    }

    /// The byte ranges (in `data`'s indexes) of the next elements, at most `limit` of them; empty
    /// once the closing bracket was found; `nil` when the bytes are not shaped as one array (the
    /// whole parse then says what is wrong). The elements themselves are not checked: each part is
    /// parsed, and reported, as a whole file would be.
    mutating func next(_ limit: Int) -> [Range<Int>]? {
        guard !isFinished else { return [] }
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [Range<Int>]? in
            let base = data.startIndex, count = bytes.count
            var elements: [Range<Int>] = []
            var depth = 0, inString = false, escaped = false
            var start: Int?, last = position
            while position < count {
                let byte = bytes[position]
                position += 1
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                    last = position - 1
                    continue
                }
                if depth == 0, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") {
                    if let first = start {
                        elements.append(base + first..<base + last + 1)
                        hasElements = true
                        start = nil
                    } else if byte == UInt8(ascii: ",") || hasElements {
                        // "[,", ",,", ",]": a missing element.
                        return nil
                    }
                    if byte == UInt8(ascii: "]") {
                        isFinished = true
                        // Nothing but space may follow the array.
                        while position < count, Self.isSpace(bytes[position]) { position += 1 }
                        return position == count ? elements : nil
                    }
                    if elements.count == limit { return elements }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth < 0 { return nil }
                default: break
                }
                if !Self.isSpace(byte) {
                    if start == nil { start = position - 1 }
                    last = position - 1
                }
            }
            // The bytes ended inside the array.
            return nil
        }
    }

    /// Whether `byte` is JSON whitespace.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
