import Bindings
import BindingsMarkup
import Foundation
import Testing

extension Values {
    @Suite("StringCoding")
    struct StringCodingTests {
        @Test(arguments: [
            ("true", true), ("TRUE", true), ("Yes", true), ("1", true), (" yes ", true),
            ("false", false), ("False", false), ("NO", false), ("0", false),
        ])
        func parsesBooleans(text: String, expected: Bool) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try StringCoding.parseBool(text) } == expected)
        }

        @Test(arguments: [
            ("", "the value is empty" as String?), ("maybe", nil), ("2", nil), ("y", nil), ("on", nil),
        ])
        func rejectsInvalidBooleans(text: String, reason: String?) {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try StringCoding.parseBool(text) }
            #expect(thrown == KeyValueConversionFailure(expected: "a boolean: true, false, yes, no, 1 or 0", reason: reason))
        }

        @Test(arguments: [
            (14.0, "14"), (-0.0, "0"), (0.5, "0.5"), (1.0 / 3.0, "0.3333333333333333"), (1e-7, "1e-07"), (1e20, "1e+20"),
        ])
        func formatsNumbers(number: Double, text: String) {
            #expect(StringCoding.format(number) == text)
        }

        @Test func exposesExpectedForms() {
            #expect(StringCoding.boolExpectedForm == "a boolean: true, false, yes, no, 1 or 0")
        }
    }

    @Suite("ValueConversionError")
    struct ValueConversionErrorTests {
        /// Conversion failures and their whole messages.
        static let failures: [(ValueConversionError?, String)] = [
            (Self.conversionError("rgb(300,0,0)", to: Color.self, property: "textColor"),
             "cannot convert 'rgb(300,0,0)' to Color for property 'textColor': component 300 is out of range 0...255; "
             + "expected a color: a name, #RRGGBB, #RRGGBBAA, rgb(r,g,b), rgba(r,g,b,a) or color(srgb r g b / a)"),
            (Self.conversionError("System -2", to: Font.self, property: "font"),
             "cannot convert 'System -2' to Font for property 'font': size -2 is not greater than 0; "
             + "expected a font: a name and an optional size, such as System 14, System-Bold 16, Helvetica 17, bold 15, italic or a text style such as headline"),
            (Self.conversionError("1 2 3", to: Rect.self, property: "frame"),
             "cannot convert '1 2 3' to Rect for property 'frame': expected 4 numbers, found 3; "
             + "expected a rectangle: x y width height or {{x,y},{width,height}}"),
            (Self.conversionError("centre", to: TextAlignment.self, property: "textAlignment"),
             "cannot convert 'centre' to TextAlignment for property 'textAlignment': unknown name 'centre' "
             + "(did you mean 'center'?); expected one of left, center, right, justified or natural"),
            (Self.conversionError("sideways", to: LayoutEdges.self, property: "edges"),
             "cannot convert 'sideways' to LayoutEdges for property 'edges': unknown name 'sideways'; "
             + "expected none, all or space-separated names from top, left, bottom and right"),
        ]

        @Test(arguments: failures)
        func describesConversionFailures(thrown: ValueConversionError?, message: String) {
            #expect(thrown?.description == message)
        }

        @Test func convertsThroughStringCoding() throws {
            let insets = try StringCoding.convert("1 2 3 4", to: EdgeInsets.self, property: "margins")
            #expect(insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }

        @Test func describesFailuresWithoutReason() {
            let thrown = Self.conversionError(3.5, to: Color.self, property: "backgroundColor")
            #expect(thrown == ValueConversionError(
                property: "backgroundColor", value: "3.5", type: "Color",
                failure: KeyValueConversionFailure(expected: Color.expectedForm)))
            #expect(thrown?.description == "cannot convert '3.5' to Color for property 'backgroundColor'; expected "
                + "a color: a name, #RRGGBB, #RRGGBBAA, rgb(r,g,b), rgba(r,g,b,a) or color(srgb r g b / a)")
        }

        /// The error converting `value` throws, or `nil`; evaluated eagerly so tables hold only Sendable values.
        private static func conversionError<T: KeyValueConvertible>(_ value: Any, to type: T.Type, property: String) -> ValueConversionError? {
            do {
                _ = try StringCoding.convert(value, to: type, property: property)
                return nil
            } catch {
                return error
            }
        }
    }
}
