import BindingsTestSupport
import Testing
@testable import BindingsMarkup

@Suite("Markup value positions", .checksLiveObjects)
struct MarkupSourceMapTests {
    static let source = "<UILabel text=\"$content.(name\"\n  detail=\"a &lt; b&#x0A;c\n   $x.(y\" />"

    static let detailOffsets: [(offset: Int, line: Int, column: Int)] = [
        (-1, 2, 11), (0, 2, 11), (1, 2, 12), (2, 2, 13), (3, 2, 17), (4, 2, 18), (5, 2, 19), (6, 2, 25),
        (7, 2, 26), (8, 3, 1), (10, 3, 3), (11, 3, 4), (14, 3, 7), (15, 3, 8), (16, 3, 9), (100, 3, 9),
    ]

    @Test("Offsets in a decoded value map through entities and newlines", arguments: detailOffsets)
    func detailOffset(_ offset: Int, _ line: Int, _ column: Int) throws {
        let document = try MarkupTestSupport.document(Self.source)
        let detail = try #require(document.root.attribute(named: "detail"))
        #expect(detail.value == "a < b\nc    $x.(y")
        #expect(detail.valuePosition(ofCharacterAt: offset) == SourcePosition(line: line, column: column))
    }

    @Test("The expression error in text=\"$content.(name\" maps to its exact column")
    func expressionErrorColumn() throws {
        let document = try MarkupTestSupport.document(Self.source)
        let text = try #require(document.root.attribute(named: "text"))
        #expect(text.valuePosition == SourcePosition(line: 1, column: 16))
        #expect(text.valuePosition(ofCharacterAt: 9) == SourcePosition(line: 1, column: 25))
        #expect(text.valuePosition(ofCharacterAt: text.value.count) == SourcePosition(line: 1, column: 30))
        let diagnostic = MarkupDiagnostic(
            file: "CustomCell.xml", position: text.valuePosition(ofCharacterAt: 9),
            kind: .compiling(.invalidExpression(.binding(.twoWayNeedsKeyPath(source: "a + b"))))
        )
        #expect(diagnostic.description == "CustomCell.xml:1:25: error: invalid binding expression: a two-way binding needs a single key path, not 'a + b'")
    }

    @Test("Character offsets count grapheme clusters; columns count scalars")
    func graphemeClusters() throws {
        let document = try MarkupTestSupport.document("<A t=\"e\u{301}x&amp;👍🏽z\"/>")
        let attribute = try #require(document.root.attribute(named: "t"))
        #expect(attribute.value == "e\u{301}x&👍🏽z")
        #expect((0...5).map { attribute.valuePosition(ofCharacterAt: $0).column } == [7, 9, 10, 15, 17, 18])
        let z = try #require(attribute.value.firstIndex(of: "z"))
        #expect(attribute.valuePosition(of: z) == SourcePosition(line: 1, column: 17))
    }

    @Test("A CRLF inside a value is one space and the next character is on the next line")
    func carriageReturnLineFeed() throws {
        let document = try MarkupTestSupport.document("<A t=\"a\r\nb\"/>")
        let attribute = try #require(document.root.attribute(named: "t"))
        #expect(attribute.value == "a b")
        #expect(attribute.valuePosition(ofCharacterAt: 1) == SourcePosition(line: 1, column: 8))
        #expect(attribute.valuePosition(ofCharacterAt: 2) == SourcePosition(line: 2, column: 1))
    }

    @Test("Text nodes map offsets through entity references")
    func textOffsets() throws {
        let document = try MarkupTestSupport.document("<A>\n  x &lt; y\n</A>")
        guard case .text(let text) = try #require(document.root.children.first) else {
            Issue.record("expected a text node")
            return
        }
        #expect(text.text == "x < y")
        #expect((0...5).map { text.position(ofCharacterAt: $0).column } == [3, 4, 5, 9, 10, 11])
    }
}
