@_spi(Testing) import BindingsMarkup
import BindingsTestSupport
import Testing

@MainActor @Suite(.checksLiveObjects) struct ReferenceDocumentTests {
    @Test func pharmacyCellLoadsUnchangedWithExactOutlets() throws {
        let loader = try fixtureLoader()
        let owner = MarkupOwner()
        let root = try loader.view(named: "PharmacyCell", owner: owner)
        let column = try #require(root as? ColumnView)
        #expect(column.spacing == 4)
        #expect(column.layoutMargins == EdgeInsets(top: 0, left: 0, bottom: 8, right: 0))
        let labels = root.allViews.compactMap { $0 as? Label }
        #expect(labels.count == 6)
        let outlets = [owner.nameLabel, owner.distanceLabel, owner.addressLabel, owner.phoneLabel, owner.faxLabel, owner.emailLabel]
        #expect(outlets.map { $0.map(ObjectIdentifier.init) } == labels.map { ObjectIdentifier($0) })
        #expect(owner.nameLabel?.font == Font(name: "System", size: 16, weight: .bold))
        #expect(owner.nameLabel?.weight == 1)
        #expect(owner.distanceLabel?.textColor == Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255))
        #expect(owner.addressLabel?.numberOfLines == 0)
        #expect(owner.phoneLabel?.font == Font(name: "System", size: 12))
        let row = try #require(owner.nameLabel?.superview as? RowView)
        #expect(row.alignToBaseline)
        let images = root.allViews.compactMap { ($0 as? ImageView)?.image }
        #expect(images == ["phone_icon", "fax_icon", "email_icon"])
    }

    @Test func customCellBindsItsLabelsToContentWithClassTemplates() throws {
        let loader = try fixtureLoader()
        loader.styleSheets = ["Styles"]
        let owner = MarkupOwner()
        let root = try loader.view(named: "CustomCell", owner: owner)
        let labels = root.allViews.compactMap { $0 as? Label }
        owner.content = ["heading": "Green Cross Pharmacy", "detail": "393 Hanover Street"]
        #expect(labels.map(\.text) == ["Green Cross Pharmacy", "393 Hanover Street"])
        #expect(labels.map(\.font) == [Font(name: "System", size: 16, weight: .bold), Font(name: "System", size: 12)])
        #expect(labels[1].textColor == Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255))
        owner.content = ["heading": "CVS"]
        #expect(labels.map(\.text) == ["CVS", nil])
    }

    @Test func withoutItsStyleSheetCustomCellWarnsOfUnknownClasses() throws {
        let template = try fixtureLoader().template(named: "CustomCell")
        #expect(template.warnings.map(\.description) == [
            "CustomCell.xml:4:21: warning: unknown class 'label.heading'",
            "CustomCell.xml:5:21: warning: unknown class 'label.detail'",
        ])
    }

    @Test func instantiatingACachedTemplateDoesNotParse() throws {
        let loader = try fixtureLoader()
        _ = try loader.view(named: "PharmacyCell", owner: MarkupOwner())
        #expect(loader.parseCount == 1)
        for _ in 0..<10 { _ = try loader.view(named: "PharmacyCell", owner: MarkupOwner()) }
        #expect(loader.parseCount == 1)
        loader.removeAllTemplates()
        _ = try loader.view(named: "PharmacyCell", owner: MarkupOwner())
        #expect(loader.parseCount == 2)
    }

    @Test func pharmacyCellFilledAsTheMVCSampleDoesRendersAsTheSnapshot() throws {
        let owner = MarkupOwner()
        let root = try fixtureLoader().view(named: "PharmacyCell", owner: owner)
        // What the MVC sample's cellForRowAt does with the outlets.
        owner.nameLabel?.text = "1. Green Cross Pharmacy"
        owner.distanceLabel?.text = "0.16 miles"
        owner.addressLabel?.text = "393 Hanover Street\nBoston MA 02108"
        owner.phoneLabel?.text = "(617) 227-3728"
        owner.faxLabel?.text = "(617) 742-0001"
        owner.emailLabel?.text = "pharmacy@greencross.com"
        root.layoutToFit(width: 320)
        SnapshotSupport.assertSnapshot(TextRenderer().render(root), named: "reference-pharmacy-cell.txt")
    }

    @Test func customCellBoundToContentRendersAsTheSnapshot() throws {
        let loader = try fixtureLoader()
        loader.styleSheets = ["Styles"]
        let owner = MarkupOwner()
        let root = try loader.view(named: "CustomCell", owner: owner)
        owner.content = ["heading": "Green Cross Pharmacy", "detail": "393 Hanover Street, Boston MA 02108"]
        root.layoutToFit(width: 320)
        SnapshotSupport.assertSnapshot(TextRenderer().render(root), named: "reference-custom-cell.txt")
    }
}
