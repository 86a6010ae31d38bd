extension MarkupDiagnostic {
    /// What the parser expected where it found something else; rendered after `expected` in messages.
    public enum Expectation: Hashable, Sendable, CustomStringConvertible {
        /// A literal token such as `>` or `?>`.
        case token(String)
        /// An element name after `<` or `</`.
        case elementName
        /// A processing instruction target after `<?`.
        case instructionTarget
        /// Whitespace or `?>` after a processing instruction target.
        case instructionDataOrEnd(target: String)
        /// An attribute name or the end of a start tag.
        case attributeOrEndOfTag(element: String)
        /// `=` after an attribute name.
        case attributeEquals(attribute: String)
        /// A quoted value after `name=`.
        case attributeValue(attribute: String)
        /// `>` at the end of a closing tag.
        case endOfClosingTag(element: String)

        /// The phrase used in messages, e.g. `'=' after attribute 'text'`.
        public var description: String {
            switch self {
            case .token(let token): return "'\(token)'"
            case .elementName: return "an element name"
            case .instructionTarget: return "a processing instruction target"
            case .instructionDataOrEnd(let target): return "whitespace or '?>' after '<?\(target)'"
            case .attributeOrEndOfTag(let element): return "an attribute name, '>' or '/>' in '<\(element)'"
            case .attributeEquals(let attribute): return "'=' after attribute '\(attribute)'"
            case .attributeValue(let attribute): return "a quoted value for attribute '\(attribute)'"
            case .endOfClosingTag(let element): return "'>' to end '</\(element)'"
            }
        }
    }
}
