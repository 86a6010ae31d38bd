extension MarkupReader {
    /// Attribute counts above which duplicates are found with a dictionary instead of a linear scan, so a
    /// hostile tag with 100,000 attributes stays linear.
    private static let attributeLookupThreshold = 16

    /// Reads `<name attributes... >` or `<name ... />`.
    mutating func readStartTag() throws(MarkupReaderStop) {
        let tagStart = index
        if isAfterRoot { throw fatal(contentAfterRoot, at: tagStart) }
        index += 1
        let name = try readName(expected: .elementName)
        let depth = openElements.count + 1
        guard depth <= maximumDepth else { throw fatal(.parsing(.nestingTooDeep(limit: maximumDepth)), at: tagStart) }

        let recordIndex = records.count
        records.append(MarkupTree.Record(
            name: name, position: position(tagStart), attributes: [], children: [],
            parent: openElements.last, depth: depth
        ))
        appendChild(.element(recordIndex))

        var attributes: [MarkupAttribute] = []
        var lookup: [String: Int] = [:]
        while true {
            let hadWhitespace = skipWhitespace()
            guard index < bytes.count else {
                throw fatal(.parsing(.unexpectedEndOfFile(expected: .attributeOrEndOfTag(element: name))), at: bytes.count)
            }
            let byte = bytes[index]
            if byte == MarkupByte.greaterThan {
                index += 1
                openElements.append(recordIndex)
                break
            }
            if byte == MarkupByte.slash {
                index += 1
                guard index < bytes.count, bytes[index] == MarkupByte.greaterThan else { throw unexpected(.token(">")) }
                index += 1
                break
            }
            guard MarkupByte.isNameStart(byte) else { throw unexpected(.attributeOrEndOfTag(element: name)) }
            try readAttribute(into: &attributes, lookup: &lookup, afterWhitespace: hadWhitespace)
        }
        records[recordIndex].attributes = attributes
    }

    /// Reads `name = "value"`; duplicates are reported and dropped (the first occurrence wins).
    private mutating func readAttribute(
        into attributes: inout [MarkupAttribute], lookup: inout [String: Int], afterWhitespace: Bool
    ) throws(MarkupReaderStop) {
        let nameStart = index
        let namePosition = position(nameStart)
        let name = try readName(expected: .elementName)  // cannot fail: the caller saw a name-start byte
        if !afterWhitespace { report(.parsing(.missingWhitespaceBeforeAttribute(name: name)), at: nameStart) }

        // Check for a duplicate before decoding the value so diagnostics stay in document order.
        let firstIndex: Int?
        if attributes.count < Self.attributeLookupThreshold {
            firstIndex = attributes.firstIndex { $0.name == name }
        } else {
            if lookup.isEmpty {
                for (existingIndex, existing) in attributes.enumerated() where lookup[existing.name] == nil {
                    lookup[existing.name] = existingIndex
                }
            }
            firstIndex = lookup[name]
        }
        if let firstIndex {
            report(.parsing(.duplicateAttribute(name: name, firstAt: attributes[firstIndex].namePosition)), at: nameStart)
        }

        skipWhitespace()
        guard index < bytes.count, bytes[index] == MarkupByte.equals else {
            throw unexpected(.attributeEquals(attribute: name))
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == MarkupByte.doubleQuote || bytes[index] == MarkupByte.singleQuote
        else { throw unexpected(.attributeValue(attribute: name)) }
        let (value, map) = try readAttributeValue(attribute: name)
        guard firstIndex == nil else { return }
        if !lookup.isEmpty { lookup[name] = attributes.count }
        // Elements mostly have a few attributes: one allocation instead of growing by doubling.
        if attributes.isEmpty { attributes.reserveCapacity(4) }
        attributes.append(MarkupAttribute(name: name, namePosition: namePosition, value: MarkupMappedText(text: value, map: map)))
    }

    /// Reads a quoted value starting at the opening quote and decodes it.
    ///
    /// A `<` is not allowed in values; it usually means the closing quote is missing, so a `<` with no closing
    /// quote later on the same line ends parsing as an unterminated value, while `a < b"` is reported as an
    /// unescaped `<` and parsing goes on.
    private mutating func readAttributeValue(
        attribute: String
    ) throws(MarkupReaderStop) -> (String, MarkupSourceMap) {
        let quoteOffset = index
        let quote = bytes[quoteOffset]
        let valueStart = quoteOffset + 1
        let unterminated = MarkupDiagnostic.Kind.parsing(.unterminatedAttributeValue(
            attribute: attribute, quote: Character(Unicode.Scalar(quote))
        ))
        var end = valueStart
        var isVerbatim = true
        var knownQuote = -1  // a closing quote already found by a look-ahead (keeps the scan linear)
        while end < bytes.count {
            let byte = bytes[end]
            if byte == quote { break }
            switch byte {
            case MarkupByte.lessThan:
                isVerbatim = false
                if end > knownQuote {
                    guard let found = closingQuoteOnSameLine(quote, from: end) else {
                        throw fatal(unterminated, at: quoteOffset)
                    }
                    knownQuote = found
                }
            case MarkupByte.ampersand, MarkupByte.lineFeed, MarkupByte.carriageReturn, MarkupByte.tab:
                isVerbatim = false
            default:
                break
            }
            end += 1
        }
        guard end < bytes.count else { throw fatal(unterminated, at: quoteOffset) }
        index = end + 1
        let start = position(valueStart)
        if isVerbatim { return (text(valueStart..<end), MarkupSourceMap(start: start)) }
        return decode(valueStart..<end, mode: .attributeValue, start: start)
    }

    /// The offset of `quote` after `offset` and before the end of the line, or `nil`.
    private func closingQuoteOnSameLine(_ quote: UInt8, from offset: Int) -> Int? {
        var candidate = offset
        while candidate < bytes.count {
            let byte = bytes[candidate]
            if byte == quote { return candidate }
            if byte == MarkupByte.lineFeed || byte == MarkupByte.carriageReturn { return nil }
            candidate += 1
        }
        return nil
    }

    /// Reads `</name>` and closes the innermost open element.
    mutating func readClosingTag() throws(MarkupReaderStop) {
        let tagStart = index
        if isAfterRoot { throw fatal(contentAfterRoot, at: tagStart) }
        index += 2
        let name = try readName(expected: .elementName)
        skipWhitespace()
        guard index < bytes.count, bytes[index] == MarkupByte.greaterThan else {
            throw unexpected(.endOfClosingTag(element: name))
        }
        index += 1
        guard let open = openElements.last else { throw fatal(.parsing(.unexpectedClosingTag(name: name)), at: tagStart) }
        let record = records[open]
        guard record.name == name else {
            let kind = MarkupDiagnostic.Kind.parsing(.mismatchedClosingTag(
                expected: record.name, openedAt: record.position, found: name
            ))
            throw fatal(kind, at: tagStart)
        }
        openElements.removeLast()
    }
}
