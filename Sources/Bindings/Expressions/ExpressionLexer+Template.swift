extension ExpressionLexer {
    /// Literal text of a template up to the next interpolation or the closing backtick.
    struct TemplateSegment {
        let text: String
        /// `true` at the closing backtick, `false` at a `{` that opens an interpolation.
        let isClosed: Bool
    }

    /// Reads template text from just after a backtick or a closing `}`, stopping after the next
    /// `{` or closing backtick.
    ///
    /// - Parameter openedAt: The offset of the template's opening backtick, for the error when
    ///   the template never closes.
    mutating func scanTemplateSegment(openedAt start: Int) throws(ExpressionError) -> TemplateSegment {
        var text = ""
        while let character = peek() {
            position += 1
            switch character {
            case "`": return TemplateSegment(text: text, isClosed: true)
            case "{": return TemplateSegment(text: text, isClosed: false)
            case "\\":
                guard let escaped = peek() else { throw ExpressionError(.unterminatedTemplate, at: start) }
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\\", "`", "{", "}": text.append(escaped)
                default: throw ExpressionError(.unknownEscape(escaped), at: position - 1)
                }
                position += 1
            default:
                text.append(character)
            }
        }
        throw ExpressionError(.unterminatedTemplate, at: start)
    }

    /// Reads a formatter specification, `name;key=value;key=value`, from just after `::` to the end.
    ///
    /// Values are raw text up to the next `;` or the end, spaces included, as in MarkupKit; names
    /// and keys are identifiers and may have whitespace around them.
    mutating func scanFormatter() throws(ExpressionError) -> FormatterReference {
        skipWhitespace()
        let name = scanIdentifier()
        guard !name.isEmpty else {
            throw ExpressionError(.expected(.formatterName, found: foundCharacter()), at: position)
        }
        skipWhitespace()
        var arguments: [FormatterArgument] = []
        while peek() != nil {
            guard peek() == ";" else {
                throw ExpressionError(.expected(.symbol(";"), found: foundCharacter()), at: position)
            }
            position += 1
            skipWhitespace()
            let keyOffset = position
            let key = scanIdentifier()
            guard !key.isEmpty else {
                throw ExpressionError(.expected(.formatterArgumentName, found: foundCharacter()), at: position)
            }
            skipWhitespace()
            guard peek() == "=" else {
                throw ExpressionError(.expected(.symbol("="), found: foundCharacter()), at: position)
            }
            position += 1
            let valueStart = position
            while let character = peek(), character != ";" { position += 1 }
            if arguments.contains(where: { $0.key == key }) {
                throw ExpressionError(.duplicateFormatterArgument(key), at: keyOffset)
            }
            arguments.append(FormatterArgument(key: key, value: text(from: valueStart, to: position)))
        }
        return FormatterReference(name: name, arguments: arguments)
    }
}
