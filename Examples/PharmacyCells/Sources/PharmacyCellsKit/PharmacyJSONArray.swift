import Foundation

/// Where the elements of a JSON array lie in its bytes, found without parsing them, so that a
/// long file can be parsed a part at a time (``PharmacyData/load(path:inParts:)``).
enum PharmacyJSONArray {
    /// The byte ranges of the elements of the array `data` holds, or `nil` when `data` is not
    /// shaped as one array (the whole parse then says what is wrong). The elements themselves are
    /// not checked: a part is parsed, and reported, as a whole file would be.
    static func elements(of data: Data) -> [Range<Int>]? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [Range<Int>]? in
            let base = data.startIndex
            var position = 0
            let count = bytes.count
            func skipSpace() {
                while position < count, isSpace(bytes[position]) { position += 1 }
            }
            skipSpace()
            guard position < count, bytes[position] == UInt8(ascii: "[") else { return nil }
            position += 1
            var elements: [Range<Int>] = []
            var depth = 0, inString = false, escaped = false
            var start: Int?
            var lastNonSpace = position
            while position < count {
                let byte = bytes[position]
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""): inString = true
                    case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: "]") where depth == 0, UInt8(ascii: ","):
                        if depth == 0 {
                            guard let first = start else {
                                // "[]" is an empty array; "[," or ",]" or ",," is not one.
                                guard byte == UInt8(ascii: "]"), elements.isEmpty else { return nil }
                                position += 1
                                skipSpace()
                                return position == count ? elements : nil
                            }
                            elements.append(base + first..<base + lastNonSpace + 1)
                            start = nil
                            if byte == UInt8(ascii: "]") {
                                position += 1
                                skipSpace()
                                return position == count ? elements : nil
                            }
                            position += 1
                            continue
                        }
                    case UInt8(ascii: "]"), UInt8(ascii: "}"):
                        depth -= 1
                        if depth < 0 { return nil }
                    default: break
                    }
                }
                if !isSpace(byte) || inString {
                    if start == nil { start = position }
                    lastNonSpace = position
                }
                position += 1
            }
            return nil
        }
    }

    /// Whether `byte` is JSON whitespace.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
