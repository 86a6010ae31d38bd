import BindingsTestSupport
import Testing
@testable import BindingsMarkup

/// Each stage words its own kinds: one example of every kind is worded by exactly one stage.
@Suite("Markup diagnostic wording by stage", .checksLiveObjects)
struct MarkupDiagnosticStageTests {
    static let position = SourcePosition(line: 1, column: 1)
    static let kinds: [MarkupDiagnostic.Kind] = [
        .invalidUTF8(byte: 0xFF), .invalidCharacter(codePoint: 7), .emptyDocument, .unexpectedEndOfFile(expected: .elementName),
        .unexpectedCharacter(found: "x", expected: .elementName), .unclosedElement(name: "a", openedAt: position),
        .mismatchedClosingTag(expected: "a", openedAt: position, found: "b"), .unexpectedClosingTag(name: "a"),
        .nestingTooDeep(limit: 1), .contentAfterRoot(root: "a"), .textOutsideRoot, .doctypeNotAllowed,
        .unsupportedDeclaration(text: "<!X"), .misplacedXMLDeclaration, .unterminatedComment, .unterminatedCDATA,
        .unterminatedInstruction(target: "a"), .tooManyErrors(limit: 1), .duplicateAttribute(name: "a", firstAt: position),
        .missingWhitespaceBeforeAttribute(name: "a"), .unterminatedAttributeValue(attribute: "a", quote: "'"),
        .unescapedLessThan, .unknownEntity(name: "a"), .invalidCharacterReference(reference: "&#0;"),
        .unterminatedEntity(text: "&a"), .unescapedAmpersand,
        .unknownElement(name: "a", suggestion: nil), .unavailableElement(name: "a", framework: "b"),
        .unknownProperty(name: "a", type: "b", suggestion: nil), .unsupportedProperty(name: "a", type: "b"),
        .invalidValue(property: "a", value: "b", expected: "c"), .invalidExpression(message: "a"), .cyclicInclude(chain: ["a"]),
        .unknownClass(name: "a", suggestion: nil), .unknownInstruction(target: "a", suggestion: nil),
        .invalidInstruction(target: "a", reason: "b"), .unbalancedConditional(instruction: "end"),
        .misplacedElement(name: "a", parent: "b"), .missingAttribute(name: "a", element: "b"),
        .duplicateID(name: "a", firstFile: "b", firstAt: position),
        .missingOutlet(name: "a", owner: "b", suggestion: nil), .outletTypeMismatch(name: "a", owner: "b", viewType: "c"),
        .unknownAction(name: "a", owner: "b", suggestion: nil), .unknownOwnerKey(message: "a"), .rootWithoutView,
        .rootViewMismatch(expected: "a", found: "b"),
        .documentNotFound(name: "a", searched: []),
        .malformedStrings(.notText), .missingLocalizedString(key: "a"),
    ]

    @Test("Worded by exactly one stage", arguments: kinds)
    func wordedOnce(_ kind: MarkupDiagnostic.Kind) {
        let wordings = [kind.parsingMessage, kind.compilingMessage, kind.instantiatingMessage, kind.loadingMessage,
                        kind.localizationMessage].compactMap(\.self)
        #expect(wordings.count == 1)
        #expect(wordings.first == kind.message)
    }

    @Test("The unbalanced conditional names its partner")
    func conditionalPartner() {
        #expect(MarkupDiagnostic.Kind.unbalancedConditional(instruction: "case").message == "'<?case?>' has no matching '<?end?>'")
        #expect(MarkupDiagnostic.Kind.unbalancedConditional(instruction: "else").message == "'<?else?>' has no matching '<?case?>'")
    }
}
