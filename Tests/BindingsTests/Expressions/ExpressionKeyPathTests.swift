import BindingsTestSupport
import Testing
@testable import Bindings

@Suite("Expression key paths, templates and formatter references", .checksLiveObjects)
struct ExpressionKeyPathTests {
    static let address = "`{content.address1}\\n{content.city} {content.state} {content.zipCode}`"

    static let keyPathRows: [(String, [String])] = [
        ("content.name", ["content.name"]),
        (address, ["content.address1", "content.city", "content.state", "content.zipCode"]),
        ("a.b + a.b + c ?? a.b", ["a.b", "c"]),
        ("c ? b.x : a.y", ["c", "b.x", "a.y"]),
        ("upper(z) + `{y}{z}`::uppercase", ["z", "y"]),
        ("items.@sum.price", ["items.@sum.price"]),
        ("'literal' + 3", []),
        ("true and not false", []),
    ]

    @Test(arguments: keyPathRows)
    func keyPathsAreDistinctInFirstAppearanceOrder(source: String, expected: [String]) throws {
        let expression = try BindingExpression(parsing: source)
        #expect(expression.keyPaths == expected)
        #expect(expression.dependencies.map(\.string) == expected)
    }

    @Test func componentsAreSplitAtParseTime() throws {
        let expression = try BindingExpression(parsing: "items.@sum.price")
        #expect(expression.dependencies == [ExpressionKeyPath(components: ["items", "@sum", "price"])])
        #expect(ExpressionKeyPath("a.b.c").components == ["a", "b", "c"])
        #expect(ExpressionKeyPath(components: ["a", "b"]).string == "a.b")
    }

    @Test func pharmacyAddressComposesFromSeveralPaths() throws {
        let expression = try BindingExpression(parsing: Self.address)
        let value = expression.evaluate { ExpressionFixture.resolve($0) }
        #expect(ExpressionResult(value) == .string("263 Washington Street\nBoston MA 02108"))
    }

    @Test func missingPartsRenderAsEmptyText() throws {
        let expression = try BindingExpression(parsing: Self.address)
        let partial: [String: Any] = ["content": ["city": "Boston", "zipCode": "02108"]]
        let value = expression.evaluate { ExpressionFixture.resolve($0, in: partial) }
        #expect(ExpressionResult(value) == .string("\nBoston  02108"))
        #expect(ExpressionResult(expression.evaluate { _ in nil }) == .string("\n  "))
    }

    static let bareKeyPathRows: [(String, String?)] = [
        ("content.name", "content.name"),
        ("content.phone::phone", "content.phone"),
        ("(content.name)", "content.name"),
        (" items.@count ", "items.@count"),
        ("content.name + ''", nil),
        ("'x'", nil),
        ("!flag", nil),
    ]

    @Test(arguments: bareKeyPathRows)
    func bareKeyPathsAreRecognized(source: String, keyPath: String?) throws {
        let expression = try BindingExpression(parsing: source)
        #expect(expression.singleKeyPath == keyPath)
        #expect(expression.isKeyPath == (keyPath != nil))
    }

    @Test func bareKeyPathEvaluationReturnsTheResolvedValueFlattened() throws {
        let expression = try BindingExpression(parsing: "content.name")
        #expect(ExpressionResult(expression.evaluate { _ in Int?.none as Any }) == .null)
        #expect(ExpressionResult(expression.evaluate { $0.components == ["content", "name"] ? "CVS" : nil })
            == .string("CVS"))
    }

    static let formatterRows: [(String, FormatterReference?)] = [
        ("content.name", nil),
        ("content.phone::phone", FormatterReference(name: "phone")),
        ("content.distance::number;format=%.2f miles",
         FormatterReference(name: "number", arguments: [FormatterArgument(key: "format", value: "%.2f miles")])),
        ("x :: date ; format=yyyy-MM-dd HH:mm;timeZone=UTC",
         FormatterReference(name: "date", arguments: [
             FormatterArgument(key: "format", value: "yyyy-MM-dd HH:mm"),
             FormatterArgument(key: "timeZone", value: "UTC"),
         ])),
        ("x::default;value=", FormatterReference(name: "default", arguments: [FormatterArgument(key: "value", value: "")])),
        ("x::default;value= — ", FormatterReference(name: "default", arguments: [FormatterArgument(key: "value", value: " — ")])),
        ("a ? b : c::truncate;length=3",
         FormatterReference(name: "truncate", arguments: [FormatterArgument(key: "length", value: "3")])),
    ]

    @Test(arguments: formatterRows)
    func formatterReferencesParse(source: String, expected: FormatterReference?) throws {
        #expect(try BindingExpression(parsing: source).formatter == expected)
    }

    @Test func expressionsCompareBySource() throws {
        #expect(try BindingExpression(parsing: "a + 1") == BindingExpression(parsing: "a + 1"))
        #expect(try BindingExpression(parsing: "a + 1") != BindingExpression(parsing: "a+1"))
        #expect(try BindingExpression(parsing: "a").description == "a")
        #expect(FormatterReference(name: "number", arguments: [FormatterArgument(key: "format", value: "%d")]).description
            == "number;format=%d")
    }
}
