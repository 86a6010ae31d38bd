import BindingsTestSupport
import Testing
@testable import Bindings

@Suite("Expression grammar: invalid sources", .checksLiveObjects)
struct ExpressionErrorTests {
    static let rows: [(String, Int, String)] = [
        ("", 0, "empty expression"),
        // Offsets count characters whether or not the source is ASCII (which is lexed from its
        // bytes): a line break of two bytes and an accented letter are one character each.
        ("'é' +\r\n", 6, "expected an expression but found end of expression"),
        ("a +\r\n# b", 4, "unexpected character '#'"),
        ("'café' é", 7, "unexpected character 'é'"),
        ("name\u{00A0}+ x\u{2003}#", 9, "unexpected character '#'"),
        ("   ", 0, "empty expression"),
        ("content.", 8, "expected a key path component but found end of expression"),
        ("content.'x'", 8, "expected a key path component but found a string literal"),
        ("content.name +", 14, "expected an expression but found end of expression"),
        ("(content.name", 13, "expected ')' but found end of expression"),
        ("content.name)", 12, "expected end of expression but found ')'"),
        ("'a' 'b'", 4, "expected end of expression but found a string literal"),
        ("a `b`", 2, "expected end of expression but found a template string"),
        ("'abc", 0, "unterminated string literal"),
        (#"x + 'ab\"#, 4, "unterminated string literal"),
        (#"'a\qb'"#, 2, #"unknown escape sequence '\q'"#),
        ("`abc{x}", 0, "unterminated template string"),
        (#"`a\n\q`"#, 4, #"unknown escape sequence '\q'"#),
        ("`a{}`", 3, "expected an expression but found '}'"),
        ("`{x ", 4, "expected '}' but found end of expression"),
        ("foo(1)", 0, "unknown function 'foo'"),
        ("upper:(x)", 5, "expected end of expression but found ':'"),
        // NSExpression's FUNCTION: the selector is a quoted name from the table, with one
        // argument per colon.
        ("FUNCTION(one, 'stringByAppendingStrng:', two)", 14,
         "unknown selector 'stringByAppendingStrng:' for FUNCTION; did you mean 'stringByAppendingString:'?"),
        ("FUNCTION(name, 'uppercaseString:', 1)", 15,
         "unknown selector 'uppercaseString:' for FUNCTION; did you mean 'uppercaseString'?"),
        ("FUNCTION(name, 'performSelector:')", 15, "unknown selector 'performSelector:' for FUNCTION"),
        ("FUNCTION(one, 'stringByAppendingString:')", 0,
         "selector 'stringByAppendingString:' takes 1 argument but was given 0"),
        ("x + FUNCTION(name, 'length', 1)", 4, "selector 'length' takes 0 arguments but was given 1"),
        ("FUNCTION(s, 'stringByReplacingOccurrencesOfString:withString:', 'a')", 0,
         "selector 'stringByReplacingOccurrencesOfString:withString:' takes 2 arguments but was given 1"),
        ("FUNCTION(name, length)", 15, "expected a selector name in quotes but found 'length'"),
        ("FUNCTION(name)", 13, "expected ',' but found ')'"),
        ("FUNCTION(name, 'length'", 23, "expected ')' but found end of expression"),
        ("FUNCTION(name, 'length',)", 24, "expected an expression but found ')'"),
        ("function(name, 'length')", 0, "unknown function 'function'"),
        ("x + upper(1, 2)", 4, "function 'upper' takes 1 argument but was given 2"),
        ("upper()", 0, "function 'upper' takes 1 argument but was given 0"),
        ("upper(1", 7, "expected ')' but found end of expression"),
        ("1 < 2 < 3", 6, "comparisons cannot be chained; add parentheses"),
        ("a eq b ne c", 7, "comparisons cannot be chained; add parentheses"),
        ("a # b", 2, "unexpected character '#'"),
        ("a = b", 2, "unexpected character '='"),
        ("a & b", 2, "unexpected character '&'"),
        ("{a}", 0, "unexpected character '{'"),
        ("1e", 0, "malformed number '1e'"),
        ("2 * 1e999", 4, "malformed number '1e999'"),
        ("flag ? 1", 8, "expected ':' but found end of expression"),
        ("flag ? 1 :: x", 9, "expected ':' but found '::'"),
        ("and", 0, "expected an expression but found 'and'"),
        ("1 + not", 7, "expected an expression but found end of expression"),
        ("items.@", 7, "expected a collection operator name but found end of expression"),
        ("items.@ 3", 7, "expected a collection operator name but found ' '"),
        ("::phone", 0, "expected an expression but found '::'"),
        ("(a::number)", 2, "expected ')' but found '::'"),
        ("content.name::", 14, "expected a formatter name but found end of expression"),
        ("content.name:: 9x", 15, "expected a formatter name but found '9'"),
        ("content.name::number x", 21, "expected ';' but found 'x'"),
        ("content.name::number;format", 27, "expected '=' but found end of expression"),
        ("content.name::number;=x", 21, "expected a formatter argument name but found '='"),
        ("content.name::phone;", 20, "expected a formatter argument name but found end of expression"),
        ("content.name::number;a=1; a=2", 26, "duplicate formatter argument 'a'"),
    ]

    @Test(arguments: rows)
    func fails(source: String, offset: Int, message: String) {
        #expect(throws: ExpressionError.self) { try BindingExpression(parsing: source) }
        do {
            _ = try BindingExpression(parsing: source)
        } catch {
            #expect(error.offset == offset)
            #expect(error.description == message)
        }
    }

    @Test func errorsAreData() {
        #expect(throws: ExpressionError(.expected(.symbol(")"), found: .endOfExpression), at: 2)) {
            try BindingExpression(parsing: "(a")
        }
        #expect(throws: ExpressionError(.wrongArgumentCount(function: "trim", expected: 1, found: 2), at: 0)) {
            try BindingExpression(parsing: "trim(a, b)")
        }
        #expect(throws: ExpressionError(.unknownSelector("lenght", suggestion: "length"), at: 12)) {
            try BindingExpression(parsing: "FUNCTION(a, 'lenght')")
        }
        #expect(throws: ExpressionError(.wrongSelectorArgumentCount(selector: "hasPrefix:", expected: 1, found: 2), at: 0)) {
            try BindingExpression(parsing: "FUNCTION(a, 'hasPrefix:', b, c)")
        }
    }
}
