@testable import BindingsMarkup
import BindingsTestSupport
import Testing

/// Documents written for older MarkupKit versions load: what MarkupKit 4 dropped is left out with
/// a warning that says what takes its place.
@MainActor @Suite(.checksLiveObjects) struct RetiredMarkupTests {
    @Test func retiredAttributesElementsAndInstructionsAreLeftOutWithAWarning() throws {
        let source = """
            <LMColumnView layoutMarginsRelativeArrangement="true" spacing="4">
                <UITextField placeholder="Name">
                    <?inputView?>
                    <UIDatePicker/>
                    <?inputAccessoryView?>
                    <LMRowView><UIButton title="Done"/></LMRowView>
                </UITextField>
                <UIToolbar>
                    <item type="flexibleSpace"/>
                </UIToolbar>
                <UILabel text="Kept"/>
            </LMColumnView>
            """
        let template = try MarkupLoader().template(source: source, file: "Old.xml")
        #expect(template.warnings.map(\.description) == [
            "Old.xml:1:15: warning: 'layoutMarginsRelativeArrangement' is from an older MarkupKit and is ignored: layout views always arrange their subviews within their layout margins; set layoutMargins=\"0\" to use the whole view",
            "Old.xml:3:9: warning: '<?inputView?>' is from an older MarkupKit and is ignored: a text field takes the keyboard's input only",
            "Old.xml:5:9: warning: '<?inputAccessoryView?>' is from an older MarkupKit and is ignored: put the accessory's views beside the text field",
            "Old.xml:8:5: warning: '<UIToolbar>' is from an older MarkupKit and is ignored: put the bar's buttons in an LMRowView, or give the screen's controller its bar items",
        ])
        let column = try #require(try template.instantiate(owner: MarkupOwner()) as? ColumnView)
        #expect(column.spacing == 4)
        #expect(column.subviews.map { String(describing: type(of: $0)) } == ["TextField", "Label"])
        #expect(column.subviews.first?.subviews.contains { $0 is DatePicker || $0 is RowView } == false)
    }
}
