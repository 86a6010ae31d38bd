import BindingsMarkup
import Testing

extension Layout {
    @Suite("Text measurement") @MainActor
    struct TextLayoutTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var text: String?
            var font: String
            var width: Double
            var numberOfLines: Int
            var lines: [String]
            var size: Size
            var testDescription: String { "\(text.map { "\"\($0)\"" } ?? "nil") \(font) width \(width) lines \(numberOfLines)" }
        }

        nonisolated static let cases: [Case] = [
            Case(text: nil, font: "System 16", width: .infinity, numberOfLines: 0, lines: [], size: .zero),
            Case(text: "", font: "System 16", width: 100, numberOfLines: 1, lines: [], size: .zero),
            Case(text: "Hello", font: "System 16", width: .infinity, numberOfLines: 1, lines: ["Hello"], size: Size(width: 40, height: 20)),
            Case(text: "Hello world", font: "System 16", width: 48, numberOfLines: 0,
                 lines: ["Hello", "world"], size: Size(width: 40, height: 40)),
            Case(text: "Hello world", font: "System-Bold 16", width: 48, numberOfLines: 0,
                 lines: ["Hello", "world"], size: Size(width: 45, height: 40)),
            Case(text: "abcd efgh", font: "System 16", width: 72, numberOfLines: 0, lines: ["abcd efgh"], size: Size(width: 72, height: 20)),
            Case(text: "abcd efgh", font: "System 16", width: 71.9, numberOfLines: 0,
                 lines: ["abcd", "efgh"], size: Size(width: 32, height: 40)),
            Case(text: "Supercalifragilistic", font: "System 16", width: 40, numberOfLines: 0,
                 lines: ["Super", "calif", "ragil", "istic"], size: Size(width: 40, height: 80)),
            Case(text: "Supercalifragilistic", font: "System 16", width: 40, numberOfLines: 2,
                 lines: ["Super", "cali…"], size: Size(width: 40, height: 40)),
            Case(text: "one two three", font: "System 16", width: 64, numberOfLines: 1,
                 lines: ["one two…"], size: Size(width: 64, height: 20)),
            Case(text: "one\ntwo", font: "System 16", width: .infinity, numberOfLines: 1, lines: ["one…"], size: Size(width: 32, height: 20)),
            Case(text: "a\nb\r\n\nc", font: "System 10", width: .infinity, numberOfLines: 0,
                 lines: ["a", "b", "", "c"], size: Size(width: 5, height: 50)),
            Case(text: "  many   spaces\there ", font: "System 16", width: .infinity, numberOfLines: 0,
                 lines: ["many spaces here"], size: Size(width: 128, height: 20)),
            Case(text: "1 Court St\nBoston MA 02108", font: "System 14", width: 320, numberOfLines: 0,
                 lines: ["1 Court St", "Boston MA 02108"], size: Size(width: 105, height: 35)),
            Case(text: "ab", font: "System 16", width: 0, numberOfLines: 0, lines: ["a", "b"], size: Size(width: 8, height: 40)),
            Case(text: "e\u{301}👍🏽x", font: "System 12", width: .infinity, numberOfLines: 1,
                 lines: ["e\u{301}👍🏽x"], size: Size(width: 18, height: 15)),
            Case(text: "a b c", font: "System 16", width: 8, numberOfLines: -3, lines: ["a", "b", "c"], size: Size(width: 8, height: 60)),
            Case(text: "x", font: "Helvetica-BoldItalic 17", width: .infinity, numberOfLines: 1,
                 lines: ["x"], size: Size(width: 9.5625, height: 21.25)),
        ]

        @Test(arguments: cases)
        func measuresExactly(_ testCase: Case) throws {
            let font = try Font(parsing: testCase.font)
            let layout = TextLayout(text: testCase.text, font: font, width: testCase.width, numberOfLines: testCase.numberOfLines)
            #expect(layout.lines == testCase.lines)
            #expect(layout.size == testCase.size)
        }

        /// A label's size is its text's, wrapped at the proposed width, and it follows the text.
        @Test func labelHeightFollowsItsText() {
            let label = Label()
            label.font = .system(size: 16)
            label.numberOfLines = 0
            label.text = "Green Cross Pharmacy"
            #expect(label.fittingSize(for: Size(width: 96, height: .infinity)) == Size(width: 88, height: 40))
            label.text = "CVS"
            #expect(label.fittingSize(for: Size(width: 96, height: .infinity)) == Size(width: 24, height: 20))
            label.numberOfLines = 1
            label.text = "Green Cross Pharmacy"
            #expect(label.fittingSize(for: Size(width: 96, height: .infinity)) == Size(width: 96, height: 20))
        }

        @Test(arguments: [
            ("System 16", 8.0, 20.0, 16.0),
            ("System-Bold 16", 9, 20, 16),
            ("System 14", 7, 17.5, 14),
            ("System 12", 6, 15, 12),
            ("System 17", 8.5, 21.25, 17),
        ])
        func metrics(font: String, characterWidth: Double, lineHeight: Double, baseline: Double) throws {
            let metrics = TextMetrics(font: try Font(parsing: font))
            #expect([metrics.characterWidth, metrics.lineHeight, metrics.baseline] == [characterWidth, lineHeight, baseline])
        }
    }
}
