import BindingsTestSupport
import Testing
@testable import Bindings

/// `FUNCTION(receiver, 'selector', arguments…)`, Apple's `NSExpression` message send, answered
/// from the selector table as `NSString` and `NSNumber` answer those messages.
@Suite("Expression grammar: FUNCTION messages", .checksLiveObjects)
struct ExpressionMessageTests {
    nonisolated(unsafe) static let model: [String: Any] = [
        "one": "One", "two": "Two", "three": "Three",
        "path": "/Developer/Tools/otest", "n": 3, "items": [1, 2],
    ]

    static let rows: [(String, ExpressionResult)] = [
        // MarkupKit's MarkupKitTest ViewController.xml.
        ("FUNCTION(one, 'stringByAppendingString:', FUNCTION(two, 'stringByAppendingString:', three))",
         .string("OneTwoThree")),
        // Messages to nil answer nil; so do receivers and arguments of the wrong type.
        ("FUNCTION(missing, 'length')", .null),
        ("FUNCTION(missing, 'stringByAppendingString:', one)", .null),
        ("FUNCTION(one, 'stringByAppendingString:', missing)", .null),
        ("FUNCTION(one, 'stringByAppendingString:', 3)", .null),
        ("FUNCTION(items, 'length')", .null),
        ("FUNCTION(n, 'uppercaseString')", .null),
        ("FUNCTION(one, 'stringValue')", .null),
        // Text
        ("FUNCTION(one, 'uppercaseString')", .string("ONE")),
        ("FUNCTION(one, 'lowercaseString')", .string("one")),
        ("FUNCTION('hello wORLD', 'capitalizedString')", .string("Hello World")),
        ("FUNCTION(path, 'lastPathComponent')", .string("otest")),
        ("FUNCTION('né😀', 'length')", .int(4)),
        ("FUNCTION('a-b-c', 'stringByReplacingOccurrencesOfString:withString:', '-', ' + ')", .string("a + b + c")),
        ("FUNCTION('abc', 'stringByReplacingOccurrencesOfString:withString:', '', '+')", .string("abc")),
        ("FUNCTION('abc', 'stringByReplacingOccurrencesOfString:withString:', 'b', nil)", .null),
        ("FUNCTION('Hello', 'substringToIndex:', 2)", .string("He")),
        ("FUNCTION('Hello', 'substringFromIndex:', n - 1)", .string("llo")),
        ("FUNCTION('Hello', 'substringFromIndex:', 5)", .string("")),
        ("FUNCTION('Hello', 'substringToIndex:', 6)", .null),
        ("FUNCTION('Hello', 'substringToIndex:', -1)", .null),
        ("FUNCTION('Hello', 'substringToIndex:', 1.5)", .null),
        ("FUNCTION('😀!', 'substringToIndex:', 1)", .null),
        ("FUNCTION(one, 'hasPrefix:', 'On')", .bool(true)),
        ("FUNCTION(one, 'hasPrefix:', '')", .bool(false)),
        ("FUNCTION(one, 'hasSuffix:', 'ne')", .bool(true)),
        ("FUNCTION(one, 'containsString:', 'n')", .bool(true)),
        ("FUNCTION(one, 'containsString:', 'x')", .bool(false)),
        ("FUNCTION(one, 'containsString:', missing)", .null),
        ("FUNCTION(one, 'description')", .string("One")),
        // Text read as a number or a flag
        ("FUNCTION(' 42abc', 'intValue')", .int(42)),
        ("FUNCTION('abc', 'integerValue')", .int(0)),
        ("FUNCTION('2.5e1x', 'doubleValue')", .double(25)),
        ("FUNCTION(' -0y', 'boolValue')", .bool(true)),
        ("FUNCTION('007', 'boolValue')", .bool(true)),
        ("FUNCTION('no', 'boolValue')", .bool(false)),
        // Numbers
        ("FUNCTION(n, 'stringValue')", .string("3")),
        ("FUNCTION(3.0, 'description')", .string("3")),
        ("FUNCTION(2.5, 'stringValue')", .string("2.5")),
        ("FUNCTION(1e20, 'stringValue')", .string("1e+20")),
        ("FUNCTION(-2.7, 'intValue')", .int(-2)),
        ("FUNCTION(1e300, 'intValue')", .null),
        ("FUNCTION(n, 'doubleValue')", .double(3)),
        ("FUNCTION(0, 'boolValue')", .bool(false)),
        ("FUNCTION(true, 'integerValue')", .int(1)),
        // Messages compose with the rest of the language.
        ("FUNCTION(FUNCTION(one, 'length'), 'stringValue') + '!'", .string("3!")),
        ("`{FUNCTION(two, 'uppercaseString')} {FUNCTION(one, 'length') * 2}`", .string("TWO 6")),
    ]

    @Test(arguments: rows)
    func evaluates(source: String, expected: ExpressionResult) throws {
        let expression = try BindingExpression(parsing: source)
        #expect(ExpressionResult(expression.evaluate { ExpressionFixture.resolve($0, in: Self.model) }) == expected)
    }

    /// The receiver's and arguments' key paths are read, so a binding observes each of them.
    @Test func readsTheKeyPathsOfItsReceiverAndArguments() throws {
        let expression = try BindingExpression(
            parsing: "FUNCTION(one, 'stringByAppendingString:', FUNCTION(two.name, 'stringByAppendingString:', three))")
        #expect(expression.keyPaths == ["one", "two.name", "three"])
    }

    /// The supported set, spelt as Objective-C spells the selectors.
    @Test func theSelectorTableIsClosed() {
        #expect(ExpressionSelector.allCases.map(\.rawValue) == [
            "stringByAppendingString:", "stringByReplacingOccurrencesOfString:withString:",
            "uppercaseString", "lowercaseString", "capitalizedString", "lastPathComponent", "length",
            "substringToIndex:", "substringFromIndex:", "hasPrefix:", "hasSuffix:", "containsString:",
            "intValue", "integerValue", "doubleValue", "boolValue", "stringValue", "description",
        ])
        #expect(ExpressionSelector.allCases.map(\.arity) == [1, 2, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0])
    }
}
