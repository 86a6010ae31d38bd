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
        Row("<UILabel adjustsFontSizeToFitWidth=\"true\"/>", loads: true, [
            "Test.xml:1:10: warning: 'adjustsFontSizeToFitWidth' on Label is not supported yet and is ignored",
        ]),
        Row("<UILabel minimumScaleFactor=\"0.5\"/>", loads: true, [
            "Test.xml:1:10: warning: 'minimumScaleFactor' on Label is not supported yet and is ignored",
        ]),
    ]

    nonisolated static let others: [Row] = [
        Row("""
            <ColumnView>
                <?properties {"title": {"minimumScaleFactor": "0.5"}}?>
                <UILabel class="title"/>
            </ColumnView>
            """, loads: true, [
            "Test.xml:3:21: warning: 'minimumScaleFactor' on Label is not supported yet and is ignored",
        ]),
        Row("<UILabel minimumScaleFactor=\"$content.scale\"/>", loads: true, [
            "Test.xml:1:10: warning: 'minimumScaleFactor' on Label is not supported yet and is ignored",
        ]),
        // Listed for another class: an error like any unknown attribute.
        Row("<UITextField minimumScaleFactor=\"0.5\"/>", loads: false, [
            "Test.xml:1:14: error: unknown property 'minimumScaleFactor' on TextField",
        ]),
        // Keys below the element are not looked up: the cell's label (of an internal subclass) lacks `image`.
        Row("<UITableViewCell textLabel.image=\"x\"/>", loads: false, [
            "Test.xml:1:18: error: unknown property 'image' on CellTextLabel",
        ]),
        // A misspelt listed attribute is an error that names it.
        Row("<UILabel minimumScaleFacter=\"0.5\"/>", loads: false, [
            "Test.xml:1:10: error: unknown property 'minimumScaleFacter' on Label; did you mean 'minimumScaleFactor'?",
        ]),
        Row("<UILabel colour=\"red\" minimumScaleFactor=\"0.5\"/>", loads: false, [
            "Test.xml:1:10: error: unknown property 'colour' on Label",
            "Test.xml:1:23: warning: 'minimumScaleFactor' on Label is not supported yet and is ignored",
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
            row.source.split(separator: " ").dropFirst().first?.split(separator: "=").first?.split(separator: ".").first.map(String.init)
        })
        #expect(tested == Set(UnsupportedAttributes.names))
    }
}
