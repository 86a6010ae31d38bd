import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// `UITableViewHeaderFooterView` and `LMTableViewHeaderFooterView` as the views that follow
/// `<?sectionHeaderView?>` and `<?sectionFooterView?>`: their labels first, then their children.
@MainActor @Suite(.checksLiveObjects) struct HeaderFooterViewTests {
    @Test func headerAndFooterViewsTakeTheirLabelsAndChildren() throws {
        let source = """
            <LMTableView>
                <?sectionHeaderView?>
                <UITableViewHeaderFooterView textLabel.text="Sizes" detailTextLabel.text="Pick one"/>
                <UITableViewCell textLabel.text="Small"/>
                <?sectionFooterView?>
                <LMTableViewHeaderFooterView textLabel.text="Prices vary">
                    <UILabel text="Tax included"/>
                </LMTableViewHeaderFooterView>
            </LMTableView>
            """
        let table = try #require(try MarkupLoader().template(source: source, file: "Sections.xml").instantiate(owner: MarkupOwner()) as? TableView)
        let header = try #require(table.headerView(forSection: 0) as? TableViewHeaderFooterView)
        let footer = try #require(table.footerView(forSection: 0) as? TableViewHeaderFooterView)
        #expect([header.textLabel.text, header.detailTextLabel.text] == ["Sizes", "Pick one"])
        #expect([footer.textLabel.text, footer.detailTextLabel.text] == ["Prices vary", nil])
        #expect(footer.subviews.map { ($0 as? Label)?.text } == ["Prices vary", nil, "Tax included"])
        // The empty detail label takes no space.
        footer.layoutToFit(width: 160)
        #expect(footer.subviews.map(\.frame) == [
            Rect(x: 8, y: 4, width: 136, height: 17.5), Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 8, y: 21.5, width: 136, height: 20),
        ])
        #expect(TextRenderer().render(footer) == " Prices vary\n Tax included\n")
        #expect(SVGRenderer().render(footer) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="160" height="45.5" viewBox="0 0 160 45.5" font-family="monospace">
              <text x="8" y="18" font-size="14" fill="#6E6E6E">Prices vary</text>
              <text x="8" y="37.5" font-size="16" fill="#000000">Tax included</text>
            </svg>

            """)
        header.layoutToFit(width: 160)
        #expect(TextRenderer().render(header) == " Sizes\n Pick one\n")
    }
}
