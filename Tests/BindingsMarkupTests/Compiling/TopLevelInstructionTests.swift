@testable import BindingsMarkup
import BindingsTestSupport
import Testing

/// Processing instructions outside the root element: MarkupKit reads its `<?properties?>` there;
/// anything else is unknown, and warned of as it would be inside the root.
@MainActor @Suite(.checksLiveObjects) struct TopLevelInstructionTests {
    @Test func unknownInstructionsOutsideTheRootAreWarnedOfAsInsideIt() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <?properties {"big": {"numberOfLines": 2}}?>
            <?sectionBrake?>
            <UILabel class="big" text="Hi"/>
            <?trailer?>
            """
        let template = try MarkupLoader().template(source: source, file: "Top.xml")
        #expect(template.warnings.map(\.description) == [
            "Top.xml:3:1: warning: unknown processing instruction '<?sectionBrake?>' is ignored; did you mean 'sectionBreak'?",
            "Top.xml:5:1: warning: unknown processing instruction '<?trailer?>' is ignored",
        ])
        let label = try #require(try template.instantiate(owner: MarkupOwner()) as? Label)
        #expect(label.numberOfLines == 2)
    }
}
