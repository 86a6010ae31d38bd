import Foundation
import Testing
@testable import BindingsMarkup
import BindingsTestSupport

/// The `Elements` article lists every element and attribute from the registry: this test fails,
/// printing the table to paste, when a view or an attribute is added without the article
/// (`UPDATE_ELEMENTS=1` writes it).
@MainActor @Suite(.checksLiveObjects) struct ElementCatalogTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/BindingsMarkup/BindingsMarkup.docc/Elements.md")

    @Test func theArticleListsTheRegistry() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- generated: ViewKit.catalogTable() -->\n"))
        let end = try #require(text.range(of: "\n<!-- end generated -->", range: start.upperBound..<text.endIndex))
        let embedded = String(text[start.upperBound..<end.lowerBound])
        // `UPDATE_ELEMENTS=1 swift test --filter ElementCatalogTests` rewrites the block, then fails once.
        if ProcessInfo.processInfo.environment["UPDATE_ELEMENTS"] == "1", embedded != ViewKit.catalogTable() {
            let updated = text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: ViewKit.catalogTable())
            try updated.write(to: Self.article, atomically: true, encoding: .utf8)
        }
        #expect(embedded == ViewKit.catalogTable(), "paste into Elements.md:\n\(ViewKit.catalogTable())")
    }

    @Test func anObjectAViewHoldsIsListedByItsDottedAttributes() {
        #expect(ViewKit.attributes(of: View.self).filter { $0.contains(".") }
            == ["`layer.borderColor`", "`layer.borderWidth`", "`layer.cornerRadius`", "`layer.shadowColor`",
                "`layer.shadowOffset`", "`layer.shadowOffsetHeight`", "`layer.shadowOffsetWidth`", "`layer.shadowOpacity`",
                "`layer.shadowRadius`"])
        #expect(ViewKit.attributes(of: TextView.self).filter { $0.contains(".") && !$0.contains("layer") }
            == ["`textContainer.lineFragmentPadding`"])
        #expect(ViewKit.attributes(of: TableViewCell.self).filter { $0.contains(".") && !$0.contains("layer") }
            == ["`contentView.*` (a `TableViewCell`'s attributes)", "`detailTextLabel.*` (a `Label`'s attributes)",
                "`textLabel.*` (a `Label`'s attributes)"])
        #expect(ViewKit.attributes(of: Button.self).filter { $0.contains(".") && !$0.contains("layer") }
            == ["`imageView.image`", "`imageView.tintColor`", "`titleLabel.attributedText`", "`titleLabel.font`",
                "`titleLabel.shadowColor`", "`titleLabel.shadowOffset`", "`titleLabel.shadowOffsetHeight`",
                "`titleLabel.shadowOffsetWidth`", "`titleLabel.text`", "`titleLabel.textColor`"])
        #expect(ViewKit.attributes(of: ScrollView.self).filter { $0.contains(".") && !$0.contains("layer") }
            == ["`panGestureRecognizer.allowedTouchTypes`", "`panGestureRecognizer.cancelsTouchesInView`",
                "`panGestureRecognizer.delaysTouchesBegan`", "`panGestureRecognizer.delaysTouchesEnded`",
                "`panGestureRecognizer.enabled`", "`panGestureRecognizer.isEnabled`",
                "`panGestureRecognizer.maximumNumberOfTouches`", "`panGestureRecognizer.minimumNumberOfTouches`"])
    }

    @Test func aDocumentSetsTheDottedAttributesTheCatalogLists() throws {
        let source = #"<UITextView layer.cornerRadius="4" layer.borderWidth="1.5" layer.borderColor="red" "#
            + #"textContainer.lineFragmentPadding="0"/>"#
        let view = try #require(try MarkupLoader().template(source: source, file: "Nested.xml").instantiate(owner: MarkupOwner()) as? TextView)
        #expect(view.layer.cornerRadius == 4)
        #expect(view.layer.borderWidth == 1.5)
        #expect(view.layer.borderColor == .red)
        #expect(view.textContainer.lineFragmentPadding == 0)
    }
}
