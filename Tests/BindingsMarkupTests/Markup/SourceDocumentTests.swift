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
        Document(name: "PharmacyCellBaseline", loads: true, diagnostics: []),
        Document(name: "Sizes", loads: true, diagnostics: []),
        Document(name: "PetsNoValues", loads: true, diagnostics: []),
        Document(name: "PizzaForm", loads: true, diagnostics: []),
        Document(name: "SizePicker", loads: true, diagnostics: []),
        Document(name: "TabBar", loads: true, diagnostics: []),
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

    /// MarkupKit 2's `alignment="baseline"` lines the name and the distance up on their baselines,
    /// although their fonts differ.
    @Test func pharmacyCellBaselineAlignsItsFirstRowToTheBaseline() throws {
        let owner = MarkupOwner()
        let root = try fixtureLoader().view(named: "PharmacyCellBaseline", owner: owner)
        let name = try #require(owner.nameLabel), distance = try #require(owner.distanceLabel)
        name.text = "CVS"
        distance.text = "1.25 miles"
        let row = try #require(name.superview as? RowView)
        #expect(row.alignment == .baseline)
        #expect(row.alignToBaseline)
        root.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        root.layoutIfNeeded()
        let baselines = [name, distance].map { $0.frame.minY + ($0.firstBaseline(in: $0.frame.size) ?? .nan) }
        #expect(name.font.size != distance.font.size)
        #expect(baselines[0] == baselines[1])
        #expect(name.frame.minY != distance.frame.minY)
    }

    @Test(arguments: [("top", VerticalAlignment.top), ("center", .center), ("bottom", .bottom), ("fill", .fill)])
    func otherRowAlignmentsSetTheVerticalAlignment(name: String, expected: VerticalAlignment) throws {
        let row = try #require(try MarkupLoader().template(source: #"<LMRowView alignment="\#(name)"/>"#, file: "Row.xml")
            .instantiate(owner: MarkupOwner()) as? RowView)
        #expect(row.verticalAlignment == expected)
        #expect(!row.alignToBaseline)
        #expect(row.alignment.rawValue == name)
    }

    @Test func anUnknownRowAlignmentIsAnError() throws {
        var message = ""
        do {
            _ = try MarkupLoader().template(source: #"<LMRowView alignment="diagonal"/>"#, file: "Row.xml")
        } catch {
            message = error.description
        }
        #expect(message == "Row.xml:1:23: error: invalid value 'diagonal' for property 'alignment'; "
            + "expected one of fill, top, bottom, center or baseline (unknown name 'diagonal')")
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
