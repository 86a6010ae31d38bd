/// Thrown inside the reader after a fatal diagnostic has been recorded, to unwind to ``MarkupReader/read()``.
struct MarkupReaderStop: Error {}

/// The parsing state machine behind ``MarkupParser``: one forward pass over validated UTF-8 bytes.
///
/// Open elements live on an explicit stack (`openElements`), never on the call stack, so nesting depth is
/// bounded only by ``MarkupParser/Options/maximumDepth``. Elements are appended to `records` as their start
/// tags are read, which yields the flat pre-order storage of ``MarkupTree`` directly.
struct MarkupReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let maximumDepth: Int
    let maximumErrors: Int
    /// The first byte of content (3 when the input starts with a byte order mark).
    let start: Int
    /// The next byte to read.
    var index: Int
    var tracker: MarkupPositionTracker
    var diagnostics: [MarkupDiagnostic] = []
    var errorLimitReached = false
    var records: [MarkupTree.Record] = []
    /// Indices into `records` of the elements whose closing tag is still to come, innermost last.
    var openElements: [Int] = []
    var instructionsBeforeRoot: [MarkupInstruction] = []
    var instructionsAfterRoot: [MarkupInstruction] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, options: MarkupParser.Options) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = options.maximumDepth
        self.maximumErrors = max(1, options.maximumErrors)
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.start = hasByteOrderMark ? 3 : 0
        self.index = start
        self.tracker = MarkupPositionTracker(bytes: bytes, start: start)
    }

    /// Reads the whole input once.
    mutating func read() -> MarkupParseResult {
        if let (kind, offset) = MarkupEncodingValidator.firstProblem(in: bytes, from: start) {
            report(kind, at: offset)
            return MarkupParseResult(document: nil, diagnostics: diagnostics)
        }
        do {
            try readDocument()
        } catch {
            return MarkupParseResult(document: nil, diagnostics: diagnostics)
        }
        let tree = MarkupTree(records: records)
        let document = MarkupDocument(
            file: file, tree: tree,
            instructionsBeforeRoot: instructionsBeforeRoot, instructionsAfterRoot: instructionsAfterRoot
        )
        return MarkupParseResult(document: document, diagnostics: diagnostics)
    }

    private mutating func readDocument() throws(MarkupReaderStop) {
        try skipXMLDeclaration()
        while index < bytes.count {
            if bytes[index] == MarkupByte.lessThan {
                try readMarkup()
            } else {
                try readCharacterData()
            }
            if errorLimitReached { throw MarkupReaderStop() }
        }
        if let open = openElements.last {
            let record = records[open]
            throw fatal(.parsing(.unclosedElement(name: record.name, openedAt: record.position)), at: bytes.count)
        }
        if records.isEmpty { throw fatal(.parsing(.emptyDocument), at: bytes.count) }
    }

    /// Dispatches on what follows a `<`.
    private mutating func readMarkup() throws(MarkupReaderStop) {
        guard index + 1 < bytes.count else {
            throw fatal(.parsing(.unexpectedEndOfFile(expected: .elementName)), at: bytes.count)
        }
        switch bytes[index + 1] {
        case MarkupByte.exclamation: try readDeclaration()
        case MarkupByte.question: try readInstruction()
        case MarkupByte.slash: try readClosingTag()
        default: try readStartTag()
        }
    }

    // MARK: - Context

    /// Whether the root element has been closed (only comments, instructions and whitespace may follow).
    var isAfterRoot: Bool { !records.isEmpty && openElements.isEmpty }

    /// Adds a child to the innermost open element; the caller guarantees one is open.
    mutating func appendChild(_ child: MarkupTree.Child) {
        guard let parent = openElements.last else { return }
        records[parent].children.append(child)
    }

    /// The fatal diagnostic for anything but comments, instructions and whitespace after the root.
    var contentAfterRoot: MarkupDiagnostic.Kind {
        .parsing(.contentAfterRoot(root: records.first?.name ?? ""))
    }

    // MARK: - Diagnostics

    /// Records a recoverable problem at a byte offset, honouring the error limit.
    mutating func report(_ kind: MarkupDiagnostic.Kind, at offset: Int) {
        guard !errorLimitReached else { return }
        let position = tracker.position(at: offset)
        if diagnostics.count >= maximumErrors {
            errorLimitReached = true
            let kind = MarkupDiagnostic.Kind.parsing(.tooManyErrors(limit: maximumErrors))
            diagnostics.append(MarkupDiagnostic(file: file, position: position, kind: kind))
            return
        }
        diagnostics.append(MarkupDiagnostic(file: file, position: position, kind: kind))
    }

    /// Records a problem that ends parsing and returns the error to throw.
    mutating func fatal(_ kind: MarkupDiagnostic.Kind, at offset: Int) -> MarkupReaderStop {
        report(kind, at: offset)
        return MarkupReaderStop()
    }

    // MARK: - Bytes

    /// The source position of the scalar starting at byte `offset`.
    mutating func position(_ offset: Int) -> SourcePosition {
        tracker.position(at: offset)
    }

    /// The text of a byte range (valid UTF-8, checked up front).
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The whole scalar starting at byte `offset`, for "unexpected character" messages.
    func character(at offset: Int) -> String {
        let lead = bytes[offset]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return text(offset..<min(offset + length, bytes.count))
    }

    /// Whether `literal` appears at byte `offset`.
    func hasPrefix(_ literal: [UInt8], at offset: Int, caseInsensitive: Bool = false) -> Bool {
        guard offset + literal.count <= bytes.count else { return false }
        for (position, expected) in literal.enumerated() {
            let byte = bytes[offset + position]
            if byte == expected { continue }
            // ASCII letters only differ in bit 0x20.
            let folded = expected | 0x20
            if caseInsensitive, folded >= 0x61, folded <= 0x7A, byte | 0x20 == folded {
                continue
            }
            return false
        }
        return true
    }

    /// The offset of the next occurrence of `literal` at or after `offset`, or `nil`.
    func find(_ literal: [UInt8], from offset: Int) -> Int? {
        guard let first = literal.first else { return offset }
        var candidate = offset
        while candidate + literal.count <= bytes.count {
            if bytes[candidate] == first, hasPrefix(literal, at: candidate) { return candidate }
            candidate += 1
        }
        return nil
    }

    /// Skips XML whitespace; returns whether there was any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let before = index
        while index < bytes.count, MarkupByte.isWhitespace(bytes[index]) { index += 1 }
        return index > before
    }

    /// Reads a name at the current byte, or fails with `expected`.
    mutating func readName(expected: MarkupDiagnostic.Expectation) throws(MarkupReaderStop) -> String {
        guard index < bytes.count else { throw fatal(.parsing(.unexpectedEndOfFile(expected: expected)), at: bytes.count) }
        guard MarkupByte.isNameStart(bytes[index]) else {
            throw fatal(.parsing(.unexpectedCharacter(found: character(at: index), expected: expected)), at: index)
        }
        let nameStart = index
        index += 1
        while index < bytes.count, MarkupByte.isNameContinuation(bytes[index]) { index += 1 }
        return text(nameStart..<index)
    }

    /// Fails with "unexpected end of file" or "unexpected character" at the current byte.
    mutating func unexpected(_ expected: MarkupDiagnostic.Expectation) -> MarkupReaderStop {
        guard index < bytes.count else { return fatal(.parsing(.unexpectedEndOfFile(expected: expected)), at: bytes.count) }
        return fatal(.parsing(.unexpectedCharacter(found: character(at: index), expected: expected)), at: index)
    }
}
