import BindingsTestSupport
import Testing
import BindingsMarkup

/// Each stage declares its problems and words them (the compiler checks every one is worded); a
/// kind's message is its stage's wording.
@Suite("Markup diagnostic wording by stage", .checksLiveObjects)
struct MarkupDiagnosticStageTests {
    static let kinds: [(MarkupDiagnostic.Kind, String)] = [
        (.parsing(.emptyDocument), "empty document; expected a root element"),
        (.compiling(.missingAttribute(name: "title", element: "row")), "'<row>' requires the attribute 'title'"),
        (.owner(.outletTypeMismatch(name: "a", owner: "B", viewType: "Label")), "outlet 'a' of B cannot hold a Label"),
        (.loading(.documentNotFound(name: "A", searched: [])), "no markup document named 'A'; no folders to search"),
        (.localization(.missingLocalizedString(key: "a")), "no localized string for '@a'; the key is shown"),
    ]

    @Test("Worded by its stage", arguments: kinds)
    func wordedByItsStage(_ kind: MarkupDiagnostic.Kind, _ message: String) {
        #expect(kind.message == message)
    }

    @Test("An unbalanced conditional names the case it lacks")
    func conditionalPartner() {
        #expect(MarkupDiagnostic.Kind.compiling(.unbalancedConditional(instruction: "end")).message == "'<?end?>' has no matching '<?case?>'")
        #expect(MarkupDiagnostic.Kind.compiling(.unbalancedConditional(instruction: "else")).message == "'<?else?>' has no matching '<?case?>'")
    }
}
