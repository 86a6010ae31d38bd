import Bindings
import BindingsMarkup
import Testing

extension Values {
    @Suite("Font")
    struct FontTests {
        static let expected = "a font: a name and an optional size, such as System 14, System-Bold 16, Helvetica 17, bold 15, italic or a text style such as headline"

        @Test(arguments: [
            ("System 14", Font(name: "System", size: 14, weight: .regular, italic: false)),
            ("system 14", Font.system(size: 14)),
            ("System-Bold 16", Font.system(size: 16, weight: .bold)),
            ("System-Italic 12", Font.system(size: 12, italic: true)),
            ("system-bolditalic 12.5", Font.system(size: 12.5, weight: .bold, italic: true)),
            ("helvetica 17", Font(name: "helvetica", size: 17)),
            ("Helvetica", Font(name: "Helvetica", size: 16)),
            ("  Helvetica   9  ", Font(name: "Helvetica", size: 9)),
            ("Helvetica-Bold 20", Font(name: "Helvetica", size: 20, weight: .bold)),
            ("Helvetica Neue 15", Font(name: "Helvetica Neue", size: 15)),
            ("bold 15", Font.system(size: 15, weight: .bold)),
            ("Bold", Font.system(size: 16, weight: .bold)),
            // Text styles alone, under their own and MarkupKit's names.
            ("headline", Font.system(size: 17, weight: .bold)),
            ("body", Font.system(size: 17)),
            ("caption1", Font.system(size: 12)),
            ("largeTitle", Font.system(size: 34)),
            ("UIFontTextStyleFootnote", Font.system(size: 13)),
            ("  title3  ", Font.system(size: 20)),
            ("italic", Font.system(size: 16, italic: true)),
            ("System", Font.system()),
            ("Courier 1e1", Font(name: "Courier", size: 10)),
        ])
        func parsesValid(text: String, font: Font) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Font(parsing: text) } == font)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Font.convert(fromKeyValue: text) } == font)
        }

        @Test(arguments: [
            ("", "the value is empty"),
            ("  ", "the value is empty"),
            ("System 0", "size 0 is not greater than 0"),
            ("System -3", "size -3 is not greater than 0"),
            ("System big", "'big' is not a number"),
            ("Helvetica Neue", "'Neue' is not a number"),
            ("System 12pt", "'12pt' is not a number"),
            ("System inf", "'inf' is not a number"),
            ("14", "the font name is missing"),
        ])
        func rejectsInvalid(text: String, reason: String) {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try Font(parsing: text) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.expected, reason: reason))
        }

        @Test func rejectsNumbersAndAcceptsFonts() {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try Font.convert(fromKeyValue: 14) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.expected))
            let font = Font(name: "Courier", size: 11)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Font.convert(fromKeyValue: font) } == font)
        }

        @Test(arguments: [
            (Font.system(size: 14), "System 14"),
            (Font.system(size: 16, weight: .bold), "System-Bold 16"),
            (Font.system(size: 12, italic: true), "System-Italic 12"),
            (Font.system(size: 12.5, weight: .bold, italic: true), "System-BoldItalic 12.5"),
            (Font(name: "Helvetica", size: 17), "Helvetica 17"),
            (Font(name: "Helvetica-Bold"), "Helvetica-Bold 16"),
            (Font(name: "  Helvetica   Neue ", size: 0), "Helvetica Neue 16"),
            (Font(name: "", size: -.infinity), "System 16"),
        ])
        func describesCanonically(font: Font, text: String) {
            #expect(font.description == text)
        }

        @Test(arguments: [
            Font.system(), Font.system(size: 9.75, weight: .bold), Font.system(size: 30, italic: true),
            Font(name: "Avenir", size: 0.1, weight: .bold, italic: true), Font(name: "Helvetica Neue", size: 15),
            Font(name: "Foo-Bold-Bold"), Font(name: "14", size: 12), Font(name: "bold"),
        ])
        func roundTripsDescription(font: Font) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Font(parsing: font.description) } == font)
        }

        @Test func normalizesTraitSuffixesIntoProperties() {
            let font = Font(name: "Avenir-Italic", size: 12, weight: .bold)
            #expect(font.name == "Avenir")
            #expect(font.weight == .bold)
            #expect(font.italic)
            #expect(font.fullName == "Avenir-BoldItalic")
            #expect(!font.isSystem)
            #expect(Font(name: "SYSTEM-bold").isSystem)
        }
    }
}
