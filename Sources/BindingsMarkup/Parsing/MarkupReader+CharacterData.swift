extension MarkupReader {
    /// How a range of character data is decoded.
    enum DecodeMode {
        /// Entity references decoded; literal tab, newline and `\r\n` become one space each (XML attribute
        /// value normalization); a literal `<` is reported.
        case attributeValue
        /// Entity references decoded; `\r\n` and `\r` become `\n`.
        case text
        /// No references (CDATA, instruction data); `\r\n` and `\r` become `\n`.
        case verbatim
    }

    /// Reads the text up to the next `<`, keeping it as a node when it is not whitespace.
    mutating func readCharacterData() throws(MarkupReaderStop) {
        var end = index
        var first = -1
        var last = -1
        var isVerbatim = true
        while end < bytes.count {
            let byte = bytes[end]
            if byte == MarkupByte.lessThan { break }
            if !MarkupByte.isWhitespace(byte) {
                if first < 0 { first = end }
                last = end
                if byte == MarkupByte.ampersand { isVerbatim = false }
            } else if first >= 0, byte == MarkupByte.lineFeed || byte == MarkupByte.carriageReturn {
                isVerbatim = false  // an inner newline needs a map mark (a trailing one is harmless)
            }
            end += 1
        }
        index = end
        guard first >= 0 else { return }
        if isAfterRoot { throw fatal(contentAfterRoot, at: first) }
        guard openElements.last != nil else {
            report(.parsing(.textOutsideRoot), at: first)
            return
        }
        // `last` is the final byte of the last non-whitespace scalar (continuation bytes are not whitespace).
        let range = first..<(last + 1)
        let start = position(first)
        let (text, map) = isVerbatim
            ? (text(range), MarkupSourceMap(start: start))
            : decode(range, mode: .text, start: start)
        appendChild(.text(MarkupText(text: text, isCDATA: false, map: map)))
    }

    /// Decodes a byte range and builds its source map; problems with references are reported, and a bad
    /// reference is kept literally.
    mutating func decode(_ range: Range<Int>, mode: DecodeMode, start: SourcePosition) -> (String, MarkupSourceMap) {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var map = MarkupSourceMap(start: start)
        var scalars = 0
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = bytes[offset]
            switch byte {
            case MarkupByte.lineFeed, MarkupByte.carriageReturn:
                let isPair = byte == MarkupByte.carriageReturn && offset + 1 < range.upperBound
                    && bytes[offset + 1] == MarkupByte.lineFeed
                output.append(mode == .attributeValue ? MarkupByte.space : MarkupByte.lineFeed)
                scalars += 1
                offset += isPair ? 2 : 1
                map.addMark(offset: scalars, position: position(offset))
            case MarkupByte.tab where mode == .attributeValue:
                output.append(MarkupByte.space)
                scalars += 1
                offset += 1
            case MarkupByte.ampersand where mode != .verbatim:
                if let (scalar, length) = readReference(at: offset, limit: range.upperBound) {
                    output.append(contentsOf: String(scalar).utf8)
                    scalars += 1
                    offset += length
                    map.addMark(offset: scalars, position: position(offset))
                } else {
                    output.append(byte)
                    scalars += 1
                    offset += 1
                }
            case MarkupByte.lessThan where mode == .attributeValue:
                report(.parsing(.unescapedLessThan), at: offset)
                output.append(byte)
                scalars += 1
                offset += 1
            default:
                output.append(byte)
                if MarkupByte.startsScalar(byte) { scalars += 1 }
                offset += 1
            }
        }
        return (String(decoding: output, as: UTF8.self), map)
    }

    /// Decodes the reference starting with the `&` at `offset`: the scalar and the reference's length in
    /// bytes, or `nil` (after reporting why) when it is malformed or unknown.
    private mutating func readReference(at offset: Int, limit: Int) -> (Unicode.Scalar, Int)? {
        var cursor = offset + 1
        if cursor < limit, bytes[cursor] == MarkupByte.hash {
            cursor += 1
            let isHex = cursor < limit && bytes[cursor] == MarkupByte.lowercaseX
            if isHex { cursor += 1 }
            let digitsStart = cursor
            var value: UInt32 = 0
            while cursor < limit, let digit = MarkupByte.hexValue(bytes[cursor]), isHex || digit < 10 {
                // Saturate instead of overflowing; anything above U+10FFFF is rejected below.
                value = min(value &* (isHex ? 16 : 10) &+ digit, 0x110000)
                cursor += 1
            }
            let digitsEnd = cursor
            // Extend over trailing name characters so `&#12ab;` is reported whole.
            while cursor < limit, MarkupByte.isNameContinuation(bytes[cursor]) { cursor += 1 }
            guard cursor < limit, bytes[cursor] == MarkupByte.semicolon else {
                report(.parsing(.unterminatedEntity(text: text(offset..<cursor))), at: offset)
                return nil
            }
            let reference = text(offset..<(cursor + 1))
            guard digitsEnd > digitsStart, digitsEnd == cursor, Self.isXMLCharacter(value),
                  let scalar = Unicode.Scalar(value)
            else {
                report(.parsing(.invalidCharacterReference(reference: reference)), at: offset)
                return nil
            }
            return (scalar, cursor + 1 - offset)
        }
        guard cursor < limit, MarkupByte.isNameStart(bytes[cursor]) else {
            report(.parsing(.unescapedAmpersand), at: offset)
            return nil
        }
        let nameStart = cursor
        while cursor < limit, MarkupByte.isNameContinuation(bytes[cursor]) { cursor += 1 }
        guard cursor < limit, bytes[cursor] == MarkupByte.semicolon else {
            report(.parsing(.unterminatedEntity(text: text(offset..<cursor))), at: offset)
            return nil
        }
        let name = text(nameStart..<cursor)
        let scalar: Unicode.Scalar
        switch name {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            report(.parsing(.unknownEntity(name: name)), at: offset)
            return nil
        }
        return (scalar, cursor + 1 - offset)
    }

    /// Whether a code point is a character XML 1.0 allows in a document.
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
