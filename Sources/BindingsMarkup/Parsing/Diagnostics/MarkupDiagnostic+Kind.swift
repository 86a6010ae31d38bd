extension MarkupDiagnostic {
    /// Every problem the markup module reports: the single diagnostics vocabulary shared by the document
    /// parser and the document compiler. Messages are worded only in ``message``.
    public enum Kind: Hashable, Sendable {
        // MARK: Encoding

        /// A byte that does not start or continue a valid UTF-8 sequence.
        case invalidUTF8(byte: UInt8)
        /// A Unicode scalar that XML does not allow in a document (C0 controls other than tab and newlines).
        case invalidCharacter(codePoint: UInt32)

        // MARK: Document structure

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

        // MARK: Attributes and character data

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

        // MARK: Document compiler

        /// An element name that names no known view type.
        case unknownElement(name: String, suggestion: String?)
        /// An element naming a view class of an Apple framework the view kit does not provide (`MKMapView`).
        case unavailableElement(name: String, framework: String)
        /// An attribute that names no property of the element's type.
        case unknownProperty(name: String, type: String, suggestion: String?)
        /// A MarkupKit attribute the view kit does not implement yet (a warning: it is ignored).
        case unsupportedProperty(name: String, type: String)
        /// An attribute value that cannot be converted to the property's type; `expected` describes the
        /// accepted form (e.g. `an integer`).
        case invalidValue(property: String, value: String, expected: String)
        /// A binding expression that does not parse or evaluate; `message` is the expression parser's text.
        case invalidExpression(message: String)
        /// An `id` whose outlet the owner does not declare.
        case missingOutlet(name: String, owner: String, suggestion: String?)
        /// Documents that include each other; `chain` lists them from the first to the repeated one.
        case cyclicInclude(chain: [String])
        /// An `id` whose outlet exists on the owner but holds another type of view.
        case outletTypeMismatch(name: String, owner: String, viewType: String)
        /// A `class` naming no template of the document or its style sheets (a warning: the element
        /// is built without it).
        case unknownClass(name: String, suggestion: String?)
        /// A processing instruction the compiler does not know (a warning: it is ignored).
        case unknownInstruction(target: String, suggestion: String?)
        /// A processing instruction whose data is not what it takes.
        case invalidInstruction(target: String, reason: String)
        /// `<?else?>` or `<?end?>` without `<?case?>`, or a `<?case?>` never ended.
        case unbalancedConditional(instruction: String)
        /// A document named by `<?include?>`, a style sheet or a build request that cannot be found
        /// in any of the folders `searched` (paths, in the order they were searched).
        case documentNotFound(name: String, searched: [String])
        /// An `onXxx` attribute naming an action the owner does not declare.
        case unknownAction(name: String, owner: String, suggestion: String?)
        /// An element that cannot appear where it is, such as `sectionHeader` outside a table.
        case misplacedElement(name: String, parent: String)
        /// An item element without an attribute its kind requires, such as `<row>` without `title`.
        case missingAttribute(name: String, element: String)
        /// An owner key that a binding expression reads but the owner does not have.
        case unknownOwnerKey(message: String)
        /// An `id` already given to another element of the same build; `firstFile` and `firstAt` locate that one.
        case duplicateID(name: String, firstFile: String, firstAt: SourcePosition)
        /// A `.strings` file that cannot be read; the diagnostic locates the problem in that file.
        case malformedStrings(StringsProblem)
        /// A `@key` attribute value with no string in the loader's tables or ``MarkupLoader/localizedStrings``
        /// (a warning: the key is shown).
        case missingLocalizedString(key: String)

        /// A document whose root element is `<root>`, loaded without an existing view for it to apply to.
        case rootWithoutView
        /// A `<root>` document loaded into a view that is not of the owner's class it was compiled for.
        case rootViewMismatch(expected: String, found: String)

        /// The message for this problem, without location or severity.
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
            case .unknownElement(let name, let suggestion):
                return "unknown element '\(name)'" + Self.didYouMean(suggestion)
            case .unavailableElement(let name, let framework):
                return "'\(name)' (\(framework)) is not available in the view kit"
            case .unknownProperty(let name, let type, let suggestion):
                return "unknown property '\(name)' on \(type)" + Self.didYouMean(suggestion)
            case .unsupportedProperty(let name, let type):
                return "'\(name)' on \(type) is not supported yet and is ignored"
            case .invalidValue(let property, let value, let expected):
                return "invalid value \(ValueWording.quoted(value)) for property '\(property)'; expected \(expected)"
            case .invalidExpression(let message):
                return "invalid binding expression: \(message)"
            case .missingOutlet(let name, let owner, let suggestion):
                return "\(owner) has no outlet '\(name)'" + Self.didYouMean(suggestion)
            case .cyclicInclude(let chain):
                return "cyclic include: \(chain.joined(separator: " -> "))"
            case .outletTypeMismatch(let name, let owner, let viewType):
                return "outlet '\(name)' of \(owner) cannot hold a \(viewType)"
            case .unknownClass(let name, let suggestion):
                return "unknown class '\(name)'" + Self.didYouMean(suggestion)
            case .unknownInstruction(let target, let suggestion):
                return "unknown processing instruction '<?\(target)?>' is ignored" + Self.didYouMean(suggestion)
            case .invalidInstruction(let target, let reason):
                return "invalid '<?\(target)?>': \(reason)"
            case .unbalancedConditional(let instruction):
                return "'<?\(instruction)?>' has no matching " + (instruction == "case" ? "'<?end?>'" : "'<?case?>'")
            case .documentNotFound(let name, let searched):
                return "no markup document named '\(name)'; "
                    + (searched.isEmpty ? "no folders to search" : "searched " + searched.joined(separator: ", "))
            case .unknownAction(let name, let owner, let suggestion):
                return "\(owner) has no action '\(name)'" + Self.didYouMean(suggestion)
            case .misplacedElement(let name, let parent):
                return "'\(name)' cannot appear inside '\(parent)'"
            case .missingAttribute(let name, let element):
                return "'<\(element)>' requires the attribute '\(name)'"
            case .unknownOwnerKey(let message):
                return "binding reads a key the owner lacks: \(message)"
            case .duplicateID(let name, let firstFile, let firstAt):
                return "duplicate id '\(name)'; first given at \(firstFile):\(firstAt)"
            case .rootWithoutView:
                return "'<root>' applies to an existing view; load the document with one as its root"
            case .rootViewMismatch(let expected, let found):
                return "'<root>' applies to a \(expected); the root view given is a \(found)"
            case .malformedStrings(let problem):
                return "malformed strings file: " + problem.words
            case .missingLocalizedString(let key):
                return "no localized string for '@\(key)'; the key is shown"
            }
        }

        private static func didYouMean(_ suggestion: String?) -> String {
            Suggestion.clause(suggestion)
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
