import Bindings
import BindingsMarkup
import Testing

extension Values {
    @Suite("Geometry")
    struct GeometryTests {
        static let point = "a point: x y or {x,y}"
        static let size = "a size: width height or {width,height}"
        static let rect = "a rectangle: x y width height or {{x,y},{width,height}}"
        static let insets = "edge insets: one number for all four, top left bottom right or {top,left,bottom,right}"

        @Test(arguments: [
            ("1 2", Point(x: 1, y: 2)), ("  -1.5   2e2 ", Point(x: -1.5, y: 200)), ("{1,2}", Point(x: 1, y: 2)),
            ("{ 1 , 2 }", Point(x: 1, y: 2)), ("{1, 2}", Point(x: 1, y: 2)), ("1, 2", Point(x: 1, y: 2)),
        ])
        func parsesPoints(text: String, point: Point) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Point.convert(fromKeyValue: text) } == point)
        }

        @Test(arguments: [
            ("3 4", Size(width: 3, height: 4)), ("{3,4}", Size(width: 3, height: 4)),
            ("{0.5, 0}", Size(width: 0.5, height: 0)),
        ])
        func parsesSizes(text: String, size: Size) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Size.convert(fromKeyValue: text) } == size)
        }

        @Test(arguments: [
            ("1 2 3 4", Rect(x: 1, y: 2, width: 3, height: 4)),
            ("{{1,2},{3,4}}", Rect(x: 1, y: 2, width: 3, height: 4)),
            ("{{1, 2}, {3, 4}}", Rect(x: 1, y: 2, width: 3, height: 4)),
            ("{ {1 2} {3 4} }", Rect(x: 1, y: 2, width: 3, height: 4)),
            ("{1,2,3,4}", Rect(x: 1, y: 2, width: 3, height: 4)),
            ("{1,2},{3,4}", Rect(x: 1, y: 2, width: 3, height: 4)),
        ])
        func parsesRects(text: String, rect: Rect) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Rect.convert(fromKeyValue: text) } == rect)
        }

        @Test(arguments: [
            ("5", EdgeInsets(all: 5)), ("{5}", EdgeInsets(all: 5)),
            ("1 2 3 4", EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            ("{1,2,3,4}", EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            ("{1, 2, 3, -4}", EdgeInsets(top: 1, left: 2, bottom: 3, right: -4)),
        ])
        func parsesInsets(text: String, insets: EdgeInsets) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try EdgeInsets.convert(fromKeyValue: text) } == insets)
        }

        @Test(arguments: [
            (8 as any Sendable, EdgeInsets(all: 8)), (2.5 as any Sendable, EdgeInsets(all: 2.5)),
            (Float(1.5) as any Sendable, EdgeInsets(all: 1.5)), (UInt8(3) as any Sendable, EdgeInsets(all: 3)),
            (EdgeInsets(all: 1) as any Sendable, EdgeInsets(all: 1)),
        ])
        func convertsNumbersToInsets(input: any Sendable, insets: EdgeInsets) {
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try EdgeInsets.convert(fromKeyValue: input) } == insets)
        }

        @Test(arguments: [true as any Sendable, Double.nan as any Sendable, Int.max as any Sendable, [1, 2] as any Sendable])
        func rejectsNonNumbersAsInsets(input: any Sendable) {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try EdgeInsets.convert(fromKeyValue: input) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.insets))
        }

        @Test(arguments: [
            ("", "the value is empty"), ("1", "expected 2 numbers, found 1"), ("1 2 3", "expected 2 numbers, found 3"),
            ("{}", "expected 2 numbers, found 0"), ("1 x", "'x' is not a number"), ("1,,2", "empty component"),
            (",1 2", "empty component"), ("1 2,", "empty component"), ("{1,2", "unbalanced braces"),
            ("1,2}", "unbalanced braces"), ("{{1,2}}", "unexpected nested braces"), ("1 0x10", "'0x10' is not a number"),
        ])
        func rejectsInvalidPoints(text: String, reason: String) {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try Point(parsing: text) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.point, reason: reason))
        }

        @Test(arguments: [("3", "expected 2 numbers, found 1"), ("{w,h}", "'w' is not a number")])
        func rejectsInvalidSizes(text: String, reason: String) {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try Size(parsing: text) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.size, reason: reason))
        }

        @Test(arguments: [
            ("1 2 3", "expected 4 numbers, found 3"), ("{{1,2},{3}}", "expected 2 numbers, found 1"),
            ("{{1,2}}", "expected {{x,y},{width,height}} or 4 numbers"),
            ("{{1,2},3,4}", "expected {{x,y},{width,height}} or 4 numbers"),
            ("{{1,2},{3,{4}}}", "unexpected nested braces"),
            (String(repeating: "{", count: 100_000), "unexpected nested braces"), ("{{1,2},{3,4}", "unbalanced braces"),
            ("", "the value is empty"),
        ])
        func rejectsInvalidRects(text: String, reason: String) {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try Rect(parsing: text) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.rect, reason: reason))
        }

        @Test(arguments: [
            ("1 2", "expected 1 or 4 numbers, found 2"), ("1 2 3 4 5", "expected 1 or 4 numbers, found 5"),
            ("top", "'top' is not a number"),
        ])
        func rejectsInvalidInsets(text: String, reason: String) {
            let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try EdgeInsets(parsing: text) }
            #expect(thrown == KeyValueConversionFailure(expected: Self.insets, reason: reason))
        }

        @Test func describesCanonically() {
            #expect(Point(x: 1, y: -2.5).description == "{1, -2.5}")
            #expect(Size(width: 0.1, height: 1e20).description == "{0.1, 1e+20}")
            #expect(Rect(x: 1, y: 2, width: 3, height: 4).description == "{{1, 2}, {3, 4}}")
            #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "{1, 2, 3, 4}")
        }

        @Test(arguments: [0.0, -0.0, 1, -2.5, 0.1, 1.0 / 3.0, 1e-7, 1e20, 123_456_789.125, -9_007_199_254_740_994])
        func roundTripsDescriptions(number: Double) {
            let point = Point(x: number, y: -number)
            let size = Size(width: number, height: 1)
            let rect = Rect(origin: point, size: size)
            let insets = EdgeInsets(top: number, left: 1, bottom: -number, right: 0)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Point(parsing: point.description) } == point)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Size(parsing: size.description) } == size)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try Rect(parsing: rect.description) } == rect)
            #expect(convertedValue { () throws(KeyValueConversionFailure) in try EdgeInsets(parsing: insets.description) } == insets)
        }

        @Test func rectConveniences() {
            let rect = Rect(x: 10, y: 20, width: -4, height: 6)
            #expect([rect.minX, rect.midX, rect.maxX, rect.width] == [6, 8, 10, -4])
            #expect([rect.minY, rect.midY, rect.maxY, rect.height] == [20, 23, 26, 6])
            #expect(rect.center == Point(x: 8, y: 23))
            #expect(rect.contains(Point(x: 6, y: 20)) && !rect.contains(Point(x: 10, y: 20)))
            #expect(rect.inset(by: EdgeInsets(top: 1, left: 1, bottom: 2, right: 0)) == Rect(x: 7, y: 21, width: 3, height: 3))
            #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).horizontal == 6)
        }
    }
}
