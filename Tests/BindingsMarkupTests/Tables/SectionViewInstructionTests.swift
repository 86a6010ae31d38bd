import BindingsMarkup
import BindingsTestSupport
import Testing

/// MarkupKit's `<?sectionHeaderView?>` and `<?sectionFooterView?>`: the element that follows is the
/// last section's header or footer view, as `<sectionHeader>` and `<sectionFooter>` give it.
@MainActor @Suite(.checksLiveObjects) struct SectionViewInstructionTests {
    func load(_ source: String) throws(MarkupDiagnostics) -> View {
        try MarkupLoader().template(source: source, file: "Sections.xml").instantiate(owner: MarkupOwner())
    }

    @Test func theFollowingViewIsTheSectionsHeaderOrFooter() throws {
        let table = try #require(try load("""
            <LMTableView>
                <?sectionHeaderView?>
                <UILabel text="Sizes"/>
                <UITableViewCell textLabel.text="Small"/>
                <?sectionFooterView?>
                <UILabel text="Prices vary"/>
                <?sectionBreak?>
                <?sectionHeaderView?>
                <UILabel text="Toppings"/>
                <UITableViewCell textLabel.text="Cheese"/>
            </LMTableView>
            """) as? TableView)
        #expect(table.numberOfSections == 2)
        #expect((0..<2).map { (table.headerView(forSection: $0) as? Label)?.text } == ["Sizes", "Toppings"])
        #expect((0..<2).map { (table.footerView(forSection: $0) as? Label)?.text } == ["Prices vary", nil])
        #expect((0..<2).map { table.numberOfRows(inSection: $0) } == [1, 1])
    }

    nonisolated static let failures: [(source: String, messages: [String])] = [
        ("<LMTableView><?sectionHeaderView?></LMTableView>",
         ["Sections.xml:1:14: error: invalid '<?sectionHeaderView?>': a view must follow it"]),
        ("<LMTableView><?sectionFooterView?><?sectionHeaderView?><UILabel/></LMTableView>",
         ["Sections.xml:1:14: error: invalid '<?sectionFooterView?>': a view must follow it"]),
        ("<LMColumnView><?sectionHeaderView?><UILabel/></LMColumnView>",
         ["Sections.xml:1:15: error: '<?sectionHeaderView?>' cannot appear inside 'ColumnView'"]),
    ]

    @Test(arguments: failures)
    func aMisplacedOrUnfollowedInstructionIsAnError(source: String, messages: [String]) {
        var reported: [String] = []
        do {
            _ = try load(source)
        } catch {
            reported = error.diagnostics.map(\.description)
        }
        #expect(reported == messages)
    }
}
