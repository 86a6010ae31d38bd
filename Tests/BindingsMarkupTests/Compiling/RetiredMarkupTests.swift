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

/// Elements MarkupKit's README names the way it names them.
@MainActor @Suite(.checksLiveObjects) struct ReadmeElementNameTests {
    /// The README's `LMSegmentedControl`, whose segments carry values.
    @Test func lmSegmentedControlIsTheSegmentedControl() throws {
        let source = """
            <LMSegmentedControl selectedSegmentIndex="1">
                <segment title="Small" value="S"/>
                <segment title="Large" value="L"/>
            </LMSegmentedControl>
            """
        let template = try MarkupLoader().template(source: source, file: "Sizes.xml")
        #expect(template.warnings == [])
        let control = try #require(try template.instantiate(owner: MarkupOwner()) as? SegmentedControl)
        #expect(control.value == "L")
    }

    /// `<MyApp.MyCustomView/>`: a registered class named with its module resolves to that class.
    @Test func aModuleQualifiedElementNamesTheRegisteredClass() throws {
        let loader = MarkupLoader()
        // `BadgeView` is a view of this test module (see `MarkupLoadingTests`).
        loader.elementTypes.register(BadgeView.self, as: "BadgeView")
        let view = try loader.template(source: #"<LMColumnView><BindingsMarkupTests.BadgeView tag="3"/></LMColumnView>"#, file: "Badge.xml")
            .instantiate(owner: MarkupOwner())
        #expect(view.subviews.map { "\(type(of: $0)) \($0.tag)" } == ["BadgeView 3"])
    }
}
