import BindingsTestSupport
import Testing
@testable import BindingsMarkup

@Suite("Markup parser limits and robustness", .checksLiveObjects)
struct MarkupLimitTests {
    @Test("10,000-deep nesting is rejected cleanly at the default limit")
    func deepNestingRejected() {
        let source = String(repeating: "<A>", count: 10_000) + String(repeating: "</A>", count: 10_000)
        #expect(MarkupTestSupport.messages(source) == [
            "Test.xml:1:1537: error: element nesting exceeds the maximum depth of 512",
        ])
    }

    @Test("100,000-deep nesting parses and is destroyed without recursion when the limit allows it")
    func deepNestingAccepted() throws {
        let depth = 100_000
        let source = String(repeating: "<A>\n", count: depth) + String(repeating: "</A>\n", count: depth)
        let options = MarkupParser.Options(maximumDepth: depth)
        do {
            let document = try MarkupDocument(parsing: Array(source.utf8), file: "Deep.xml", options: options)
            #expect(document.elementCount == depth)
            let deepest = try #require(document.elements.last)
            #expect(deepest.depth == depth)
            #expect(deepest.position == SourcePosition(line: depth, column: 1))
            var ancestors = 0
            var current = deepest.parent
            while let element = current {
                ancestors += 1
                current = element.parent
            }
            #expect(ancestors == depth - 1)
        }
        // The document is released here; a recursive tree would overflow the stack.
    }

    @Test("An unclosed 10,000-deep document reports the innermost open element")
    func deepNestingUnclosed() {
        let source = String(repeating: "<A>", count: 10_000)
        #expect(MarkupTestSupport.messages(source, options: MarkupParser.Options(maximumDepth: 10_000)) == [
            "Test.xml:1:30001: error: unexpected end of file; expected '</A>' to close the element at 1:29998",
        ])
    }

    @Test("A 1 MB attribute value parses, and positions after it are exact")
    func megabyteValue() throws {
        let size = 1 << 20
        let value = String(repeating: "x", count: size)
        let document = try MarkupTestSupport.document("<A t=\"\(value)\" u=\"v\"/>")
        let t = try #require(document.root.attribute(named: "t"))
        #expect(t.value.utf8.count == size)
        #expect(t.valuePosition(ofCharacterAt: size - 1) == SourcePosition(line: 1, column: size + 6))
        #expect(document.root.attribute(named: "u")?.namePosition == SourcePosition(line: 1, column: size + 9))
    }

    @Test("A duplicate among thousands of attributes is found")
    func manyAttributes() {
        let attributes = (0..<5_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let source = "<A \(attributes) a4999=\"x\"/>"
        let firstColumn = source.utf8.count - " a4999=\"x\"/>".utf8.count - "a4999=\"4999\"".utf8.count + 1
        #expect(MarkupTestSupport.messages(source) == [
            "Test.xml:1:\(firstColumn + 13): error: duplicate attribute 'a4999'; first defined at 1:\(firstColumn)",
        ])
    }

    @Test("Parsing stops after the configured number of errors")
    func errorLimit() {
        let source = "<A>" + String(repeating: "&x;", count: 150) + "</A>"
        let result = MarkupTestSupport.parse(source)
        #expect(result.document == nil)
        #expect(result.diagnostics.count == 101)
        #expect(result.diagnostics.first?.description == "Test.xml:1:4: error: unknown entity '&x;'")
        #expect(result.diagnostics.last?.description == "Test.xml:1:304: error: too many errors; stopped after 100")
    }

    @Test("Every prefix of PharmacyCell.xml parses or is rejected with diagnostics")
    func truncatedFixture() throws {
        let bytes = [UInt8](try MarkupTestSupport.fixture("PharmacyCell.xml"))
        let closingEnd = bytes.count - 1  // the file ends with "</LMColumnView>\n"
        for length in 0...bytes.count {
            let result = MarkupParser().parse(Array(bytes[..<length]), file: "PharmacyCell.xml")
            #expect(result.succeeded == (length >= closingEnd), "prefix of \(length) bytes")
            #expect(result.succeeded == result.diagnostics.isEmpty, "prefix of \(length) bytes")
        }
    }

    @Test("Random and mutated inputs never crash and are either accepted or diagnosed")
    func fuzz() throws {
        let alphabet = Array("<>/=\"'&;#x!?-[]ABab:. \n\r\t".utf8) + [0xC3, 0xA9, 0xFF, 0x00]
        var generator = SeededRandomGenerator(seed: 42)
        var inputs: [[UInt8]] = (0..<2_000).map { _ in
            (0..<Int(generator.next() % 120)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        }
        let fixture = [UInt8](try MarkupTestSupport.fixture("PharmacyCell.xml"))
        for offset in stride(from: 0, to: fixture.count, by: 3) {
            var mutated = fixture
            mutated[offset] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            inputs.append(mutated)
        }
        var accepted = (random: 0, mutated: 0)
        for (index, input) in inputs.enumerated() {
            let result = MarkupParser().parse(input, file: "Fuzz.xml")
            #expect(result.succeeded == result.diagnostics.isEmpty)
            // Positions lie inside the input: a line that exists, a column no further than its length allows.
            let lines = 1 + input.indices.filter { input[$0] == 0x0A || (input[$0] == 0x0D && input.dropFirst($0 + 1).first != 0x0A) }.count
            #expect(result.diagnostics.allSatisfy { (1...lines).contains($0.line) && (1...input.count + 1).contains($0.column) })
            if result.succeeded {
                if index < 2_000 { accepted.random += 1 } else { accepted.mutated += 1 }
            }
        }
        // Random bytes never form a document; a parser that rejected every mutated one would fail here.
        #expect(accepted.random == 0)
        #expect(accepted.mutated == 173)
    }
}
