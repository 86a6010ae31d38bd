import BindingsTestSupport
import Testing
@testable import BindingsMarkup

/// MarkupKit attributes the kit does not implement yet: each is a warning, never ignored in silence,
/// and the document still loads; any other attribute a view does not declare is an error.
@MainActor @Suite(.checksLiveObjects) struct UnsupportedAttributeTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let source: String
        /// Whether the document compiles and builds (with `diagnostics` as its warnings).
        let loads: Bool
        let diagnostics: [String]
        var testDescription: String { source }

        init(_ source: String, loads: Bool, _ diagnostics: [String]) {
            self.source = source
            self.loads = loads
            self.diagnostics = diagnostics
        }
    }

    /// One row per attribute of the kit's table, on each kind of view it belongs to.
    nonisolated static let listed: [Row] = [
        row("UIView", "userInteractionEnabled", "false"), row("UIView", "isUserInteractionEnabled", "false"),
        row("UIView", "exclusiveTouch", "true"), row("UIView", "multipleTouchEnabled", "true"),
        row("UIView", "tintAdjustmentMode", "dimmed"),
        row("UITextField", "keyboardAppearance", "dark"), row("UITextView", "textContentType", "emailAddress"),
        row("UISearchBar", "smartDashesType", "no"), row("UITextField", "smartQuotesType", "no"),
        row("UITextView", "smartInsertDeleteType", "no"),
        row("UIButton", "adjustsImageWhenHighlighted", "false"), row("UIButton", "showsTouchWhenHighlighted", "true"),
        row("LMScrollView", "showsVerticalScrollIndicator", "false"), row("LMTableView", "showsHorizontalScrollIndicator", "false"),
        row("UITextView", "indicatorStyle", "white"), row("LMScrollView", "bounces", "false"),
        row("LMTableView", "keyboardDismissMode", "onDrag"), row("LMScrollView", "contentInsetAdjustmentBehavior", "never"),
        row("UISearchBar", "barStyle", "black"), row("UISearchBar", "searchBarStyle", "minimal"),
    ]

    /// `<element attribute="value"/>`, which loads with one warning at the attribute.
    nonisolated static func row(_ element: String, _ attribute: String, _ value: String) -> Row {
        let type = ["UIView": "View", "UIButton": "Button", "UITextField": "TextField", "UITextView": "TextView",
                    "UISearchBar": "SearchBar", "LMScrollView": "ScrollView", "LMTableView": "TableView"][element] ?? element
        return Row("<\(element) \(attribute)=\"\(value)\"/>", loads: true, [
            "Test.xml:1:\(element.count + 3): warning: '\(attribute)' on \(type) is not supported yet and is ignored",
        ])
    }

    nonisolated static let others: [Row] = [
        // From a class template of the document, or bound: still a warning where it is written.
        Row("""
            <ColumnView>
                <?properties {"field": {"keyboardAppearance": "dark"}}?>
                <UITextField class="field"/>
            </ColumnView>
            """, loads: true, [
            "Test.xml:3:25: warning: 'keyboardAppearance' on TextField is not supported yet and is ignored",
        ]),
        Row("<UITextField keyboardAppearance=\"$content.appearance\"/>", loads: true, [
            "Test.xml:1:14: warning: 'keyboardAppearance' on TextField is not supported yet and is ignored",
        ]),
        // Listed for another class: an error like any unknown attribute.
        Row("<UILabel keyboardAppearance=\"dark\"/>", loads: false, [
            "Test.xml:1:10: error: unknown property 'keyboardAppearance' on Label",
        ]),
        // Keys below the element are not looked up: the cell's label (of an internal subclass) lacks `image`.
        Row("<UITableViewCell textLabel.image=\"x\"/>", loads: false, [
            "Test.xml:1:18: error: unknown property 'image' on CellTextLabel",
        ]),
        // A misspelt listed attribute is an error that names it.
        Row("<LMScrollView bouncse=\"false\"/>", loads: false, [
            "Test.xml:1:15: error: unknown property 'bouncse' on ScrollView; did you mean 'bounces'?",
        ]),
        Row("<UITextField colour=\"red\" keyboardAppearance=\"dark\"/>", loads: false, [
            "Test.xml:1:14: error: unknown property 'colour' on TextField",
            "Test.xml:1:27: warning: 'keyboardAppearance' on TextField is not supported yet and is ignored",
        ]),
    ]

    @Test(arguments: listed + others)
    func unsupportedAttributesWarnAndOthersFail(_ row: Row) throws {
        let loader = try fixtureLoader()
        try expectLoad({ () throws(MarkupDiagnostics) in try loader.template(source: row.source, file: "Test.xml") }, loads: row.loads, diagnostics: row.diagnostics)
    }

    /// The rows above cover the whole table: an attribute added to it needs a row here.
    @Test func theRowsCoverTheTable() {
        let tested = Set(Self.listed.compactMap { row in
            row.source.split(separator: " ").dropFirst().first?.split(separator: "=").first.map(String.init)
        })
        #expect(tested == Set(UnsupportedAttributes.names))
    }
}
