import Foundation

/// Parses markup documents (a practical subset of XML 1.0) into ``MarkupDocument`` values, recording the
/// exact position of every element, attribute and value character and collecting diagnostics.
///
/// The parser works directly on UTF-8 bytes, never recurses (nesting is tracked with an explicit stack) and
/// never traps on malformed input. Recoverable problems (unknown entities, duplicate attributes, stray text
/// before the root, a DOCTYPE...) are all reported in one pass; a structural error (a malformed tag, a
/// mismatched or missing closing tag, invalid UTF-8) ends parsing at that point.
public struct MarkupParser: Sendable {
    /// The limits this parser applies.
    public var options: Options

    /// Creates a parser with the given limits.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Parses a UTF-8 document; `file` names it in diagnostics. A leading byte order mark is skipped.
    public func parse(_ bytes: [UInt8], file: String) -> MarkupParseResult {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = MarkupReader(bytes: buffer, file: file, options: options)
            return reader.read()
        }
    }

    /// Parses UTF-8 bytes in place (a string's own storage); `file` names it in diagnostics.
    func parse(_ buffer: UnsafeBufferPointer<UInt8>, file: String) -> MarkupParseResult {
        var reader = MarkupReader(bytes: buffer, file: file, options: options)
        return reader.read()
    }

    /// Parses a UTF-8 document held in `Data`; `file` names it in diagnostics.
    public func parse(_ data: Data, file: String) -> MarkupParseResult {
        data.withUnsafeBytes { raw in
            var reader = MarkupReader(
                bytes: raw.assumingMemoryBound(to: UInt8.self), file: file, options: options
            )
            return reader.read()
        }
    }
}
