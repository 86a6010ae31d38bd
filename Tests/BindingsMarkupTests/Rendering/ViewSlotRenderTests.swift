import Bindings
@_spi(Backend) import BindingsMarkup
import BindingsTestSupport
import Testing

/// Views in slots as both pictures draw them and as layout places them: a selected cell's
/// background, a text field's side views per mode, a table's header and footer views, an image's
/// overlay and a refreshing control.
@MainActor @Suite(.checksLiveObjects) struct ViewSlotRenderTests {
    func load<V: View>(_ source: String, as type: V.Type) throws -> V {
        try #require(try MarkupLoader().template(source: source, file: "Slots.xml").instantiate(owner: SlotOwner()) as? V)
    }

    /// The frames of the views drawn, root first.
    func shownFrames(_ root: View) -> [Rect] {
        root.allViews.filter { !$0.isCollapsed }.map(\.frame)
    }

    static let cells = """
        <LMTableView>
            <UITableViewCell textLabel.text="Small">
                <?backgroundView?>
                <UILabel text="plain" textAlignment="right"/>
                <?selectedBackgroundView?>
                <UILabel text="selected" textAlignment="right" backgroundColor="#CCE0FF"/>
                <?multipleSelectionBackgroundView?>
                <UILabel text="one of many" textAlignment="right"/>
            </UITableViewCell>
            <UITableViewCell textLabel.text="Large"/>
        </LMTableView>
        """

