import BindingsTestSupport
import Testing
@testable import BindingsMarkup

/// One malformed document and the exact diagnostics it must produce.
struct MarkupDiagnosticCase: Sendable, CustomTestStringConvertible {
    let name: String
    let source: [UInt8]
    let maximumDepth: Int
    let expected: [String]

    init(_ name: String, _ source: String, maximumDepth: Int = 512, _ expected: [String]) {
        self.init(name, bytes: Array(source.utf8), maximumDepth: maximumDepth, expected)
    }

    init(_ name: String, bytes: [UInt8], maximumDepth: Int = 512, _ expected: [String]) {
        self.name = name
        self.source = bytes
        self.maximumDepth = maximumDepth
        self.expected = expected
    }

    var testDescription: String { name }
}

@Suite("Markup parser diagnostics", .checksLiveObjects)
struct MarkupDiagnosticTableTests {
    static let cases: [MarkupDiagnosticCase] = [
        .init("end of file inside a start tag", "<LMColumnView spacing=\"4\"", [
            "Test.xml:1:26: error: unexpected end of file; expected an attribute name, '>' or '/>' in '<LMColumnView'",
        ]),
        .init("end of file after '/'", "<UILabel/", [
            "Test.xml:1:10: error: unexpected end of file; expected '>'",
        ]),
        .init("unclosed element", "<LMColumnView>\n    <LMRowView>\n    </LMRowView>\n", [
            "Test.xml:4:1: error: unexpected end of file; expected '</LMColumnView>' to close the element at 1:1",
        ]),
        .init("mismatched closing tag", "<LMColumnView>\n    <LMRowView>\n    </LMColumnView>\n</LMColumnView>", [
            "Test.xml:3:5: error: expected '</LMRowView>' to close the element at 2:5 but found '</LMColumnView>'",
        ]),
        .init("mismatched closing tag after CRLF lines", "<A>\r\n<B>\r\n</A>", [
            "Test.xml:3:1: error: expected '</B>' to close the element at 2:1 but found '</A>'",
        ]),
        .init("unexpected closing tag", "</A>", [
            "Test.xml:1:1: error: unexpected closing tag '</A>'; no element is open",
        ]),
        .init("junk in a closing tag", "<A></A x>", [
            "Test.xml:1:8: error: unexpected character 'x'; expected '>' to end '</A'",
        ]),
        .init("missing element name", "< A/>", [
            "Test.xml:1:2: error: unexpected character ' '; expected an element name",
        ]),
        .init("unquoted attribute value", "<UILabel text=abc/>", [
            "Test.xml:1:15: error: unexpected character 'a'; expected a quoted value for attribute 'text'",
        ]),
        .init("missing closing quote", "<LMColumnView>\n    <UILabel text=\"abc/>\n</LMColumnView>\n", [
            "Test.xml:2:19: error: unterminated value for attribute 'text'; expected a closing '\"'",
        ]),
        .init("missing closing quote at end of file", "<A t='abc", [
            "Test.xml:1:6: error: unterminated value for attribute 't'; expected a closing \"'\"",
        ]),
        .init("missing '=' after an attribute name", "<UILabel text \"abc\"/>", [
            "Test.xml:1:15: error: unexpected character '\"'; expected '=' after attribute 'text'",
        ]),
        .init("attribute name starting with a digit", "<UILabel 1x=\"a\"/>", [
            "Test.xml:1:10: error: unexpected character '1'; expected an attribute name, '>' or '/>' in '<UILabel'",
        ]),
        .init("missing whitespace between attributes", "<A x=\"1\"y=\"2\"/>", [
            "Test.xml:1:9: error: expected whitespace before attribute 'y'",
        ]),
        .init("duplicate attribute", "<UILabel id=\"a\" text=\"b\" id=\"c\"/>", [
            "Test.xml:1:26: error: duplicate attribute 'id'; first defined at 1:10",
        ]),
        .init("columns count Unicode scalars", "<A t=\"日本\" t=\"x\"/>", [
            "Test.xml:1:11: error: duplicate attribute 't'; first defined at 1:4",
        ]),
        .init("unknown entity", "<UILabel text=\"a &nbsp; b\"/>", [
            "Test.xml:1:18: error: unknown entity '&nbsp;'",
        ]),
        .init("invalid character reference", "<A t=\"&#xD800;\"/>", [
            "Test.xml:1:7: error: invalid character reference '&#xD800;'",
        ]),
        .init("malformed character reference", "<A t=\"&#12ab;\"/>", [
            "Test.xml:1:7: error: invalid character reference '&#12ab;'",
        ]),
        .init("unterminated entity", "<A t=\"&amp\"/>", [
            "Test.xml:1:7: error: unterminated entity reference '&amp'; expected ';'",
        ]),
        .init("unescaped ampersand", "<A t=\"a & b\"/>", [
            "Test.xml:1:9: error: unescaped '&'; use '&amp;' for a literal ampersand",
        ]),
        .init("unknown entity in text", "<A>\n  Fish &chips;\n</A>", [
            "Test.xml:2:8: error: unknown entity '&chips;'",
        ]),
        .init("unescaped '<' in a value", "<A t=\"a < b\"/>", [
            "Test.xml:1:9: error: '<' is not allowed in attribute values; use '&lt;'",
        ]),
        .init("invalid UTF-8 byte", bytes: Array("<A>\n<B text=\"caf".utf8) + [0xE9] + Array("\"/></A>".utf8), [
            "Test.xml:2:13: error: invalid UTF-8 byte 0xE9",
        ]),
        .init("truncated UTF-8 sequence", bytes: Array("<A>".utf8) + [0xE6, 0x97], [
            "Test.xml:1:4: error: invalid UTF-8 byte 0xE6",
        ]),
        .init("stray continuation byte", bytes: Array("<A>é".utf8) + [0x80] + Array("</A>".utf8), [
            "Test.xml:1:5: error: invalid UTF-8 byte 0x80",
        ]),
        .init("encoded surrogate", bytes: Array("<A>".utf8) + [0xED, 0xA0, 0x80], [
            "Test.xml:1:4: error: invalid UTF-8 byte 0xED",
        ]),
        .init("control character", "<A>\u{01}</A>", [
            "Test.xml:1:4: error: invalid character U+0001 in document",
        ]),
        .init("DOCTYPE", "<!DOCTYPE root [<!ENTITY e \"]>\">]>\n<LMColumnView/>", [
            "Test.xml:1:1: error: DOCTYPE declarations are not allowed in markup documents",
        ]),
        .init("unsupported declaration", "<!ELEMENT a>", [
            "Test.xml:1:1: error: unsupported declaration '<!ELEMENT'; expected a comment, CDATA section or element",
        ]),
        .init("element after the root", "<LMColumnView/>\n<UILabel/>", [
            "Test.xml:2:1: error: unexpected content after the root element 'LMColumnView'",
        ]),
        .init("text after the root", "<A></A>\n  trailing", [
            "Test.xml:2:3: error: unexpected content after the root element 'A'",
        ]),
        .init("text before the root", "hello <A/>", [
            "Test.xml:1:1: error: unexpected text outside the root element",
        ]),
        .init("empty document", "", [
            "Test.xml:1:1: error: empty document; expected a root element",
        ]),
        .init("document with only a comment", "<!-- nothing -->\n", [
            "Test.xml:2:1: error: empty document; expected a root element",
        ]),
        .init("nesting deeper than the limit", "<A><B><C/></B></A>", maximumDepth: 2, [
            "Test.xml:1:7: error: element nesting exceeds the maximum depth of 2",
        ]),
        .init("unterminated comment", "<A>\n  <!-- note\n</A>", [
            "Test.xml:2:3: error: unterminated comment; expected '-->'",
        ]),
        .init("unterminated processing instruction", "<A>\n  <?include Header\n</A>", [
            "Test.xml:2:3: error: unterminated processing instruction '<?include'; expected '?>'",
        ]),
        .init("unterminated CDATA section", "<A><![CDATA[x</A>", [
            "Test.xml:1:4: error: unterminated CDATA section; expected ']]>'",
        ]),
        .init("missing instruction target", "<A><? x?></A>", [
            "Test.xml:1:6: error: unexpected character ' '; expected a processing instruction target",
        ]),
        .init("junk after an instruction target", "<A><?x#?></A>", [
            "Test.xml:1:7: error: unexpected character '#'; expected whitespace or '?>' after '<?x'",
        ]),
        .init("misplaced XML declaration", "<A/>\n<?xml version=\"1.0\"?>", [
            "Test.xml:2:1: error: the XML declaration is only allowed at the start of the document",
        ]),
        .init("several recoverable errors in one pass", """
            <LMColumnView>
                <UILabel text="Fish &chips;" id="a" id="b"/>
                <UILabel text="&#xZZ;" font="x" font="y"/>
                <UILabel text="A &amp; B &copy;"/>
            </LMColumnView>
            """, [
            "Test.xml:2:25: error: unknown entity '&chips;'",
            "Test.xml:2:41: error: duplicate attribute 'id'; first defined at 2:34",
            "Test.xml:3:20: error: invalid character reference '&#xZZ;'",
            "Test.xml:3:37: error: duplicate attribute 'font'; first defined at 3:28",
            "Test.xml:4:30: error: unknown entity '&copy;'",
        ]),
        .init("recoverable errors followed by a fatal one", "<A t=\"&x;\">\n<B u=\"&y;\">\n</A>", [
            "Test.xml:1:7: error: unknown entity '&x;'",
            "Test.xml:2:7: error: unknown entity '&y;'",
            "Test.xml:3:1: error: expected '</B>' to close the element at 2:1 but found '</A>'",
        ]),
    ]

