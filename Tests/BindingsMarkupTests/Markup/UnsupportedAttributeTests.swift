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
        row("UIView", "accessibilityLabel", "Call"), row("UIView", "accessibilityHint", "Calls the pharmacy"),
        row("UIView", "accessibilityIdentifier", "call"), row("UIView", "accessibilityValue", "3"),
        row("UISwitch", "contentHorizontalAlignment", "left"), row("UISwitch", "contentVerticalAlignment", "top"),
        row("UIButton", "imageEdgeInsets", "2"), row("UIButton", "titleEdgeInsets", "2"),
    ]

    /// `<element attribute="value"/>`, which loads with one warning at the attribute.
    nonisolated static func row(_ element: String, _ attribute: String, _ value: String) -> Row {
        let type = ["UIView": "View", "UISwitch": "Switch", "UIButton": "Button"][element] ?? element
        return Row("<\(element) \(attribute)=\"\(value)\"/>", loads: true, [
            "Test.xml:1:\(element.count + 3): warning: '\(attribute)' on \(type) is not supported yet and is ignored",
        ])
    }

    nonisolated static let others: [Row] = [
        // From a class template of the document, or bound: still a warning where it is written.
        Row("""
            <ColumnView>
                <?properties {"title": {"accessibilityLabel": "Title"}}?>
                <UILabel class="title"/>
            </ColumnView>
            """, loads: true, [
            "Test.xml:3:21: warning: 'accessibilityLabel' on Label is not supported yet and is ignored",
        ]),
        Row("<UILabel accessibilityLabel=\"$content.name\"/>", loads: true, [
            "Test.xml:1:10: warning: 'accessibilityLabel' on Label is not supported yet and is ignored",
        ]),
        // Listed for another class: an error like any unknown attribute.
        Row("<UILabel imageEdgeInsets=\"2\"/>", loads: false, [
            "Test.xml:1:10: error: unknown property 'imageEdgeInsets' on Label",
        ]),
        // Keys below the element are not looked up: the cell's label (of an internal subclass) lacks `image`.
        Row("<UITableViewCell textLabel.image=\"x\"/>", loads: false, [
            "Test.xml:1:18: error: unknown property 'image' on CellTextLabel",
        ]),
        // A misspelt listed attribute is an error that names it.
        Row("<UILabel accessibilityLable=\"x\"/>", loads: false, [
            "Test.xml:1:10: error: unknown property 'accessibilityLable' on Label; did you mean 'accessibilityLabel'?",
        ]),
        Row("<UILabel colour=\"red\" accessibilityLabel=\"x\"/>", loads: false, [
            "Test.xml:1:10: error: unknown property 'colour' on Label",
            "Test.xml:1:23: warning: 'accessibilityLabel' on Label is not supported yet and is ignored",
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