    @Test(arguments: [
        (selections: 0, multiple: false, text: " Small              plain\n Large", background: "plain", x: "160", fill: ""),
        (1, false, " Small           selected\n Large", "selected", "136", "    <rect x=\"0\" y=\"0\" width=\"200\" height=\"20\" fill=\"#CCE0FF\"/>\n"),
        (1, true, " Small        one of many\n Large", "one of many", "112", ""),
        (2, true, " Small              plain\n Large", "plain", "160", ""),
    ])
    func aSelectedCellShowsItsSelectedBackground(selections: Int, multiple: Bool, text: String, background: String, x: String, fill: String) throws {
        let table = try load(Self.cells, as: TableView.self)
        table.allowsMultipleSelection = multiple
        for _ in 0..<selections { table.userDidSelectRow(at: TableIndexPath(row: 0, section: 0)) }
        #expect(TextRenderer().render(table, width: 200) == text)
        #expect(SVGRenderer().render(table, width: 200) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40" font-family="monospace">
              <clipPath id="clip1"><rect x="0" y="0" width="200" height="40"/></clipPath>
              <g clip-path="url(#clip1)">
            \(fill)    <text x="\(x)" y="16" font-size="16" fill="#000000">\(background)</text>
                <text x="8" y="16" font-size="16" fill="#000000">Small</text>
                <text x="8" y="36" font-size="16" fill="#000000">Large</text>
              </g>
            </svg>

            """)
        // The background fills the cell and takes no row of the column.
        #expect(shownFrames(table) == [Rect(x: 0, y: 0, width: 200, height: 40), Rect(x: 0, y: 0, width: 200, height: 20),
                                       Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 8, y: 0, width: 176, height: 20),
                                       Rect(x: 0, y: 20, width: 200, height: 20), Rect(x: 8, y: 0, width: 176, height: 20)])
    }

    @Test func aCellWithSelectionStyleNoneKeepsItsPlainBackground() throws {
        let table = try load(Self.cells.replacingOccurrences(of: #"text="Small""#, with: #"text="Small" selectionStyle="none""#), as: TableView.self)
        table.userDidSelectRow(at: TableIndexPath(row: 0, section: 0))
        #expect(TextRenderer().render(table, width: 200) == " Small              plain\n Large")
    }

    static let field = """
        <UITextField text="a@b.c" leftViewMode="LEFT" rightViewMode="RIGHT">
            <?leftView?>
            <UIImageView image="mail"/>
            <?rightView?>
            <UILabel text="@"/>
        </UITextField>
        """

    /// The side views in each mode, editing and not: the text lies between the views shown.
    @Test(arguments: [
        (left: "never", right: "never", editing: false, text: "[a@b.c___]", frames: [Rect(x: 0, y: 0, width: 80, height: 20)]),
        ("always", "never", false, "✉ [a@b.c___]", [Rect(x: 0, y: 0, width: 96, height: 20), Rect(x: 0, y: 2, width: 16, height: 16)]),
        ("whileEditing", "unlessEditing", false, "[a@b.c___]@", [Rect(x: 0, y: 0, width: 88, height: 20), Rect(x: 80, y: 0, width: 8, height: 20)]),
        ("whileEditing", "unlessEditing", true, "✉ [a@b.c___]", [Rect(x: 0, y: 0, width: 96, height: 20), Rect(x: 0, y: 2, width: 16, height: 16)]),
        ("always", "always", true, "✉ [a@b.c___]@",
         [Rect(x: 0, y: 0, width: 104, height: 20), Rect(x: 0, y: 2, width: 16, height: 16), Rect(x: 96, y: 0, width: 8, height: 20)]),
    ])
    func aTextFieldShowsItsSideViewsAsItsModesSay(left: String, right: String, editing: Bool, text: String, frames: [Rect]) throws {
        let field = try load(Self.field.replacingOccurrences(of: "LEFT", with: left).replacingOccurrences(of: "RIGHT", with: right), as: TextField.self)
        if editing { field.userDidBeginEditing() }
        #expect(TextRenderer().render(field, width: 200) == text)
        #expect(shownFrames(field) == frames)
    }

    @Test func theSVGPictureDrawsTheTextAfterTheLeftView() throws {
        let field = try load(Self.field.replacingOccurrences(of: "LEFT", with: "always").replacingOccurrences(of: "RIGHT", with: "whileEditing"), as: TextField.self)
        field.userDidBeginEditing()
        field.userDidEndEditing()
        #expect(SVGRenderer().render(field, width: 200) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="96" height="20" viewBox="0 0 96 20" font-family="monospace">
              <rect x="0" y="0" width="96" height="20" fill="none" stroke="#999999"/>
              <text x="24" y="16" font-size="16" fill="#000000">a@b.c</text>
              <g>
                <title>mail</title>
                <rect x="0" y="2" width="16" height="16" fill="#EDEDED" stroke="#999999"/>
                <text x="8" y="14.5" font-size="12" text-anchor="middle" fill="#555555">✉</text>
              </g>
            </svg>

            """)
    }

    @Test func aTablesHeaderAndFooterViewsScrollAboveAndBelowItsSections() throws {
        let table = try load("""
            <LMTableView>
                <?tableHeaderView?>
                <UILabel text="Top of the list"/>
                <?backgroundView?>
                <UIView backgroundColor="#EEEEEE"/>
                <sectionHeader title="Sizes"/>
                <UITableViewCell textLabel.text="Small"/>
                <?sectionBreak?>
                <UITableViewCell textLabel.text="Cheese"/>
                <?tableFooterView?>
                <UILabel text="End of the list"/>
            </LMTableView>
            """, as: TableView.self)
        #expect(table.tableItems == [.tableHeader, .header(section: 0), .row(TableIndexPath(row: 0, section: 0)),
                                     .row(TableIndexPath(row: 0, section: 1)), .tableFooter])
        #expect(TextRenderer().render(table, width: 160) == "Top of the list\n Sizes\n Small\n Cheese\nEnd of the list")
        #expect(SVGRenderer().render(table, width: 160) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100" font-family="monospace">
              <clipPath id="clip1"><rect x="0" y="0" width="160" height="100"/></clipPath>
              <g clip-path="url(#clip1)">
                <rect x="0" y="0" width="160" height="100" fill="#EEEEEE"/>
                <text x="8" y="56" font-size="16" fill="#000000">Small</text>
                <text x="8" y="76" font-size="16" fill="#000000">Cheese</text>
                <text x="0" y="16" font-size="16" fill="#000000">Top of the list</text>
                <text x="8" y="36" font-size="16" font-weight="bold" fill="#000000">Sizes</text>
                <text x="0" y="96" font-size="16" fill="#000000">End of the list</text>
              </g>
            </svg>

            """)
        // Scrolled 30 points: the header view moves up with the rows, the background stays.
        table.frame = Rect(x: 0, y: 0, width: 160, height: 60)
        table.contentOffset = 30
        table.layoutIfNeeded()
        #expect(table.backgroundView?.frame == Rect(x: 0, y: 0, width: 160, height: 60))
        #expect(table.tableHeaderView?.frame == Rect(x: 0, y: -30, width: 160, height: 20))
        #expect(table.tableFooterView?.frame == Rect(x: 0, y: 50, width: 160, height: 20))
    }

    @Test func anImagesOverlayFillsItInsideItsMargins() throws {
        let image = try load("""
            <UIImageView image="logo" imageSize="{96, 40}" layoutMargins="4">
                <?overlayContent?>
                <UILabel text="Sale" textAlignment="center"/>
            </UIImageView>
            """, as: ImageView.self)
        #expect(TextRenderer().render(image, width: 96) == "[L]Sale")
        #expect(SVGRenderer().render(image, width: 96) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40" font-family="monospace">
              <g>
                <title>logo</title>
                <rect x="0" y="0" width="96" height="40" fill="#EDEDED" stroke="#999999"/>
                <text x="48" y="31.25" font-size="30" text-anchor="middle" fill="#555555">L</text>
              </g>
              <text x="32" y="20" font-size="16" fill="#000000">Sale</text>
            </svg>

            """)
        #expect(shownFrames(image) == [Rect(x: 0, y: 0, width: 96, height: 40), Rect(x: 4, y: 4, width: 88, height: 32)])
    }

    @Test func aRefreshingControlShowsAboveTheContentWhichMovesDown() throws {
        let scroll = try load("""
            <LMScrollView fitToWidth="true">
                <?refreshControl?>
                <UIRefreshControl/>
                <LMColumnView>
                    <UILabel text="Mail"/>
                    <UILabel text="News"/>
                </LMColumnView>
            </LMScrollView>
            """, as: ScrollView.self)
        #expect(TextRenderer().render(scroll, width: 80) == "Mail\nNews")
        #expect(shownFrames(scroll).prefix(2) == [Rect(x: 0, y: 0, width: 80, height: 40), Rect(x: 0, y: 0, width: 80, height: 40)])
        scroll.refreshControl?.userDidPullToRefresh()
        #expect(TextRenderer().render(scroll, width: 80) == "     ◌\nMail\nNews")
        #expect(SVGRenderer().render(scroll, width: 80) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="80" height="60" viewBox="0 0 80 60" font-family="monospace">
              <clipPath id="clip1"><rect x="0" y="0" width="80" height="60"/></clipPath>
              <g clip-path="url(#clip1)">
                <circle cx="40" cy="10" r="8" fill="none" stroke="#999999" stroke-width="2"/>
                <text x="0" y="36" font-size="16" fill="#000000">Mail</text>
                <text x="0" y="56" font-size="16" fill="#000000">News</text>
              </g>
            </svg>

            """)
        #expect(shownFrames(scroll).prefix(3) == [Rect(x: 0, y: 0, width: 80, height: 60), Rect(x: 0, y: 0, width: 80, height: 20),
                                                  Rect(x: 0, y: 20, width: 80, height: 40)])
        scroll.refreshControl?.endRefreshing()
        #expect(TextRenderer().render(scroll, width: 80) == "Mail\nNews")
    }

    @Test func aRefreshingTableMovesItsRowsDown() throws {
        let table = try load("""
            <LMTableView>
                <?refreshControl?>
                <UIRefreshControl/>
                <UITableViewCell textLabel.text="Small"/>
            </LMTableView>
            """, as: TableView.self)
        table.refreshControl?.beginRefreshing()
        #expect(TextRenderer().render(table, width: 80) == "     ◌\n Small")
    }
}
