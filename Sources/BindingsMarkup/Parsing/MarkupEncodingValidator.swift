/// Checks that a document is well-formed UTF-8 without characters XML forbids, before any parsing.
///
/// Validating up front lets the reader treat every byte range as valid UTF-8 (cheap `String` creation,
/// column counting by lead bytes) and report the exact position of the first bad byte.
enum MarkupEncodingValidator {
    /// The first problem: the diagnostic kind and the byte offset where it starts, or `nil` if the input is
    /// valid.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (MarkupDiagnostic.Kind, Int)? {
        var index = start
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                // C0 controls other than tab, LF and CR are not XML characters.
                if lead < 0x20, lead != MarkupByte.tab, lead != MarkupByte.lineFeed,
                   lead != MarkupByte.carriageReturn {
                    return (.parsing(.invalidCharacter(codePoint: UInt32(lead))), index)
                }
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F  // no UTF-16 surrogates
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F  // nothing above U+10FFFF
            default: return (.parsing(.invalidUTF8(byte: lead)), index)
            }
            for position in 1..<length {
                let next = index + position
                // A truncated or broken sequence: report the lead byte, which is where the scalar starts.
                guard next < count else { return (.parsing(.invalidUTF8(byte: lead)), index) }
                let byte = bytes[next]
                let (lower, upper) = position == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= lower, byte <= upper else { return (.parsing(.invalidUTF8(byte: lead)), index) }
            }
            index += length
        }
        return nil
    }
}
