import BindingsTestSupport
import Testing
@testable import BindingsMarkup

@Suite("Markup parser content", .checksLiveObjects)
struct MarkupContentTests {
    @Test("Processing instructions are kept in document order with target, data and positions")
    func processingInstructions() throws {
        let document = try MarkupTestSupport.document("""
            <?xml version="1.0" encoding="UTF-8"?>
            <?properties {"label.heading": {"font": "System-Bold 17"}}?>
            <LMTableView>
                <?sectionName fruits?>
                <?sectionSelectionMode singleCheckmark?>
                <UITableViewCell textLabel.text="Apple" value="1"/>
                <?sectionBreak?>
                <?case ios?>
                <MyApp.BadgeView x:count='3'/>
                <?end?>
                <?include   Header  ?>
            </LMTableView>
            <!-- trailing -->
            <?after x?>
            """)
        #expect(document.instructionsBeforeRoot.map { MarkupTestSupport.describe(.processingInstruction($0)) } == [
            "<?properties \"{\"label.heading\": {\"font\": \"System-Bold 17\"}}\"@2:1 data@2:14",
        ])
        #expect(document.root.name == "LMTableView")
        #expect(document.root.position == SourcePosition(line: 3, column: 1))
        #expect(document.root.children.map(MarkupTestSupport.describe) == [
            "<?sectionName \"fruits\"@4:5 data@4:19",
            "<?sectionSelectionMode \"singleCheckmark\"@5:5 data@5:28",
            "<UITableViewCell>@6:5",
            "<?sectionBreak \"\"@7:5 data@7:19",
            "<?case \"ios\"@8:5 data@8:12",
            "<MyApp.BadgeView>@9:5",
            "<?end \"\"@10:5 data@10:10",
            "<?include \"Header\"@11:5 data@11:17",
        ])
        #expect(document.instructionsAfterRoot.map { MarkupTestSupport.describe(.processingInstruction($0)) } == [
            "<?after \"x\"@14:1 data@14:9",
        ])
        let badge = try #require(document.root.childElements.last)
        #expect(badge.attributes.map(\.name) == ["x:count"])
        #expect(badge.attribute(named: "x:count")?.value == "3")
    }

    @Test("Instruction data maps offsets to file positions across lines")
    func instructionDataPositions() throws {
        let document = try MarkupTestSupport.document("<A>\n  <?properties {\r\n    \"a\": 1\n  }  ?>\n</A>")
        let instruction = try #require(document.root.children.first?.instruction)
        #expect(instruction.data == "{\n    \"a\": 1\n  }")
        #expect(instruction.dataPosition(ofCharacterAt: 0) == SourcePosition(line: 2, column: 16))
        #expect(instruction.dataPosition(ofCharacterAt: 6) == SourcePosition(line: 3, column: 5))
        #expect(instruction.dataPosition(ofCharacterAt: 15) == SourcePosition(line: 4, column: 3))
    }

    @Test("Text runs and CDATA sections become text nodes; whitespace-only runs are dropped")
    func textAndCDATA() throws {
        let document = try MarkupTestSupport.document(
            "<A>  Hello &amp; goodbye  <B/>\r\n  <![CDATA[ <raw> & ]]>\n  tail\r\n  end\n   \n</A>"
        )
        let children = document.root.children
        #expect(children.map(MarkupTestSupport.describe) == [
            "text \"Hello & goodbye\"@1:6",
            "<B>@1:27",
            "cdata \" <raw> & \"@2:12",
            "text \"tail\n  end\"@3:3",
        ])
        guard case .text(let tail) = children[3] else {
            Issue.record("expected a text node")
            return
        }
        #expect(tail.position(ofCharacterAt: 7) == SourcePosition(line: 4, column: 3))
        #expect(children.map(\.position) == [
            SourcePosition(line: 1, column: 6), SourcePosition(line: 1, column: 27),
            SourcePosition(line: 2, column: 12), SourcePosition(line: 3, column: 3),
        ])
    }

    static let decodedValues: [(raw: String, decoded: String)] = [
        ("plain", "plain"),
        ("", ""),
        ("&lt;&gt;&amp;&quot;&apos;", "<>&\"'"),
        ("&#65;&#x42;&#x1F600;", "AB😀"),
        ("a\tb\r\nc\nd\re", "a b c d e"),
        ("line&#10;break&#x9;tab", "line\nbreak\ttab"),
        ("$content.name", "$content.name"),
        ("caf\u{E9} \u{65}\u{301}", "caf\u{E9} \u{65}\u{301}"),
    ]

    @Test("Attribute values are decoded and normalized", arguments: decodedValues)
    func decodedValue(_ raw: String, _ decoded: String) throws {
        let document = try MarkupTestSupport.document("<A t=\"\(raw)\"/>")
        #expect(document.root.attribute(named: "t")?.value == decoded)
    }

    @Test("Names may contain ':', '.', '-', '_' and non-ASCII letters; quotes and spacing vary")
    func names() throws {
        let document = try MarkupTestSupport.document(
            "<MyApp.BadgeView xmlns:x=\"urn:x\" x:y = '1' _a-b.c=\"say 'hi'\" layer.cornerRadius='a \"b\"' >"
                + "<Überschrift/></MyApp.BadgeView >"
        )
        #expect(document.root.name == "MyApp.BadgeView")
        #expect(document.root.attributes.map { "\($0.name)=\($0.value)@\($0.namePosition)/\($0.valuePosition)" } == [
            "xmlns:x=urn:x@1:18/1:27",
            "x:y=1@1:34/1:41",
            "_a-b.c=say 'hi'@1:44/1:52",
            "layer.cornerRadius=a \"b\"@1:62/1:82",
        ])
        #expect(document.root.childElements.map(\.name) == ["Überschrift"])
    }

    @Test("Newline styles and a byte order mark do not disturb positions")
    func newlinesAndByteOrderMark() throws {
        for source in ["<A>\n<B/>\n</A>", "<A>\r\n<B/>\r\n</A>", "<A>\r<B/>\r</A>"] {
            let document = try MarkupTestSupport.document(source)
            #expect(document.root.childElements.first?.position == SourcePosition(line: 2, column: 1))
        }
        let withMark = try MarkupDocument(parsing: [0xEF, 0xBB, 0xBF] + Array("<A t=\"1\"/>".utf8), file: "Test.xml")
        #expect(withMark.root.position == SourcePosition(line: 1, column: 1))
        #expect(withMark.root.attributes.first?.namePosition == SourcePosition(line: 1, column: 4))
    }

    @Test("Comments are allowed anywhere and leave no nodes")
    func comments() throws {
        let document = try MarkupTestSupport.document(
            "<!-- a --><A><!-- b -- c --><B/><!----></A><!-- d -->\n<!--e-->"
        )
        #expect(document.root.children.map(MarkupTestSupport.describe) == ["<B>@1:29"])
    }

    @Test("Elements are identified by document and index; parents and depths are recorded")
    func elementIdentity() throws {
        let document = try MarkupTestSupport.document("<A><B><C/></B><D/></A>")
        #expect(document.elements.map(\.name) == ["A", "B", "C", "D"])
        #expect(document.elements.map(\.depth) == [1, 2, 3, 2])
        #expect(document.elements.map { $0.parent?.name } == [nil, "A", "B", "A"])
        #expect(Set(document.elements).count == 4)
        #expect(document.root == document.elements[0])
        let other = try MarkupTestSupport.document("<A><B><C/></B><D/></A>")
        #expect(other.root != document.root)
        #expect(document.root.description == "<A> at 1:1")
    }
}
