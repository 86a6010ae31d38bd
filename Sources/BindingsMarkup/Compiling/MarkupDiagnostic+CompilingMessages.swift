// The wording of the problems the compiler reports: elements, attributes, values, expressions,
// includes, instructions and ids.
extension MarkupDiagnostic.Kind {
    /// The message of a problem the compiler reports, or `nil` for another stage's.
    var compilingMessage: String? {
        switch self {
        case .unknownElement(let name, let suggestion):
            return "unknown element '\(name)'" + Suggestion.clause(suggestion)
        case .unavailableElement(let name, let framework):
            return "'\(name)' (\(framework)) is not available in the view kit"
        case .unknownProperty(let name, let type, let suggestion):
            return "unknown property '\(name)' on \(type)" + Suggestion.clause(suggestion)
        case .unsupportedProperty(let name, let type):
            return "'\(name)' on \(type) is not supported yet and is ignored"
        case .retiredMarkup(let what, let replacement):
            return "\(what) is from an older MarkupKit and is ignored: \(replacement)"
        case .invalidValue(let property, let value, let expected):
            return "invalid value \(ValueWording.quoted(value)) for property '\(property)'; expected \(expected)"
        case .invalidExpression(let message):
            return "invalid binding expression: \(message)"
        case .cyclicInclude(let chain):
            return "cyclic include: \(chain.joined(separator: " -> "))"
        case .unknownClass(let name, let suggestion):
            return "unknown class '\(name)'" + Suggestion.clause(suggestion)
        case .unknownInstruction(let target, let suggestion):
            return "unknown processing instruction '<?\(target)?>' is ignored" + Suggestion.clause(suggestion)
        case .invalidInstruction(let target, let reason):
            return "invalid '<?\(target)?>': \(reason)"
        case .unbalancedConditional(let instruction):
            let partner: MarkupInstructionName = instruction == MarkupInstructionName.case.rawValue ? .end : .case
            return "'<?\(instruction)?>' has no matching '<?\(partner.rawValue)?>'"
        case .misplacedElement(let name, let parent):
            return "'\(name)' cannot appear inside '\(parent)'"
        case .missingAttribute(let name, let element):
            return "'<\(element)>' requires the attribute '\(name)'"
        case .duplicateID(let name, let firstFile, let firstAt):
            return "duplicate id '\(name)'; first given at \(firstFile):\(firstAt)"
        default:
            return nil
        }
    }
}
