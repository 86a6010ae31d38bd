import BindingsTestSupport
import Testing
@testable import Bindings

@Suite("Expression grammar: valid sources", .checksLiveObjects)
struct ExpressionGrammarTests {
    static let rows: [(String, ExpressionResult)] = [
        // Key paths and literals
        ("content.name", .string("CVS")),
        ("content.n", .int(3)),
        ("content.distance", .double(0.4218)),
        ("flag", .bool(true)),
        ("content.missing", .null),
        ("content.none", .null),
        ("content.and", .string("A")),
        ("content.items.@count", .int(3)),
        ("  content . name  ", .string("CVS")),
        ("3", .int(3)),
        ("3.5", .double(3.5)),
        ("1e3", .double(1000)),
        ("2.5E-1", .double(0.25)),
        ("99999999999999999999", .double(1e20)),
        ("'abc'", .string("abc")),
        ("\"abc\"", .string("abc")),
        (#"'a\'b\\c\n\t\"'"#, .string("a'b\\c\n\t\"")),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("nil", .null),
        // Unary
        ("-3", .int(-3)),
        ("-content.n", .int(-3)),
        ("- -3.5", .double(3.5)),
        ("!flag", .bool(false)),
        ("not flag", .bool(false)),
        ("!content.missing", .bool(true)),
        ("!!content.name", .bool(true)),
        // Arithmetic
        ("1 + 2 * 3", .int(7)),
        ("(1 + 2) * 3", .int(9)),
        ("10 - 2 - 3", .int(5)),
        ("7 / 2", .double(3.5)),
        ("6 / 2", .int(3)),
        ("7 % 3", .int(1)),
        ("7.5 % 2", .double(1.5)),
        ("content.n * 1.5", .double(4.5)),
        ("9223372036854775807 + 1", .double(9_223_372_036_854_775_808)),
        ("content.missing + 1", .null),
        ("'a' * 2", .null),
        ("1 / 0", .null),
        ("1 % 0", .null),
        ("1.5 / 0.0", .null),
        // Concatenation
        ("'a' + 'b'", .string("ab")),
        ("content.name + ' #' + content.n", .string("CVS #3")),
        ("'x' + content.missing", .string("x")),
        ("1 + 2 + 'a'", .string("3a")),
        ("'a' + 1 + 2", .string("a12")),
        // Comparison
        ("content.n == 3", .bool(true)),
        ("content.n eq 3.0", .bool(true)),
        ("content.distance < 1", .bool(true)),
        ("content.distance lt 0.4", .bool(false)),
        ("content.n >= 3", .bool(true)),
        ("content.n ge 4", .bool(false)),
        ("content.n gt 2", .bool(true)),
        ("content.n le 3", .bool(true)),
        ("content.name == 'CVS'", .bool(true)),
        ("content.name ne 'Walgreens'", .bool(true)),
        ("'abc' < 'abd'", .bool(true)),
        ("content.missing == nil", .bool(true)),
        ("content.name != nil", .bool(true)),
        ("'3' == 3", .bool(false)),
        ("flag == 1", .bool(true)),
        ("'a' < 1", .null),
        // Logic
        ("flag && content.n > 2", .bool(true)),
        ("flag and content.missing", .bool(false)),
        ("content.missing || content.name", .bool(true)),
        ("content.empty or 0", .bool(false)),
        ("!flag || 1 + 2 == 3 && 'a' < 'b'", .bool(true)),
        // Nil-coalescing and ternary
        ("content.missing ?? 'n/a'", .string("n/a")),
        ("content.name ?? 'n/a'", .string("CVS")),
        ("content.missing ?? content.none ?? 5", .int(5)),
        ("content.n ?? 0 + 1", .int(3)),
        ("content.missing ?? 0 + 1", .int(1)),
        ("flag ? 'yes' : 'no'", .string("yes")),
        ("content.missing ? 1 : 2", .int(2)),
        ("content.n > 5 ? 'many' : content.n > 1 ? 'some' : 'one'", .string("some")),
        // Functions
        ("lower(content.name)", .string("cvs")),
        ("upper('abc')", .string("ABC")),
        ("trim('  x \n')", .string("x")),
        ("count(content.name)", .int(3)),
        ("count(content.items)", .int(3)),
        ("count(content.missing)", .int(0)),
        ("isEmpty(content.empty)", .bool(true)),
        ("isEmpty(content.name)", .bool(false)),
        ("upper(3)", .null),
        // Templates
        ("`Hi {content.name}!`", .string("Hi CVS!")),
        ("`{content.n} items, {content.distance} mi`", .string("3 items, 0.4218 mi")),
        (#"`\{x\} \`q\` \\ \t.`"#, .string("{x} `q` \\ \t.")),
        ("`a{content.missing}b`", .string("ab")),
        ("``", .string("")),
        ("`plain`", .string("plain")),
        ("`{flag ? `yes {content.n}` : 'no'}`", .string("yes 3")),
        ("`{ upper(content.name) + '!' }`", .string("CVS!")),
        ("`{count(content.items)} {count(content.items) eq 1 ? 'item' : 'items'}`", .string("3 items")),
        ("count(content) > 10 and not isEmpty(content)", .bool(true)),
        // A formatter is parsed but not applied by evaluate
        ("content.name::lowercase", .string("CVS")),
    ]

    @Test(arguments: rows)
    func evaluates(source: String, expected: ExpressionResult) throws {
        #expect(try ExpressionFixture.evaluate(source) == expected)
    }
}
