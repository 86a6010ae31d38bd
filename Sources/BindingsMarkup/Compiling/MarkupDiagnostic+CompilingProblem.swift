// The wording of the problems the compiler reports: elements, attributes, values, expressions,
// includes, instructions and ids.
extension MarkupDiagnostic {
    /// A problem the compiler reports: elements, attributes, values, expressions, includes, instructions and ids.
    public enum CompilingProblem: Hashable, Sendable {
        /// An element name that names no known view type.
        case unknownElement(name: String, suggestion: String?)
        /// An element naming a view class of an Apple framework the view kit does not provide (`SCNView`).
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
        case invalidExpression(ExpressionFailure)
        /// Documents that include each other; `chain` lists them from the first to the repeated one.
        case cyclicInclude(chain: [String])
        /// A `class` naming no template of the document or its style sheets (a warning: the element
        /// is built without it).
        case unknownClass(name: String, suggestion: String?)
        /// A color attribute naming an image file (`tile.png`) that is not among the document's
        /// resources (a warning: the pattern shows its gray stand-in until the image is there).
        case missingPatternImage(name: String)
        /// A processing instruction the compiler does not know (a warning: it is ignored).
        case unknownInstruction(target: String, suggestion: String?)
        /// A processing instruction whose data is not what it takes.
        case invalidInstruction(target: String, reason: String)
        /// `<?else?>` or `<?end?>` without a `<?case?>` open (a case may go on to the document's end).
        case unbalancedConditional(instruction: String)
        /// An element that cannot appear where it is, such as `sectionHeader` outside a table.
        case misplacedElement(name: String, parent: String)
        /// An item element without an attribute its kind requires, such as `<row>` without `title`.
        case missingAttribute(name: String, element: String)
        /// An `id` already given to another element of the same build; `firstFile` and `firstAt` locate that one.
        case duplicateID(name: String, firstFile: String, firstAt: SourcePosition)
    }
}

extension MarkupDiagnostic {
    /// Why a binding expression failed, as the runtime reported it.
    public enum ExpressionFailure: Hashable, Sendable, CustomStringConvertible {
        /// Its text does not parse.
        case expression(ExpressionError)
        /// Its formatter cannot be made.
        case formatter(FormatterError)
        /// It cannot bind as written (two ways without a key path, say).
        case binding(BindingError)

        /// The runtime's own words for the failure.
        public var description: String {
            switch self {
            case .expression(let error): error.description
            case .formatter(let error): error.description
            case .binding(let error): error.description
            }
        }
    }
}

extension MarkupDiagnostic.CompilingProblem {
    /// The message, without location or severity.
    public var message: String {
        switch self {
        case .unknownElement(let name, let suggestion):
            return "unknown element '\(name)'" + Suggestion.clause(suggestion)
        case .unavailableElement(let name, let framework):
            return "'\(name)' (\(framework)) is not available in the view kit"
        case .missingPatternImage(let name):
            return "no image '\(name)' beside the document; its pattern shows a gray stand-in"
        case .unknownProperty(let name, let type, let suggestion):
            return "unknown property '\(name)' on \(type)" + Suggestion.clause(suggestion)
        case .unsupportedProperty(let name, let type):
            return "'\(name)' on \(type) is not supported yet and is ignored"
        case .retiredMarkup(let what, let replacement):
            return "\(what) is from an older MarkupKit and is ignored: \(replacement)"
        case .invalidValue(let property, let value, let expected):
            return "invalid value \(ValueWording.quoted(value)) for property '\(property)'; expected \(expected)"
        case .invalidExpression(let failure):
            return "invalid binding expression: \(failure)"
        case .cyclicInclude(let chain):
            return "cyclic include: \(chain.joined(separator: " -> "))"
        case .unknownClass(let name, let suggestion):
            return "unknown class '\(name)'" + Suggestion.clause(suggestion)
        case .unknownInstruction(let target, let suggestion):
            return "unknown processing instruction '<?\(target)?>' is ignored" + Suggestion.clause(suggestion)
        case .invalidInstruction(let target, let reason):
            return "invalid '<?\(target)?>': \(reason)"
        case .unbalancedConditional(let instruction):
            return "'<?\(instruction)?>' has no matching '<?case?>'"
        case .misplacedElement(let name, let parent):
            return "'\(name)' cannot appear inside '\(parent)'"
        case .missingAttribute(let name, let element):
            return "'<\(element)>' requires the attribute '\(name)'"
        case .duplicateID(let name, let firstFile, let firstAt):
            return "duplicate id '\(name)'; first given at \(firstFile):\(firstAt)"
        }
    }
}
