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
        Row("<UITableView style=\"groupedTableView\"/>", loads: true, [
            "Test.xml:1:14: warning: 'style' on TableView is not supported yet and is ignored",
        ]),
        Row("<LMTableView separatorStyle=\"none\"/>", loads: true, [
            "Test.xml:1:14: warning: 'separatorStyle' on TableView is not supported yet and is ignored",
        ]),
        Row("<UITableViewCell style=\"value1\"/>", loads: true, [
            "Test.xml:1:18: warning: 'style' on TableViewCell is not supported yet and is ignored",
        ]),
        Row("<LMTableViewCell selectionStyle=\"none\"/>", loads: true, [
            "Test.xml:1:18: warning: 'selectionStyle' on TableViewCell is not supported yet and is ignored",
        ]),
        Row("<UITableViewCell accessoryType=\"disclosureIndicator\"/>", loads: true, [
            "Test.xml:1:18: warning: 'accessoryType' on TableViewCell is not supported yet and is ignored",
        ]),
        Row("<UIButton style=\"systemButton\"/>", loads: true, [
            "Test.xml:1:11: warning: 'style' on Button is not supported yet and is ignored",
        ]),
        Row("<UITextField keyboardType=\"numberPad\"/>", loads: true, [
            "Test.xml:1:14: warning: 'keyboardType' on TextField is not supported yet and is ignored",
        ]),
        Row("<UITextField returnKeyType=\"done\"/>", loads: true, [
            "Test.xml:1:14: warning: 'returnKeyType' on TextField is not supported yet and is ignored",
        ]),
        Row("<UITextField autocapitalizationType=\"words\"/>", loads: true, [
            "Test.xml:1:14: warning: 'autocapitalizationType' on TextField is not supported yet and is ignored",
        ]),
        Row("<UITextField autocorrectionType=\"no\"/>", loads: true, [
            "Test.xml:1:14: warning: 'autocorrectionType' on TextField is not supported yet and is ignored",
        ]),
        Row("<UITextField spellCheckingType=\"no\"/>", loads: true, [
            "Test.xml:1:14: warning: 'spellCheckingType' on TextField is not supported yet and is ignored",
        ]),
        Row("<UITextField secureTextEntry=\"true\"/>", loads: true, [
            "Test.xml:1:14: warning: 'secureTextEntry' on TextField is not supported yet and is ignored",
        ]),
        Row("<UITextField clearButtonMode=\"whileEditing\"/>", loads: true, [
            "Test.xml:1:14: warning: 'clearButtonMode' on TextField is not supported yet and is ignored",
        ]),
        Row("<UITextField borderStyle=\"roundedRect\"/>", loads: true, [
            "Test.xml:1:14: warning: 'borderStyle' on TextField is not supported yet and is ignored",
        ]),
        Row("<UITextField textAlignment=\"center\"/>", loads: true, [
            "Test.xml:1:14: warning: 'textAlignment' on TextField is not supported yet and is ignored",
        ]),
        Row("<UITextField textColor=\"#808080\"/>", loads: true, [
            "Test.xml:1:14: warning: 'textColor' on TextField is not supported yet and is ignored",
        ]),
        // Rows take `alignment` (see SourceDocumentTests); columns do not yet.
        Row("<LMRowView alignment=\"baseline\"/>", loads: true, []),
        Row("<LMColumnView alignment=\"center\"/>", loads: true, [
            "Test.xml:1:15: warning: 'alignment' on ColumnView is not supported yet and is ignored",
        ]),
        Row("<UIImageView contentMode=\"scaleAspectFit\"/>", loads: true, [
            "Test.xml:1:14: warning: 'contentMode' on ImageView is not supported yet and is ignored",
        ]),
        Row("<UIView tintColor=\"red\"/>", loads: true, [
            "Test.xml:1:9: warning: 'tintColor' on View is not supported yet and is ignored",
        ]),
        Row("<UILabel alpha=\"0.5\"/>", loads: true, [
            "Test.xml:1:10: warning: 'alpha' on Label is not supported yet and is ignored",
        ]),
        Row("<UIView layer.cornerRadius=\"4\"/>", loads: true, [
            "Test.xml:1:9: warning: 'layer.cornerRadius' on View is not supported yet and is ignored",
        ]),
        Row("<UILabel lineBreakMode=\"byTruncatingTail\"/>", loads: true, [
            "Test.xml:1:10: warning: 'lineBreakMode' on Label is not supported yet and is ignored",
        ]),
    ]

    nonisolated static let others: [Row] = [
        Row("""
            <ColumnView>
                <?properties {"field": {"keyboardType": "numberPad"}}?>
                <UITextField class="field"/>
            </ColumnView>
            """, loads: true, [
            "Test.xml:3:25: warning: 'keyboardType' on TextField is not supported yet and is ignored",
        ]),
        Row("<UITextField keyboardType=\"$content.kind\"/>", loads: true, [
            "Test.xml:1:14: warning: 'keyboardType' on TextField is not supported yet and is ignored",
        ]),
        // Listed for another class: an error like any unknown attribute.
        Row("<UILabel keyboardType=\"numberPad\"/>", loads: false, [
            "Test.xml:1:10: error: unknown property 'keyboardType' on Label",
        ]),
        // Keys below the element are not looked up: the cell's label (of an internal subclass) lacks `style`.
        Row("<UITableViewCell textLabel.style=\"x\"/>", loads: false, [
            "Test.xml:1:18: error: unknown property 'style' on CellTextLabel",
        ]),
        // A misspelt listed attribute is an error that names it.
        Row("<UITextField keyboardTyp=\"numberPad\"/>", loads: false, [
            "Test.xml:1:14: error: unknown property 'keyboardTyp' on TextField; did you mean 'keyboardType'?",
        ]),
        Row("<UITextField colour=\"red\" secureTextEntry=\"true\"/>", loads: false, [
            "Test.xml:1:14: error: unknown property 'colour' on TextField",
            "Test.xml:1:27: warning: 'secureTextEntry' on TextField is not supported yet and is ignored",
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
