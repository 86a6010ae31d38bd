import BindingsMarkup
import BindingsTestSupport
import Testing

/// The MarkupKit documents of the source material, copied unchanged into the fixtures, and the
/// reference pharmacy cell: each loads with no warning and builds.
@MainActor @Suite(.checksLiveObjects) struct SourceDocumentTests {
    @Test(arguments: ["PharmacyCell", "PharmacyCellBaseline", "Sizes", "PetsNoValues", "PizzaForm", "SizePicker", "TabBar"])
    func eachDocumentLoadsWithoutAWarning(_ name: String) throws {
        let template = try fixtureLoader().template(named: name)
        #expect(template.warnings.map(\.description) == [])
        try template.instantiate(owner: MarkupOwner())
    }

    @Test func pharmacyCellBaselineFillsEveryOutlet() throws {
        let owner = MarkupOwner()
        let root = try fixtureLoader().view(named: "PharmacyCellBaseline", owner: owner)
        let outlets = [owner.nameLabel, owner.distanceLabel, owner.addressLabel, owner.phoneLabel, owner.faxLabel, owner.emailLabel]
        // The six outlets are the document's six labels, in document order.
        #expect(outlets.map { $0.map(ObjectIdentifier.init) } == root.allViews.compactMap { $0 as? Label }.map(ObjectIdentifier.init))
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
        #expect(table.style == .grouped)
        let section = try #require(table.section(withName: "sizes"))
        #expect(table.value(forSection: section) as? String == "L")
        table.setValue("M", forSection: section)
        #expect(table.values(forSection: section).compactMap { $0 as? String } == ["M"])
    }

    @Test func petsNoValuesChecksRowsThroughTheirCells() throws {
        let table = try #require(try fixtureLoader().view(named: "PetsNoValues", owner: MarkupOwner()) as? TableView)
        #expect(table.style == .grouped)
        let cells = (0..<table.numberOfRows(inSection: 0)).compactMap { table.cellForRow(at: TableIndexPath(row: $0, section: 0)) }
        #expect(cells.filter(\.checked).map(\.textLabel.text) == ["Cat", "Turtle"])
        #expect(table.values(forSection: 0).isEmpty)
    }
}
