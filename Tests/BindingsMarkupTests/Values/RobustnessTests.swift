import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

extension Values {
    /// Random markup-like text: every parser must fail cleanly or produce a value whose description
    /// parses back to it.
    @Suite("Robustness")
    struct RobustnessTests {
        /// Deterministic pseudo-random joins of tokens the parsers care about, valid and not.
        static let inputs: [String] = {
            let tokens = [
                "1", "-2.5", "0", "1e3", "0.1", "255", "300", "{", "}", ",", " ", "  ", "\t", "#", "FF", "0a", "8",
                "rgb(", "rgba(", "color(srgb ", "/", ")", "red", "Color", "darkGray", "System", "-Bold", "-Italic",
                "bold", "italic", "Helvetica", "top", "left", "none", "all", "center", "NSTextAlignment", "x",
                "nan", "\u{FF10}", "é", "1 2", "{1, 2}", "{3,4}", "7.5 -8", "1 2 3 4", "{{1,2},{3,4}}",
            ]
            var generator = SeededRandomGenerator(seed: 0x9E37_79B9_7F4A_7C15, algorithm: .linearCongruential)
            func next() -> Int {
                Int(generator.next() >> 33)
            }
            return (0..<3000).map { _ in
                (0..<(next() % 8)).map { _ in tokens[next() % tokens.count] }.joined()
            }
        }()

        @Test func parsersNeverCrashAndRoundTrip() {
            for text in Self.inputs {
                check(text) { (text) throws(KeyValueConversionFailure) in try Color(parsing: text) }
                check(text) { (text) throws(KeyValueConversionFailure) in try Font(parsing: text) }
                check(text) { (text) throws(KeyValueConversionFailure) in try Point(parsing: text) }
                check(text) { (text) throws(KeyValueConversionFailure) in try Size(parsing: text) }
                check(text) { (text) throws(KeyValueConversionFailure) in try Rect(parsing: text) }
                check(text) { (text) throws(KeyValueConversionFailure) in try EdgeInsets(parsing: text) }
                check(text) { (text) throws(KeyValueConversionFailure) in try TextAlignment(parsing: text) }
                check(text) { (text) throws(KeyValueConversionFailure) in try LayoutEdges(parsing: text) }
                check(text) { (text) throws(KeyValueConversionFailure) in try StringCoding.parseBool(text) }
            }
        }

        @Test func generatorReachesValidForms() {
            // Without valid inputs of every kind the round-trip half of the check above would prove little.
            // The inputs are fixed, so the counts are exact: a parser that starts refusing valid forms shows here.
            let counts: [String: Int] = [
                "Color": validCount(Color.init(parsing:)), "Font": validCount(Font.init(parsing:)),
                "Point": validCount(Point.init(parsing:)), "Size": validCount(Size.init(parsing:)),
                "Rect": validCount(Rect.init(parsing:)), "EdgeInsets": validCount(EdgeInsets.init(parsing:)),
                "TextAlignment": validCount(TextAlignment.init(parsing:)), "LayoutEdges": validCount(LayoutEdges.init(parsing:)),
                "Bool": validCount(StringCoding.parseBool),
            ]
            #expect(counts == [
                "Color": 17, "Font": 1631, "Point": 47, "Size": 47, "Rect": 17, "EdgeInsets": 93, "TextAlignment": 19,
                "LayoutEdges": 119, "Bool": 20,
            ])
        }

        private func validCount<T>(_ parse: (String) throws(KeyValueConversionFailure) -> T) -> Int {
            Self.inputs.filter { (try? parse($0)) != nil }.count
        }

        private func check<T: CustomStringConvertible & Equatable>(
            _ text: String, _ parse: (String) throws(KeyValueConversionFailure) -> T
        ) {
            guard let parsed = try? parse(text) else { return }
            #expect((try? parse(parsed.description)) == parsed, "\(text) → \(parsed.description)")
        }
    }
}
