import Foundation
import BindingsTestSupport
import Testing
@testable import Bindings

@Suite("Expression robustness: nesting limits, numeric types, no crashes", .checksLiveObjects)
struct ExpressionRobustnessTests {
    /// Hostile nesting, built from a unit repeated: (unit, repeats, suffix, error offset).
    static let tooDeep: [(String, Int, String, Int)] = [
        ("(", 257, "1" + String(repeating: ")", count: 257), 256),
        ("(", 10_000, "", 256),
        ("!", 10_000, "x", 256),
        ("- ", 10_000, "x", 512),
        ("upper(", 10_000, "", 1542),
        ("`{", 5_000, "", 513),
        ("a ? ", 5_000, "", 1028),
        ("a ? b : ", 5_000, "", 2052),
    ]

    @Test(arguments: tooDeep)
    func nestingBeyondTheLimitIsAnError(unit: String, repeats: Int, suffix: String, offset: Int) {
        let source = String(repeating: unit, count: repeats) + suffix
        #expect(throws: ExpressionError(.nestingTooDeep(limit: 256), at: offset)) {
            try BindingExpression(parsing: source)
        }
        #expect(ExpressionError(.nestingTooDeep(limit: 256), at: 0).description
            == "expression is nested more than 256 levels deep")
    }

    @Test func nestingAtTheLimitParsesAndEvaluates() throws {
        let parenthesized = String(repeating: "(", count: 256) + "1" + String(repeating: ")", count: 256)
        #expect(ExpressionResult(try BindingExpression(parsing: parenthesized).evaluate { _ in nil }) == .int(1))
        let negations = String(repeating: "!", count: 256) + "flag"
        #expect(try ExpressionFixture.evaluate(negations) == .bool(true))
        let templates = String(repeating: "`{", count: 256) + "'x'" + String(repeating: "}`", count: 256)
        #expect(try ExpressionFixture.evaluate(templates) == .string("x"))
    }

    @Test func longFlatChainsDoNotNest() throws {
        let sum = "1" + String(repeating: " + 1", count: 20_000)
        #expect(try ExpressionFixture.evaluate(sum) == .int(20_001))
        let conjunction = "flag" + String(repeating: " and flag", count: 20_000)
        #expect(try ExpressionFixture.evaluate(conjunction) == .bool(true))
        let coalescing = String(repeating: "content.missing ?? ", count: 20_000) + "'end'"
        let expression = try BindingExpression(parsing: coalescing)
        #expect(ExpressionResult(expression.evaluate { ExpressionFixture.resolve($0) }) == .string("end"))
        #expect(expression.keyPaths == ["content.missing"])
    }

    /// Resolver values of many numeric types, each plus one.
    static let numericValues: [(String, @Sendable () -> Any?, ExpressionResult)] = [
        ("Int32", { Int32(2) }, .int(3)),
        ("UInt8", { UInt8(2) }, .int(3)),
        ("Int64", { Int64(2) }, .int(3)),
        ("UInt64.max", { UInt64.max }, .double(Double(UInt64.max) + 1)),
        ("Float", { Float(1.5) }, .double(2.5)),
        ("Double", { 1.25 }, .double(2.25)),
        ("Bool", { true }, .int(2)),
        ("Decimal", { Decimal(string: "1.5") }, .double(2.5)),
        ("NSNumber int", { NSNumber(value: 2) }, .int(3)),
        ("NSNumber double", { NSNumber(value: 0.5) }, .double(1.5)),
        ("Optional.none", { Int?.none as Any }, .null),
        ("nested Optional", { Int??.some(.some(2)) as Any }, .int(3)),
        ("Substring", { "ab".dropFirst() }, .string("b1")),
        ("Date", { Date(timeIntervalSince1970: 0) }, .null),
    ]

    @Test(arguments: numericValues)
    func resolverValuesAreNormalized(name: String, value: @Sendable () -> Any?, expected: ExpressionResult) throws {
        let expression = try BindingExpression(parsing: "x + 1")
        #expect(ExpressionResult(expression.evaluate { _ in value() }) == expected)
    }

    /// Stands for the template of the `NSObject` value, whose description holds its address.
    static let objectDescription = "<the object's description>"

    /// Each source evaluated with each value of `edgeValues`, the results as their descriptions
    /// (a NaN result is not equal to itself, so results compare by description).
    static let edgeResults: [(String, [String])] = [
        ("x * 2", ["nil", "Double(nan)", "Double(inf)", "Double(-1.8446744073709552e+19)", "Double(1.8446744073709552e+19)",
                   "nil", "nil", "nil", "nil", "nil", "Double(nan)"]),
        ("x / 0", Array(repeating: "nil", count: 11)),
        ("x % 0", Array(repeating: "nil", count: 11)),
        ("-x", ["nil", "Double(-nan)", "Double(-inf)", "Double(9.223372036854776e+18)", "Int(-9223372036854775807)",
                "nil", "nil", "nil", "nil", "nil", "Double(-nan)"]),
        ("x < 1", ["nil", "Bool(false)", "Bool(false)", "Bool(true)", "Bool(false)", "nil", "nil", "nil", "nil", "nil", "Bool(false)"]),
        ("x + x", ["nil", "Double(nan)", "Double(inf)", "Double(-1.8446744073709552e+19)", "Double(1.8446744073709552e+19)",
                   "String(\"\")", "nil", "nil", "nil", "nil", "Double(nan)"]),
        ("upper(x)", ["nil", "nil", "nil", "nil", "nil", "String(\"\")", "nil", "nil", "nil", "nil", "nil"]),
        ("count(x)", ["Int(0)", "nil", "nil", "nil", "nil", "Int(0)", "Int(2)", "Int(1)", "nil", "nil", "nil"]),
        ("isEmpty(x)", ["Bool(true)", "nil", "nil", "nil", "nil", "Bool(true)", "Bool(false)", "Bool(false)", "nil", "nil", "nil"]),
        ("x ? 1 : 2", ["Int(2)", "Int(1)", "Int(1)", "Int(1)", "Int(1)", "Int(2)", "Int(1)", "Int(1)", "Int(1)", "Int(1)", "Int(1)"]),
        ("`{x}`", ["String(\"\")", "String(\"nan\")", "String(\"inf\")", "String(\"-9223372036854775808\")",
                   "String(\"9223372036854775807\")", "String(\"\")", "String(\"[1, 2]\")", "String(\"[\\\"a\\\": 1]\")",
                   "String(\"1970-01-01 00:00:00 +0000\")", objectDescription, "String(\"nan\")"]),
        ("x == x", ["Bool(true)", "Bool(false)", "Bool(true)", "Bool(true)", "Bool(true)", "Bool(true)", "Bool(true)", "Bool(true)",
                    "Bool(true)", "Bool(true)", "Bool(false)"]),
        ("9223372036854775807 * 9223372036854775807", Array(repeating: "Double(8.507059173023462e+37)", count: 11)),
        ("-9223372036854775807 - 2", Array(repeating: "Double(-9.223372036854776e+18)", count: 11)),
        ("-(-9223372036854775807 - 1)", Array(repeating: "Double(9.223372036854776e+18)", count: 11)),
        ("(-9223372036854775807 - 1) / -1", Array(repeating: "Double(9.223372036854776e+18)", count: 11)),
        ("(-9223372036854775807 - 1) % -1", Array(repeating: "Int(0)", count: 11)),
        ("0.0 / 0.0", Array(repeating: "nil", count: 11)),
    ]

    @Test(arguments: edgeResults)
    func mismatchesAndEdgeValuesGiveExactResultsNotCrashes(source: String, expected: [String]) throws {
        let object = NSObject()
        let edgeValues: [Any?] = [
            nil, Double.nan, Double.infinity, Int.min, Int.max, "", [1, 2], ["a": 1], Date(timeIntervalSince1970: 0), object, Float.nan,
        ]
        let expression = try BindingExpression(parsing: source)
        let results = edgeValues.map { value in ExpressionResult(expression.evaluate { _ in value }).description }
        let objectText = "String(\(String(describing: object).debugDescription))"
        #expect(results == expected.map { $0 == Self.objectDescription ? objectText : $0 })
    }

    @Test func edgeArithmeticIsExact() throws {
        #expect(try ExpressionFixture.evaluate("(-9223372036854775807 - 1) / -1") == .double(9_223_372_036_854_775_808))
        #expect(try ExpressionFixture.evaluate("(-9223372036854775807 - 1) % -1") == .int(0))
        let nan = try BindingExpression(parsing: "x < 1")
        #expect(ExpressionResult(nan.evaluate { _ in Double.nan }) == .bool(false))
        let mismatch = try BindingExpression(parsing: "x < 1")
        #expect(ExpressionResult(mismatch.evaluate { _ in Date() }) == .null)
    }

    @Test func garbageNeverCrashesTheParser() {
        // Every prefix of a grammar-rich source, and bytes shuffled deterministically: each parses or
        // fails with an offset inside its source. The counts pin that both outcomes are reached.
        let source = #"`a{upper(x.y) ?? 'q\n'}` + (1.5e3 * -z.@count) :: number;format=%.2f"#
        let characters = Array(source)
        var generator = SeededRandomGenerator(seed: 42)
        var inputs = (0 ... characters.count).map { String(characters[0 ..< $0]) }
        for _ in 0 ..< 2_000 {
            inputs.append(String((0 ..< 24).map { _ in characters[Int(generator.next() % UInt64(characters.count))] }))
        }
        var parsed: [Bool] = []
        for input in inputs {
            do {
                _ = try BindingExpression(parsing: input)
                parsed.append(true)
            } catch {
                parsed.append(false)
                #expect((0 ... input.count).contains(error.offset), "\(input.debugDescription): offset \(error.offset)")
            }
        }
        let prefixes = characters.count + 1
        #expect(parsed[..<prefixes].filter { $0 }.count == 15)
        #expect(parsed[prefixes...].filter { $0 }.count == 2)
    }
}
