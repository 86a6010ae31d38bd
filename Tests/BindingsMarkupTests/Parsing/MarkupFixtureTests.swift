import Foundation
import BindingsTestSupport
import Testing
@testable import BindingsMarkup

@Suite("Markup fixtures", .checksLiveObjects)
struct MarkupFixtureTests {
    @Test("PharmacyCell.xml parses to the exact element tree")
    func pharmacyCell() throws {
        let data = try MarkupTestSupport.fixture("PharmacyCell.xml")
        let document = try MarkupDocument(parsing: data, file: "PharmacyCell.xml")
        #expect(document.file == "PharmacyCell.xml")
        #expect(document.elementCount == 15)
        #expect(MarkupTestSupport.outline(document) == """
            LMColumnView@3:1 spacing@3:15="4"@3:24 layoutMarginBottom@3:27="8"@3:47
              LMRowView@4:5 alignToBaseline@4:16="true"@4:33 spacing@4:39="4"@4:48
                UILabel@5:9 id@5:18="nameLabel"@5:22 weight@5:33="1"@5:41 font@5:44="System-Bold 16"@5:50
                UILabel@6:9 id@6:18="distanceLabel"@6:22 font@6:37="System 14"@6:43 textColor@6:54="#808080"@6:65
              UILabel@9:5 id@9:14="addressLabel"@9:18 numberOfLines@9:32="0"@9:47 font@9:50="System 14"@9:56
              LMColumnView@11:5 spacing@11:19="4"@11:28
                LMRowView@12:9 spacing@12:20="4"@12:29
                  UIImageView@13:13 image@13:26="phone_icon"@13:33
                  UILabel@14:13 id@14:22="phoneLabel"@14:26 weight@14:38="1"@14:46 font@14:49="System 12"@14:55
                LMRowView@16:9 spacing@16:20="4"@16:29
                  UIImageView@17:13 image@17:26="fax_icon"@17:33
                  UILabel@18:13 id@18:22="faxLabel"@18:26 weight@18:36="1"@18:44 font@18:47="System 12"@18:53
                LMRowView@20:9 spacing@20:20="4"@20:29
                  UIImageView@21:13 image@21:26="email_icon"@21:33
                  UILabel@22:13 id@22:22="emailLabel"@22:26 weight@22:38="1"@22:46 font@22:49="System 12"@22:55
            """)
        // Spot-check the element the brief names: `<UILabel id="nameLabel"` at 5:9.
        let nameLabel = try #require(document.elements.first { $0.attribute(named: "id")?.value == "nameLabel" })
        #expect(nameLabel.name == "UILabel")
        #expect(nameLabel.position == SourcePosition(line: 5, column: 9))
        #expect(nameLabel.parent?.name == "LMRowView")
        #expect(nameLabel.children.isEmpty)
        #expect(document.instructionsBeforeRoot.isEmpty && document.instructionsAfterRoot.isEmpty)
    }

    @Test("CustomCell.xml parses with its binding expressions intact")
    func customCell() throws {
        let document = try MarkupDocument(parsing: MarkupTestSupport.fixture("CustomCell.xml"), file: "CustomCell.xml")
        #expect(MarkupTestSupport.outline(document) == """
            LMColumnView@3:1
              UILabel@4:5 class@4:14="label.heading"@4:21 text@4:36="$content.heading"@4:42
              UILabel@5:5 class@5:14="label.detail"@5:21 text@5:35="$content.detail"@5:41
            """)
    }

    @Test("Data and byte array inputs give the same document")
    func dataAndBytesAgree() throws {
        let data = try MarkupTestSupport.fixture("PharmacyCell.xml")
        let fromData = try MarkupDocument(parsing: data, file: "PharmacyCell.xml")
        let fromBytes = try MarkupDocument(parsing: [UInt8](data), file: "PharmacyCell.xml")
        #expect(MarkupTestSupport.outline(fromData) == MarkupTestSupport.outline(fromBytes))
    }
}
