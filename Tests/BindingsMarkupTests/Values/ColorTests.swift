import Bindings
import BindingsMarkup
import Testing

extension Values {
    @Suite("Color")
    struct ColorTests {
        static let expected = "a color: a name, #RRGGBB, #RRGGBBAA, rgb(r,g,b), rgba(r,g,b,a) or color(srgb r g b / a)"

        @Test(arguments: [
            ("red", Color(red: 1, green: 0, blue: 0)),
            ("RED", Color(red: 1, green: 0, blue: 0)),
            ("redColor", Color(red: 1, green: 0, blue: 0)),
            ("  darkGrayColor ", Color(white: 1.0 / 3.0)),
            ("DarkGray", Color(white: 1.0 / 3.0)),
            ("clear", Color(red: 0, green: 0, blue: 0, alpha: 0)),
            ("systemBlue", Color(red: 0, green: 122.0 / 255, blue: 1)),
            ("systemBlueColor", Color(red: 0, green: 122.0 / 255, blue: 1)),
            ("lightText", Color(white: 1, alpha: 0.6)),
            ("#FF8000", Color(red: 1, green: 128.0 / 255, blue: 0)),
            ("ff8000", Color(red: 1, green: 128.0 / 255, blue: 0)),
            ("#ff800080", Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 128.0 / 255)),
            ("00000000", Color(red: 0, green: 0, blue: 0, alpha: 0)),
            ("rgb(255,128,0)", Color(red: 1, green: 128.0 / 255, blue: 0)),
            ("rgb( 255 , 128 , 0 )", Color(red: 1, green: 128.0 / 255, blue: 0)),
            ("RGB(0, 0, 255)", Color(red: 0, green: 0, blue: 1)),
            ("rgba(255, 0, 0, 0.5)", Color(red: 1, green: 0, blue: 0, alpha: 0.5)),
            ("rgba(0,0,0,0)", Color(red: 0, green: 0, blue: 0, alpha: 0)),
            ("rgb(127.5, 0, 0)", Color(red: 0.5, green: 0, blue: 0)),
            ("color(srgb 0.25 0.5 1)", Color(red: 0.25, green: 0.5, blue: 1)),
            ("color(SRGB 0.25 0.5 1 / 0.75)", Color(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)),
        ])
        func parsesValid(text: String, color: Color) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Color(parsing: text) } == color)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Color.convert(fromKeyValue: text) } == color)
        }

        @Test(arguments: [
            ("", "the value is empty"),
            ("   ", "the value is empty"),
            ("rgb(300,0,0)", "component 300 is out of range 0...255"),
            ("rgb(-1,0,0)", "component -1 is out of range 0...255"),
            ("rgba(0,0,0,1.5)", "alpha 1.5 is out of range 0...1"),
            ("rgb(0,0)", "rgb takes 3 components, found 2"),
            ("rgb()", "rgb takes 3 components, found 0"),
            ("rgba(0,0,0)", "rgba takes 4 components, found 3"),
            ("rgb(0,,0)", "empty component"),
            ("rgb(0,x,0)", "'x' is not a number"),
            ("rgb(0,nan,0)", "'nan' is not a number"),
            ("rgb(0,0,0", "missing closing parenthesis"),
            ("#FFF", "found 3 hex digits, expected 6 or 8"),
            ("#", "found 0 hex digits, expected 6 or 8"),
            ("abcde", "found 5 hex digits, expected 6 or 8"),
            ("#FF00GG", "'G' is not a hex digit"),
            ("#FF00０0", "'０' is not a hex digit"),
            ("grren", "unknown name 'grren' (did you mean 'green'?)"),
            ("darkGreyColor", "unknown name 'darkGreyColor' (did you mean 'darkGray'?)"),
            ("chartreuse", "unknown name 'chartreuse'"),
            ("color(srgb 2 0 0)", "component 2 is out of range 0...1"),
            ("color(srgb 1 0 0 / 2)", "alpha 2 is out of range 0...1"),
            ("color(srgb 1 0)", "color(srgb) takes 3 components, found 2"),
            ("color(display-p3 1 0 0)", "unsupported color space 'display-p3', expected srgb"),
        ])
        func rejectsInvalid(text: String, reason: String) {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try Color(parsing: text) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.expected, reason: reason))
        }

        @Test func rejectsOtherTypesWithoutReason() {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try Color.convert(fromKeyValue: 42) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.expected))
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Color.convert(fromKeyValue: Color.red) } == .red)
        }

        // UIKit's values: grays by white level, orange/purple/brown by their documented components.
        @Test(arguments: [
            ("black", 0.0, 0.0, 0.0, 1.0), ("darkGray", 1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0, 1.0),
            ("lightGray", 2.0 / 3.0, 2.0 / 3.0, 2.0 / 3.0, 1.0), ("white", 1.0, 1.0, 1.0, 1.0),
            ("gray", 0.5, 0.5, 0.5, 1.0), ("red", 1.0, 0.0, 0.0, 1.0), ("green", 0.0, 1.0, 0.0, 1.0),
            ("blue", 0.0, 0.0, 1.0, 1.0), ("cyan", 0.0, 1.0, 1.0, 1.0), ("yellow", 1.0, 1.0, 0.0, 1.0),
            ("magenta", 1.0, 0.0, 1.0, 1.0), ("orange", 1.0, 0.5, 0.0, 1.0), ("purple", 0.5, 0.0, 0.5, 1.0),
            ("brown", 0.6, 0.4, 0.2, 1.0), ("clear", 0.0, 0.0, 0.0, 0.0),
        ])
        func namedColorComponents(name: String, red: Double, green: Double, blue: Double, alpha: Double) throws {
            let color = try #require(Color.named(name + "Color"))
            #expect([color.red, color.green, color.blue, color.alpha] == [red, green, blue, alpha])
        }

        @Test(arguments: [
            (Color.red, "red"), (Color.darkGray, "darkGray"), (Color.clear, "clear"),
            (Color(red: 1, green: 128.0 / 255, blue: 0), "#FF8000"),
            (Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 128.0 / 255), "#FF800080"),
            (Color(red: 0.1, green: 0.2, blue: 0.3), "color(srgb 0.1 0.2 0.3)"),
            (Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5), "color(srgb 0.1 0.2 0.3 / 0.5)"),
            (Color(red: 2, green: -1, blue: .nan), "red"),
        ])
        func describesCanonically(color: Color, text: String) {
            #expect(color.description == text)
        }

        @Test(arguments: Color.names.compactMap(Color.named) + [
            Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), Color(white: 0.7),
            Color(red: 1.0 / 7, green: 2.0 / 9, blue: 0.123456789, alpha: 0.999),
            Color(red: 12.0 / 255, green: 34.0 / 255, blue: 56.0 / 255, alpha: 78.0 / 255),
        ])
        func roundTripsDescription(color: Color) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Color(parsing: color.description) } == color)
        }

        @Test(arguments: [
            (Color.orange, "#FF8000"), (Color.white, "#FFFFFF"), (Color.clear, "#00000000"),
            (Color(red: 1, green: 0, blue: 0, alpha: 0.5), "#FF000080"),
        ])
        func hexRoundsToEightBits(color: Color, hex: String) {
            #expect(color.hex == hex)
        }

        @Test func namesAreUnique() {
            #expect(Set(Color.names.map { $0.lowercased() }).count == Color.names.count)
        }
    }
}
