extension MarkupDiagnostic {
    /// Every problem the markup module reports: the single diagnostics vocabulary of its stages.
    /// Cases are grouped by the stage that reports them, and each stage words its own in a
    /// `MarkupDiagnostic+…Messages.swift` file beside it, read by ``message``.
    public enum Kind: Hashable, Sendable {
        // MARK: Parsing: encoding (worded in Parsing/Diagnostics)

        /// A byte that does not start or continue a valid UTF-8 sequence.
        case invalidUTF8(byte: UInt8)
        /// A Unicode scalar that XML does not allow in a document (C0 controls other than tab and newlines).
        case invalidCharacter(codePoint: UInt32)

        // MARK: Parsing: document structure

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

        // MARK: Parsing: attributes and character data

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

        // MARK: Compiling (worded in Compiling)

        /// An element name that names no known view type.
        case unknownElement(name: String, suggestion: String?)
        /// An element naming a view class of an Apple framework the view kit does not provide (`MKMapView`).
        case unavailableElement(name: String, framework: String)
        /// An attribute that names no property of the element's type.
        case unknownProperty(name: String, type: String, suggestion: String?)
        /// A MarkupKit attribute the view kit does not implement yet (a warning: it is ignored).
        case unsupportedProperty(name: String, type: String)
        /// An attribute, element or instruction of an older MarkupKit (`what`, as the document
        /// spells it), with what took its place (a warning: it is ignored).
        case retiredMarkup(_ what: String, replacement: String)
        /// An attribute value that cannot be converted to the property's type; `expected` describes the
        /// accepted form (e.g. `an integer`).
        case invalidValue(property: String, value: String, expected: String)
        /// A binding expression that does not parse or evaluate; `message` is the expression parser's text.
        case invalidExpression(message: String)
        /// Documents that include each other; `chain` lists them from the first to the repeated one.
        case cyclicInclude(chain: [String])
        /// A `class` naming no template of the document or its style sheets (a warning: the element
        /// is built without it).
        case unknownClass(name: String, suggestion: String?)
        /// A processing instruction the compiler does not know (a warning: it is ignored).
        case unknownInstruction(target: String, suggestion: String?)
        /// A processing instruction whose data is not what it takes.
        case invalidInstruction(target: String, reason: String)
        /// `<?else?>` or `<?end?>` without `<?case?>`, or a `<?case?>` never ended.
        case unbalancedConditional(instruction: String)
        /// An element that cannot appear where it is, such as `sectionHeader` outside a table.
        case misplacedElement(name: String, parent: String)
        /// An item element without an attribute its kind requires, such as `<row>` without `title`.
        case missingAttribute(name: String, element: String)
        /// An `id` already given to another element of the same build; `firstFile` and `firstAt` locate that one.
        case duplicateID(name: String, firstFile: String, firstAt: SourcePosition)

        // MARK: Instantiating, for an owner (worded in Instantiating)

        /// An `id` whose outlet the owner does not declare.
        case missingOutlet(name: String, owner: String, suggestion: String?)
        /// An `id` whose outlet exists on the owner but holds another type of view.
        case outletTypeMismatch(name: String, owner: String, viewType: String)
        /// An `onXxx` attribute naming an action the owner does not declare.
        case unknownAction(name: String, owner: String, suggestion: String?)
        /// An owner key that a binding expression reads but the owner does not have.
        case unknownOwnerKey(message: String)
        /// A two-way binding (`$$keyPath`) whose last key the owner cannot set (a computed key with
        /// only a getter): `type` is the class holding `key`, which edits would be written to.
        case readOnlyOwnerKey(type: String, key: String)
        /// A document whose root element is `<root>`, loaded without an existing view for it to apply to.
        case rootWithoutView
        /// A `<root>` document loaded into a view that is not of the owner's class it was compiled for.
        case rootViewMismatch(expected: String, found: String)
        /// A `<navigationItem>` or `<tabBarItem>` in a document whose owner is not a view controller.
        case controllerItemWithoutController(element: String, owner: String)

        // MARK: Loading (worded in Loading)

        /// A document named by `<?include?>`, a style sheet or a build request that cannot be found
        /// in any of the folders `searched` (paths, in the order they were searched).
        case documentNotFound(name: String, searched: [String])

        // MARK: Localization (worded in Localization)

        /// A `.strings` file that cannot be read; the diagnostic locates the problem in that file.
        case malformedStrings(StringsProblem)
        /// A `@key` attribute value with no string in the loader's tables or ``MarkupLoader/localizedStrings``
        /// (a warning: the key is shown).
        case missingLocalizedString(key: String)
        /// A color table (``MarkupLoader/colorTables``) that cannot be read.
        case malformedColorTable(ColorTableProblem)

        /// The message for this problem, without location or severity, as the stage that reports it
        /// words it.
        public var message: String {
            // Each stage's wording answers for its own cases only, so exactly one of these is not nil.
            parsingMessage ?? compilingMessage ?? instantiatingMessage ?? loadingMessage ?? localizationMessage
                ?? String(describing: self)
        }
    }
}
