@testable import BindingsMarkup
import Testing
import BindingsTestSupport

/// `TextLayout.measuredSize(of:…)`, the measuring path labels take, gives exactly the size of the full layout.
@Suite(.checksLiveObjects) struct TextLayoutMeasuringTests {
    static let pieces = ["a", "bc", "word", "longerwordthanaline", " ", "  ", "\t", "\n", "\r", "\r\n", "\n\r",
                         "\u{0B}", "\u{0C}", "é", "日本"]
    static let widths: [Double] = [8, 20, 40, 73, 100, 320, .infinity]

    /// Deterministic texts: every piece alone and 2,000 random sequences of up to eight pieces.
    static func texts() -> [String] {
        var generator = SeededRandomGenerator(seed: 0x2545_F491_4F6C_DD1D, algorithm: .linearCongruential)
        func next(_ bound: Int) -> Int {
            Int((generator.next() >> 33) % UInt64(bound))
        }
        var texts = pieces + ["", "Pharmacy 12\n1 Main Street", "Boston MA 02108"]
        for _ in 0..<2_000 {
            texts.append((0..<(1 + next(8))).map { _ in pieces[next(pieces.count)] }.joined())
        }
        return texts
    }

    @Test func agreesWithTheFullLayout() {
        var mismatches: [String] = []
        var compared = 0
        for text in Self.texts() {
            for width in Self.widths {
                for lines in 0...3 {
                    let font = lines == 2 ? Font.system(size: 12) : Font.system()
                    let full = TextLayout(text: text, font: font, width: width, numberOfLines: lines).size
                    let measured = TextLayout.measuredSize(of: text, font: font, width: width, numberOfLines: lines)
                    compared += 1
                    if full != measured { mismatches.append("\(text.debugDescription) width \(width) lines \(lines): \(measured) != \(full)") }
                }
            }
        }
        #expect(compared == 2_018 * 7 * 4)
        #expect(mismatches == [])
    }

    @Test func noTextHasNoSize() {
        #expect(TextLayout.measuredSize(of: nil, font: .system(), width: 100) == .zero)
        #expect(TextLayout.measuredSize(of: "", font: .system(), width: 100) == .zero)
    }
}
