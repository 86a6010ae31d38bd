import Foundation
import BindingsTestSupport
import Testing
@testable import Bindings

@Suite("Expression formatters: built-ins", .checksLiveObjects)
struct ExpressionFormatterTests {
    /// 2024-03-05 14:30:00 UTC, a Tuesday.
    static let instant: TimeInterval = 1_709_649_000

    /// (formatter spec after `::`, input, expected output)
    static let rows: [(String, @Sendable () -> Any?, ExpressionResult)] = [
        // number, printf form
        ("number;format=%.2f miles", { 0.15821025961609 }, .string("0.16 miles")),
        ("number;format=%.2f miles", { 3 }, .string("3.00 miles")),
        ("number;format=%d", { 3.7 }, .string("4")),
        ("number;format=%d items", { Int32(12) }, .string("12 items")),
        ("number;format=%lld", { 9_223_372_036_854_775_807 }, .string("9223372036854775807")),
        ("number;format=%05.1f", { 3.14159 }, .string("003.1")),
        ("number;format=%+d", { 7 }, .string("+7")),
        ("number;format=%x", { 255 }, .string("ff")),
        ("number;format=%.0f%%", { 42.4 }, .string("42%")),
        ("number;format=%.1e", { 1234.5 }, .string("1.2e+03")),
        ("number;format=%d", { Double.infinity }, .double(.infinity)),
        ("number;format=%d", { "abc" }, .string("abc")),
        ("number;format=%d", { nil }, .null),
        // number, Foundation styles
        ("number", { 1234.5 }, .string("1,234.5")),
        ("number;style=decimal;maximumFractionDigits=1", { 3.14159 }, .string("3.1")),
        ("number;minimumFractionDigits=2", { 3 }, .string("3.00")),
        ("number;style=percent", { 0.256 }, .string("26%")),
        ("number;style=currency", { 1234.5 }, .string("$1,234.50")),
        ("number;style=spellOut", { 42 }, .string("forty-two")),
        ("number;style=scientific", { 1234.5 }, .string("1.2345E3")),
        ("number;locale=de_DE", { 1234.5 }, .string("1.234,5")),
        ("number;style=percent", { true }, .string("100%")),
        // MarkupKit's name for the style.
        ("number;numberStyle=currency", { 1234.5 }, .string("$1,234.50")),
        ("number;numberStyle=percent;maximumFractionDigits=1", { 0.2567 }, .string("25.7%")),
        // date
        ("date;format=yyyy-MM-dd", { Date(timeIntervalSince1970: instant) }, .string("2024-03-05")),
        ("date;format=yyyy-MM-dd HH:mm", { instant }, .string("2024-03-05 14:30")),
        ("date;format=yyyy-MM-dd HH:mm", { Int(instant) }, .string("2024-03-05 14:30")),
        ("date;format=yyyy-MM-dd HH:mm;timeZone=America/New_York", { instant }, .string("2024-03-05 09:30")),
        ("date;format=HH:mm:ss", { "2024-03-05T14:30:00Z" }, .string("14:30:00")),
        ("date;format=HH:mm:ss.SSS", { "2024-03-05T14:30:00.250Z" }, .string("14:30:00.250")),
        ("date;format=HH:mm", { "2024-03-05T14:30:00+02:00" }, .string("12:30")),
        ("date;format=EEEE d MMMM", { "2024-03-05" }, .string("Tuesday 5 March")),
        ("date", { instant }, .string("Mar 5, 2024")),
        ("date;dateStyle=full", { instant }, .string("Tuesday, March 5, 2024")),
        ("date;dateStyle=short", { instant }, .string("3/5/24")),
        ("date;format=yyyy", { "not a date" }, .string("not a date")),
        ("date;format=yyyy", { nil }, .null),
        // text
        ("uppercase", { "cvs pharmacy" }, .string("CVS PHARMACY")),
        ("lowercase", { "CVS" }, .string("cvs")),
        ("capitalized", { "cvs pharmacy" }, .string("Cvs Pharmacy")),
        ("trimmed", { "  CVS \n" }, .string("CVS")),
        ("uppercase", { 3 }, .int(3)),
        ("uppercase", { nil }, .null),
        // default
        ("default;value=—", { nil }, .string("—")),
        ("default;value=—", { "" }, .string("—")),
        ("default;value=—", { "CVS" }, .string("CVS")),
        ("default;value=none yet", { 0 }, .int(0)),
        // truncate
        ("truncate;length=10", { "Hello wonderful world" }, .string("Hello won…")),
        ("truncate;length=6", { "Hello world" }, .string("Hello…")),
        ("truncate;length=4", { "Hi there" }, .string("Hi…")),
        ("truncate;length=11", { "Hello world" }, .string("Hello world")),
        ("truncate;length=1", { "Hello" }, .string("…")),
        ("truncate;length=3", { 12345 }, .int(12345)),
        // phone
        ("phone", { 6_177_427_035 }, .string("(617) 742-7035")),
        ("phone", { "6177427035" }, .string("(617) 742-7035")),
        ("phone", { "16177427035" }, .string("+1 (617) 742-7035")),
        ("phone", { "+1 617.742.7035" }, .string("+1 (617) 742-7035")),
        ("phone", { "617-742-7035" }, .string("(617) 742-7035")),
        ("phone", { "26177427035" }, .string("26177427035")),
        ("phone", { "12345" }, .string("12345")),
        ("phone", { "call 6177427035" }, .string("call 6177427035")),
        ("phone", { "(617) 742 7035" }, .string("(617) 742-7035")),
        ("phone", { "617742703" }, .string("617742703")),
        ("phone", { "617742703512" }, .string("617742703512")),
        ("phone", { "６１７７４２７０３５" }, .string("６１７７４２７０３５")),
        ("phone", { "6177427035\u{301}" }, .string("6177427035\u{301}")),
        ("phone", { "" }, .string("")),
        ("phone", { nil }, .null),
    ]

