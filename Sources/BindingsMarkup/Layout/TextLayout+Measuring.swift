extension TextLayout {
    /// The size of `text` laid out as ``init(text:font:width:numberOfLines:)`` lays it out, without
    /// building the lines: what measuring a label needs, many times per layout pass.
    ///
    /// ASCII text (almost every label) is wrapped by counting bytes, where each byte is one
    /// character; other text goes through the full layout. `TextLayoutMeasuringTests` checks that
    /// both agree.
    public static func measuredSize(of text: String?, font: Font, width: Double, numberOfLines: Int = 0) -> Size {
        guard var contiguous = text, !contiguous.isEmpty else { return .zero }
        let metrics = TextMetrics(font: font)
        let measured: (lines: Int, longest: Int)? = contiguous.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var counter = ASCIILineCounter(maxCharacters: metrics.characters(fitting: width),
                                           limit: numberOfLines > 0 ? numberOfLines : Int.max)
            return counter.measure(bytes)
        }
        guard let measured else {
            return TextLayout(text: text, font: font, width: width, numberOfLines: numberOfLines).size
        }
        return Size(width: metrics.width(ofCharacters: measured.longest),
                    height: Double(measured.lines) * metrics.lineHeight)
    }
}

/// Wraps ASCII bytes by the rules of ``TextLayout``, keeping only line lengths.
private struct ASCIILineCounter {
    let maxCharacters: Int
    let limit: Int
    /// The lengths of the lines so far; wrapping stops one line past the limit, as the full layout does.
    private var lengths: [Int] = []

    init(maxCharacters: Int, limit: Int) {
        self.maxCharacters = maxCharacters
        self.limit = limit
    }

    /// Line feed, vertical tab, form feed, carriage return: the ASCII characters `isNewline` accepts.
    private static func isNewline(_ byte: UInt8) -> Bool { byte >= 0x0A && byte <= 0x0D }
    /// Tab and space, besides the newlines: the ASCII characters `isWhitespace` accepts.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x09 || byte == 0x20 }

    mutating func measure(_ bytes: UnsafeBufferPointer<UInt8>) -> (lines: Int, longest: Int) {
        var start = 0
        var index = 0
        while index <= bytes.count {
            if index == bytes.count || Self.isNewline(bytes[index]) {
                wrap(bytes, from: start, to: index)
                if lengths.count > limit { break }
                // "\r\n" is one character, so one separator.
                if index + 1 < bytes.count, bytes[index] == 0x0D, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if lengths.count > limit {
            lengths.removeSubrange(limit...)
            let last = lengths[limit - 1]
            lengths[limit - 1] = last < maxCharacters ? last + 1 : last
        }
        return (lengths.count, lengths.max() ?? 0)
    }

    private mutating func wrap(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        var lineCount = 0
        var index = start
        while index < end {
            guard !Self.isSpace(bytes[index]) else {
                index += 1
                continue
            }
            var wordEnd = index
            while wordEnd < end, !Self.isSpace(bytes[wordEnd]) { wordEnd += 1 }
            if lengths.count > limit { return }
            var restCount = wordEnd - index
            index = wordEnd
            if lineCount > 0, restCount <= maxCharacters - lineCount - 1 {
                lineCount += 1 + restCount
                continue
            }
            if lineCount > 0 { lengths.append(lineCount) }
            while restCount > maxCharacters, lengths.count <= limit {
                lengths.append(maxCharacters)
                restCount -= maxCharacters
            }
            lineCount = restCount
        }
        lengths.append(lineCount)
    }
}
