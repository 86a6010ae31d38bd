// The wording of the problems the parser reports: encoding, document structure, attributes and
// character data.
extension MarkupDiagnostic {
    /// A problem the parser reports: encoding, document structure, attributes and character data.
    public enum ParsingProblem: Hashable, Sendable {
        /// A byte that does not start or continue a valid UTF-8 sequence.
        case invalidUTF8(byte: UInt8)
        /// A Unicode scalar that XML does not allow in a document (C0 controls other than tab and newlines).
        case invalidCharacter(codePoint: UInt32)
        /// The document has no root element.
        case emptyDocument
        /// The input ended where something else was required.
        case unexpectedEndOfFile(expected: Expectation)
        /// A character that cannot appear here; `found` is the character itself.
        case unexpectedCharacter(found: String, expected: Expectation)
        /// The input ended while an element was still open.
        case unclosedElement(name: String, openedAt: SourcePosition)
        /// A closing tag that does not match the innermost open element.
        case mismatchedClosingTag(expected: String, openedAt: SourcePosition, found: String)
        /// A closing tag with no open element to close.
        case unexpectedClosingTag(name: String)
        /// Elements nested deeper than the parser's configured limit.
        case nestingTooDeep(limit: Int)
        /// Anything but comments, processing instructions or whitespace after the root element.
        case contentAfterRoot(root: String)
        /// Text or CDATA before the root element.
        case textOutsideRoot
        /// A `<!DOCTYPE ...>` declaration (markup documents do not support DTDs).
        case doctypeNotAllowed
        /// A `<!` construct other than a comment, CDATA section or DOCTYPE.
        case unsupportedDeclaration(text: String)
        /// An `<?xml ...?>` declaration that is not at the very start of the document.
        case misplacedXMLDeclaration
        /// A comment without its closing `-->`.
        case unterminatedComment
        /// A CDATA section without its closing `]]>`.
        case unterminatedCDATA
        /// A processing instruction without its closing `?>`.
        case unterminatedInstruction(target: String)
        /// Parsing stopped because the configured number of diagnostics was reached.
        case tooManyErrors(limit: Int)
        /// An attribute that appears twice on the same element.
        case duplicateAttribute(name: String, firstAt: SourcePosition)
        /// Two attributes not separated by whitespace.
        case missingWhitespaceBeforeAttribute(name: String)
        /// An attribute value whose closing quote is missing.
        case unterminatedAttributeValue(attribute: String, quote: Character)
        /// A literal `<` inside an attribute value.
        case unescapedLessThan
        /// A named entity reference other than the five predefined XML entities.
        case unknownEntity(name: String)
        /// A `&#...;` reference that is malformed or names a character XML does not allow.
        case invalidCharacterReference(reference: String)
        /// An entity reference without its closing `;` (e.g. `&amp`).
        case unterminatedEntity(text: String)
        /// A bare `&` that starts no reference.
        case unescapedAmpersand
    }
}

extension MarkupDiagnostic.ParsingProblem {
    /// The message, without location or severity.
    public var message: String {
        switch self {
        case .invalidUTF8(let byte):
            return "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), digits: 2))"
        case .invalidCharacter(let codePoint):
            return "invalid character U+\(Self.hex(codePoint, digits: 4)) in document"
        case .emptyDocument:
            return "empty document; expected a root element"
        case .unexpectedEndOfFile(let expected):
            return "unexpected end of file; expected \(expected)"
        case .unexpectedCharacter(let found, let expected):
            return "unexpected character \(Self.quoted(found)); expected \(expected)"
        case .unclosedElement(let name, let openedAt):
            return "unexpected end of file; expected '</\(name)>' to close the element at \(openedAt)"
        case .mismatchedClosingTag(let expected, let openedAt, let found):
            return "expected '</\(expected)>' to close the element at \(openedAt) but found '</\(found)>'"
        case .unexpectedClosingTag(let name):
            return "unexpected closing tag '</\(name)>'; no element is open"
        case .nestingTooDeep(let limit):
            return "element nesting exceeds the maximum depth of \(limit)"
        case .contentAfterRoot(let root):
            return "unexpected content after the root element '\(root)'"
        case .textOutsideRoot:
            return "unexpected text outside the root element"
        case .doctypeNotAllowed:
            return "DOCTYPE declarations are not allowed in markup documents"
        case .unsupportedDeclaration(let text):
            return "unsupported declaration '\(text)'; expected a comment, CDATA section or element"
        case .misplacedXMLDeclaration:
            return "the XML declaration is only allowed at the start of the document"
        case .unterminatedComment:
            return "unterminated comment; expected '-->'"
        case .unterminatedCDATA:
            return "unterminated CDATA section; expected ']]>'"
        case .unterminatedInstruction(let target):
            return "unterminated processing instruction '<?\(target)'; expected '?>'"
        case .tooManyErrors(let limit):
            return "too many errors; stopped after \(limit)"
        case .duplicateAttribute(let name, let firstAt):
            return "duplicate attribute '\(name)'; first defined at \(firstAt)"
        case .missingWhitespaceBeforeAttribute(let name):
            return "expected whitespace before attribute '\(name)'"
        case .unterminatedAttributeValue(let attribute, let quote):
            let closing = Self.quoted(String(quote))
            return "unterminated value for attribute '\(attribute)'; expected a closing \(closing)"
        case .unescapedLessThan:
            return "'<' is not allowed in attribute values; use '&lt;'"
        case .unknownEntity(let name):
            return "unknown entity '&\(name);'"
        case .invalidCharacterReference(let reference):
            return "invalid character reference '\(reference)'"
        case .unterminatedEntity(let text):
            return "unterminated entity reference '\(text)'; expected ';'"
        case .unescapedAmpersand:
            return "unescaped '&'; use '&amp;' for a literal ampersand"
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// Quotes a found character so that invisible ones stay readable (`'\n'`, `U+0007`).
    static func quoted(_ text: String) -> String {
        switch text {
        case "\n": return "'\\n'"
        case "\r": return "'\\r'"
        case "\t": return "'\\t'"
        case "'": return "\"'\""
        default:
            if let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
               scalar.value < 0x20 || scalar.value == 0x7F {
                return "U+\(hex(scalar.value, digits: 4))"
            }
            return "'\(text)'"
        }
    }
}