    @Test("Malformed documents produce exact diagnostics", arguments: cases)
    func diagnostics(_ testCase: MarkupDiagnosticCase) {
        let parser = MarkupParser(options: MarkupParser.Options(maximumDepth: testCase.maximumDepth))
        let result = parser.parse(testCase.source, file: "Test.xml")
        #expect(result.diagnostics.map(\.description) == testCase.expected)
        #expect(!result.succeeded)
        #expect(throws: MarkupDiagnostics.self) { try result.get() }
    }

    @Test("Recoverable errors keep the document; the throwing API reports them all")
    func recoverableErrorsKeepTheDocument() throws {
        let source = "<A t=\"a &nbsp; b\" t=\"c\">\n  <B/>\n</A>"
        let result = MarkupTestSupport.parse(source)
        let document = try #require(result.document)
        #expect(document.root.attribute(named: "t")?.value == "a &nbsp; b")
        #expect(document.root.childElements.map(\.name) == ["B"])
        do {
            _ = try MarkupDocument(parsing: Array(source.utf8), file: "Test.xml")
            Issue.record("expected the document to be rejected")
        } catch {
            #expect(error.description == """
                Test.xml:1:9: error: unknown entity '&nbsp;'
                Test.xml:1:19: error: duplicate attribute 't'; first defined at 1:4
                """)
            #expect(error.diagnostics.count == 2)
        }
    }

    @Test("A DOCTYPE is skipped so the rest of the document is still parsed")
    func doctypeIsSkipped() throws {
        let result = MarkupTestSupport.parse("<!DOCTYPE a SYSTEM \"x>y\">\n<A t=\"&q;\"/>")
        #expect(result.diagnostics.map(\.description) == [
            "Test.xml:1:1: error: DOCTYPE declarations are not allowed in markup documents",
            "Test.xml:2:7: error: unknown entity '&q;'",
        ])
        #expect(result.document?.root.name == "A")
    }
}
