import Foundation
import Testing
@testable import BindingsMarkup

/// The `Elements` article lists every element and attribute from the registry: this test fails,
/// printing the table to paste, when a view or an attribute is added without the article
/// (`UPDATE_ELEMENTS=1` writes it).
@MainActor @Suite struct ElementCatalogTests {
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
}
