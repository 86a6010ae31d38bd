import Bindings
import BindingsMarkup
import Testing

extension Values {
    @Suite("Enumerations and bit masks")
    struct EnumerationTests {
        static let textAlignment = "one of left, center, right, justified or natural"
        static let layoutEdges = "none, all or space-separated names from top, left, bottom and right"

        @Test(arguments: [
            ("center", TextAlignment.center), ("Center", .center), ("CENTER", .center),
            ("NSTextAlignmentCenter", .center), ("textAlignmentCenter", .center), ("UITextAlignmentRight", .right),
            (" justified ", .justified), ("natural", .natural), ("left", .left),
        ])
        func parsesTextAlignment(text: String, alignment: TextAlignment) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try TextAlignment.convert(fromKeyValue: text) } == alignment)
        }

        @Test(arguments: [
            ("", "the value is empty"),
            ("centre", "unknown name 'centre' (did you mean 'center'?)"),
            ("NSTextAlignmentCentre", "unknown name 'NSTextAlignmentCentre' (did you mean 'center'?)"),
            ("middle", "unknown name 'middle'"),
            ("TextAlignment", "unknown name 'TextAlignment'"),
        ])
        func rejectsInvalidTextAlignment(text: String, reason: String) {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try TextAlignment(parsing: text) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.textAlignment, reason: reason))
        }

        @Test func convertsCasesAndRejectsOtherTypes() {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try TextAlignment.convert(fromKeyValue: TextAlignment.right) } == .right)
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try TextAlignment.convert(fromKeyValue: 1) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.textAlignment))
        }

        @Test func parsesOtherEnumerations() {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try HorizontalAlignment(parsing: "UIControlContentHorizontalAlignmentLeading") } == .leading)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try HorizontalAlignment(parsing: "horizontalAlignmentFill") } == .fill)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try VerticalAlignment(parsing: "Bottom") } == .bottom)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try ContentMode(parsing: "UIViewContentModeScaleAspectFit") } == .scaleAspectFit)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try ContentMode(parsing: "bottomleft") } == .bottomLeft)
            #expect(VerticalAlignment.expectedForm == "one of fill, top, bottom or center")
        }

        @Test func roundTripsEnumerationDescriptions() {
            for alignment in TextAlignment.allCases {
                #expect(convertedValue { () throws(KeyValueConversionFailure) in try TextAlignment(parsing: alignment.description) } == alignment)
            }
            for mode in ContentMode.allCases {
                #expect(convertedValue { () throws(KeyValueConversionFailure) in try ContentMode(parsing: mode.description) } == mode)
            }
            #expect(TextAlignment.justified.description == "justified")
        }

        @Test(arguments: [
            ("top", LayoutEdges.top), ("top left", [.top, .left]), ("Bottom,Right", [.bottom, .right]),
            (" left ,  right ", [.left, .right]), ("none", []), ("NONE", []), ("all", [.top, .left, .bottom, .right]),
            ("top top", .top), ("layoutEdgesTop UILayoutEdgesBottom", [.top, .bottom]),
            ("top 16", [.top, LayoutEdges(rawValue: 16)]), ("none left", .left),
        ] as [(String, LayoutEdges)])
        func parsesLayoutEdges(text: String, edges: LayoutEdges) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try LayoutEdges.convert(fromKeyValue: text) } == edges)
        }

        @Test(arguments: [
            ("", "the value is empty"), (" , ", "the value is empty"),
            ("top lef", "unknown name 'lef' (did you mean 'left'?)"),
            ("nine", "unknown name 'nine' (did you mean 'none'?)"),
            ("top middle", "unknown name 'middle'"), ("-1", "unknown name '-1'"),
        ])
        func rejectsInvalidLayoutEdges(text: String, reason: String) {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try LayoutEdges(parsing: text) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.layoutEdges, reason: reason))
        }

        @Test(arguments: [
            (LayoutEdges(), "none"), (LayoutEdges.all, "all"), (LayoutEdges([.right, .top]), "top right"),
            (LayoutEdges([.left, .bottom, .right]), "left bottom right"), (LayoutEdges(rawValue: 0b1_0001), "top 16"),
        ])
        func describesLayoutEdges(edges: LayoutEdges, text: String) {
            #expect(edges.description == text)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try LayoutEdges(parsing: edges.description) } == edges)
        }

        @Test func roundTripsEveryLayoutEdgesCombination() {
            for raw in 0..<32 {
                let edges = LayoutEdges(rawValue: raw)
                #expect(convertedValue { () throws(KeyValueConversionFailure) in try LayoutEdges(parsing: edges.description) } == edges)
            }
        }
    }
}