    @Test(arguments: rows)
    func formats(spec: String, input: @Sendable () -> Any?, expected: ExpressionResult) throws {
        let expression = try BindingExpression(parsing: "x::" + spec)
        let registry = FormatterRegistry()
        let output = try expression.evaluateFormatted(in: registry) { _ in input() }
        #expect(ExpressionResult(output) == expected)
    }

    /// `style` and MarkupKit's `numberStyle` name one setting: given both, the formatter says so.
    @Test func styleAndNumberStyleCannotBeCombined() throws {
        let expression = try BindingExpression(parsing: "x::number;style=percent;numberStyle=currency")
        #expect(throws: (any Error).self) { try expression.evaluateFormatted(in: FormatterRegistry()) { _ in 1 } }
        do {
            _ = try expression.evaluateFormatted(in: FormatterRegistry()) { _ in 1 }
        } catch {
            #expect("\(error)" == "formatter 'number' cannot combine arguments 'numberStyle' and 'style'")
        }
    }

    @Test func phoneFormatterIsAPublicValueFormatter() {
        let phone = PhoneNumberFormatter()
        #expect(phone.format("6177427035") as? String == "(617) 742-7035")
        #expect(phone.format(UInt64(6_177_427_035)) as? String == "(617) 742-7035")
        #expect(phone.format(nil) == nil)
    }

    @Test func sharedRegistryHasTheBuiltInsAndPhone() {
        #expect(FormatterRegistry.shared.registeredNames == [
            "byteCount", "capitalized", "date", "default", "lowercase", "measurement", "number", "personNameComponents", "phone",
            "trimmed", "truncate", "uppercase",
        ])
        #expect(FormatterRegistry(registeringBuiltIns: false).registeredNames.isEmpty)
    }

    @Test func expressionWithoutFormatterIsReturnedAsEvaluated() throws {
        let expression = try BindingExpression(parsing: "content.n + 1")
        #expect(try expression.resolveFormatter() == nil)
        #expect(ExpressionResult(try expression.evaluateFormatted { ExpressionFixture.resolve($0) }) == .int(4))
    }
}
