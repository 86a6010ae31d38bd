extension MarkupReader {
    private static let xmlDeclarationStart = Array("<?xml".utf8)
    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)
    private static let cdataStart = Array("<![CDATA[".utf8)
    private static let cdataEnd = Array("]]>".utf8)
    private static let doctypeStart = Array("<!DOCTYPE".utf8)
    private static let instructionEnd = Array("?>".utf8)

    /// Skips `<?xml ...?>` at the very start of the document (its pseudo-attributes are not checked: the
    /// input is always UTF-8).
    mutating func skipXMLDeclaration() throws(MarkupReaderStop) {
        let declarationStart = index
        guard hasPrefix(Self.xmlDeclarationStart, at: index) else { return }
        let after = index + Self.xmlDeclarationStart.count
        // `<?xml-stylesheet` and the like are ordinary instructions.
        guard after < bytes.count, MarkupByte.isWhitespace(bytes[after]) || bytes[after] == MarkupByte.question
        else { return }
        guard let end = find(Self.instructionEnd, from: after) else {
            throw fatal(.parsing(.unterminatedInstruction(target: "xml")), at: declarationStart)
        }
        index = end + Self.instructionEnd.count
    }

    /// Reads what follows `<!`: a comment, a CDATA section or a (rejected) DOCTYPE.
    mutating func readDeclaration() throws(MarkupReaderStop) {
        let declarationStart = index
        if hasPrefix(Self.commentStart, at: index) {
            guard let end = find(Self.commentEnd, from: index + Self.commentStart.count) else {
                throw fatal(.parsing(.unterminatedComment), at: declarationStart)
            }
            index = end + Self.commentEnd.count
        } else if hasPrefix(Self.cdataStart, at: index) {
            try readCDATA()
        } else if hasPrefix(Self.doctypeStart, at: index, caseInsensitive: true) {
            report(.parsing(.doctypeNotAllowed), at: declarationStart)
            try skipDoctype()
        } else {
            // Name the construct (`<!ELEMENT`) without swallowing the rest of the line.
            var end = index + 2
            while end < bytes.count, end - index < 32, MarkupByte.isNameContinuation(bytes[end]) { end += 1 }
            throw fatal(.parsing(.unsupportedDeclaration(text: text(index..<end))), at: declarationStart)
        }
    }

    /// Reads `<![CDATA[...]]>` as verbatim text.
    private mutating func readCDATA() throws(MarkupReaderStop) {
        let sectionStart = index
        if isAfterRoot { throw fatal(contentAfterRoot, at: sectionStart) }
        let contentStart = index + Self.cdataStart.count
        guard let end = find(Self.cdataEnd, from: contentStart) else {
            throw fatal(.parsing(.unterminatedCDATA), at: sectionStart)
        }
        index = end + Self.cdataEnd.count
        guard openElements.last != nil else {
            report(.parsing(.textOutsideRoot), at: sectionStart)
            return
        }
        guard (contentStart..<end).contains(where: { !MarkupByte.isWhitespace(bytes[$0]) }) else { return }
        let (text, map) = decode(contentStart..<end, mode: .verbatim, start: position(contentStart))
        appendChild(.text(MarkupText(text: text, isCDATA: true, map: map)))
    }

    /// Skips a DOCTYPE, including an internal subset in brackets and quoted literals that may contain `>`.
    private mutating func skipDoctype() throws(MarkupReaderStop) {
        var bracketDepth = 0
        var quote: UInt8?
        var offset = index + Self.doctypeStart.count
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case MarkupByte.doubleQuote, MarkupByte.singleQuote: quote = byte
            case MarkupByte.leftBracket: bracketDepth += 1
            case MarkupByte.rightBracket: bracketDepth = max(0, bracketDepth - 1)
            case MarkupByte.greaterThan where bracketDepth == 0:
                index = offset
                return
            default: break
            }
        }
        throw fatal(.parsing(.unexpectedEndOfFile(expected: .token(">"))), at: bytes.count)
    }

    /// Reads `<?target data?>` and keeps it in document order.
    mutating func readInstruction() throws(MarkupReaderStop) {
        let instructionStart = index
        index += 2
        let target = try readName(expected: .instructionTarget)
        let dataStart: Int
        let end: Int
        if hasPrefix(Self.instructionEnd, at: index) {
            dataStart = index
            end = index
        } else if index < bytes.count, MarkupByte.isWhitespace(bytes[index]) {
            skipWhitespace()
            dataStart = index
            guard let found = find(Self.instructionEnd, from: index) else {
                throw fatal(.parsing(.unterminatedInstruction(target: target)), at: instructionStart)
            }
            end = found
        } else if index >= bytes.count {
            throw fatal(.parsing(.unterminatedInstruction(target: target)), at: instructionStart)
        } else {
            throw unexpected(.instructionDataOrEnd(target: target))
        }
        index = end + Self.instructionEnd.count
        if target.lowercased() == "xml" {
            report(.parsing(.misplacedXMLDeclaration), at: instructionStart)
            return
        }
        var dataEnd = end
        while dataEnd > dataStart, MarkupByte.isWhitespace(bytes[dataEnd - 1]) { dataEnd -= 1 }
        let position = position(instructionStart)
        let (data, map) = decode(dataStart..<dataEnd, mode: .verbatim, start: self.position(dataStart))
        let instruction = MarkupInstruction(target: target, position: position, data: MarkupMappedText(text: data, map: map))
        if openElements.last != nil {
            appendChild(.instruction(instruction))
        } else if records.isEmpty {
            instructionsBeforeRoot.append(instruction)
        } else {
            instructionsAfterRoot.append(instruction)
        }
    }
}
