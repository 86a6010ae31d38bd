// The wording of the problems the parser reports: encoding, document structure, attributes and
// character data.
extension MarkupDiagnostic.Kind {
    /// The message of a problem the parser reports, or `nil` for another stage's.
    var parsingMessage: String? {
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
        default:
            return nil
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
