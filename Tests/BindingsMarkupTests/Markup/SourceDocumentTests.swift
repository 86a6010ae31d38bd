import BindingsMarkup
import BindingsTestSupport
import Testing

/// The MarkupKit documents of the source material, copied unchanged into the fixtures: each loads
/// with every attribute the kit ignores named in a warning, or fails with exact errors where the kit
/// lacks its element.
@MainActor @Suite(.checksLiveObjects) struct SourceDocumentTests {
    struct Document: Sendable, CustomTestStringConvertible {
        let name: String
        /// Whether the document compiles and builds (with `diagnostics` as its warnings).
        let loads: Bool
        let diagnostics: [String]
        var testDescription: String { name }
    }

    nonisolated static let documents: [Document] = [
        Document(name: "PharmacyCellBaseline", loads: true, diagnostics: [
            "PharmacyCellBaseline.xml:4:16: warning: 'alignment' on RowView is not supported yet and is ignored",
        ]),
        Document(name: "Sizes", loads: true, diagnostics: [
            "Sizes.xml:3:14: warning: 'style' on TableView is not supported yet and is ignored",
        ]),
        Document(name: "PetsNoValues", loads: true, diagnostics: [
            "PetsNoValues.xml:3:14: warning: 'style' on TableView is not supported yet and is ignored",
        ]),
        Document(name: "PizzaForm", loads: false, diagnostics: [
            "PizzaForm.xml:4:14: warning: 'style' on TableView is not supported yet and is ignored",
            "PizzaForm.xml:6:22: warning: 'selectionStyle' on TableViewCell is not supported yet and is ignored",
            "PizzaForm.xml:9:22: warning: 'selectionStyle' on TableViewCell is not supported yet and is ignored",
            "PizzaForm.xml:10:66: warning: 'keyboardType' on TextField is not supported yet and is ignored",
            "PizzaForm.xml:12:22: warning: 'selectionStyle' on TableViewCell is not supported yet and is ignored",
            "PizzaForm.xml:13:70: warning: 'keyboardType' on TextField is not supported yet and is ignored",
            "PizzaForm.xml:37:22: warning: 'selectionStyle' on TableViewCell is not supported yet and is ignored",
            "PizzaForm.xml:38:9: error: unknown element 'UIDatePicker'",
            "PizzaForm.xml:43:22: warning: 'selectionStyle' on TableViewCell is not supported yet and is ignored",
            "PizzaForm.xml:44:9: error: unknown element 'UITextView'",
        ]),
        Document(name: "SizePicker", loads: false, diagnostics: [
            "SizePicker.xml:3:1: error: unknown element 'LMPickerView'",
        ]),
        Document(name: "TabBar", loads: false, diagnostics: [
            "TabBar.xml:2:1: error: unknown element 'UITabBar'",
        ]),
    ]

    @Test(arguments: documents)
    func eachDocumentLoadsWithItsWarningsOrFailsExactly(_ document: Document) throws {
        let loader = try fixtureLoader()
        try expectLoad({ () throws(MarkupDiagnostics) in try loader.template(named: document.name) }, loads: document.loads, diagnostics: document.diagnostics)
    }

    @Test func pharmacyCellBaselineFillsEveryOutlet() throws {
        let owner = MarkupOwner()
        let root = try fixtureLoader().view(named: "PharmacyCellBaseline", owner: owner)
        let outlets = [owner.nameLabel, owner.distanceLabel, owner.addressLabel, owner.phoneLabel, owner.faxLabel, owner.emailLabel]
        #expect(outlets.compactMap { $0 }.count == 6)
        #expect(owner.nameLabel?.font == Font(name: "System", size: 16, weight: .bold))
        let images = root.allViews.compactMap { ($0 as? ImageView)?.image }
        #expect(images == ["IMG_Icon_Pharmacy_Phone", "IMG_Icon_Pharmacy_Fax", "IMG_Icon_Pharmacy_Email"])
    }

    @Test func sizesKeepsItsNamedSingleCheckmarkSection() throws {
        let table = try #require(try fixtureLoader().view(named: "Sizes", owner: MarkupOwner()) as? TableView)
        let section = try #require(table.section(withName: "sizes"))
        #expect(table.value(forSection: section) as? String == "L")
        table.setValue("M", forSection: section)
        #expect(table.values(forSection: section).compactMap { $0 as? String } == ["M"])
    }

    @Test func petsNoValuesChecksRowsThroughTheirCells() throws {
        let table = try #require(try fixtureLoader().view(named: "PetsNoValues", owner: MarkupOwner()) as? TableView)
        let cells = (0..<table.numberOfRows(inSection: 0)).compactMap { table.cellForRow(at: TableIndexPath(row: $0, section: 0)) }
        #expect(cells.filter(\.checked).map(\.textLabel.text) == ["Cat", "Turtle"])
        #expect(table.values(forSection: 0).isEmpty)
    }
}
