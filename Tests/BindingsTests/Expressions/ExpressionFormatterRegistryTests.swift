import Foundation
import BindingsTestSupport
import Testing
@_spi(Testing) @testable import Bindings

@Suite("Expression formatter registry: caching and errors", .checksLiveObjects)
struct ExpressionFormatterRegistryTests {
    private static func reference(_ spec: String) throws -> FormatterReference {
        guard let reference = try BindingExpression(parsing: "x::" + spec).formatter else {
            throw ExpressionError(.emptyExpression, at: 0)
        }
        return reference
    }

    @Test func theSameReferenceGivesTheSameInstanceAndRunsTheFactoryOnce() throws {
        let registry = FormatterRegistry()
        let miles = try Self.reference("number;format=%.2f miles")
        let first = try registry.formatter(for: miles)
        let second = try registry.formatter(for: try Self.reference("number;format=%.2f miles"))
        // Identity compared through ObjectIdentifier: `===` inside #expect crashes this compiler.
        #expect(ObjectIdentifier(first as AnyObject) == ObjectIdentifier(second as AnyObject))
        #expect(registry.factoryCallCount == 1)

        let other = try registry.formatter(for: try Self.reference("number;format=%.1f km"))
        #expect(ObjectIdentifier(first as AnyObject) != ObjectIdentifier(other as AnyObject))
        #expect(registry.factoryCallCount == 2)
        _ = try registry.formatter(for: miles)
        #expect(registry.factoryCallCount == 2)
    }

    @Test func concurrentRequestsShareOneInstance() async throws {
        let registry = FormatterRegistry()
        let reference = try Self.reference("date;format=yyyy")
        let identities = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for _ in 0 ..< 64 {
                group.addTask { (try? registry.formatter(for: reference)).map { ObjectIdentifier($0 as AnyObject) } }
            }
            var identities: Set<ObjectIdentifier?> = []
            for await identity in group { identities.insert(identity) }
            return identities
        }
        // Every task got the one instance the registry hands out afterwards; none failed (nil).
        let cached = ObjectIdentifier(try registry.formatter(for: reference) as AnyObject)
        #expect(identities == [cached])
        #expect(registry.factoryCallCount == 1)
    }

    /// A factory is the app's code: it runs with the registry unlocked, so it may ask the registry
    /// for other formatters to compose with, or anything else.
    @Test func aFactoryMayUseTheRegistry() throws {
        final class Composed: ValueFormatter {
            let inner: any ValueFormatter
            let names: [String]
            init(inner: any ValueFormatter, names: [String]) { (self.inner, self.names) = (inner, names) }
            func format(_ value: Any?) -> Any? { inner.format(value).map { "<\(ExpressionSemantics.text($0))>" } }
        }
        let registry = FormatterRegistry()
        let inner = try Self.reference("number;format=%.1f")
        registry.register("bracketed") { [registry] _ throws(FormatterError) in
            Composed(inner: try registry.formatter(for: inner), names: registry.registeredNames)
        }
        let formatter = try registry.formatter(for: FormatterReference(name: "bracketed"))
        #expect(formatter.format(2.25) as? String == "<2.2>")
        #expect((formatter as? Composed)?.names.contains("bracketed") == true)
        #expect(registry.factoryCallCount == 2)
    }

    @Test func customFactoriesReceiveArgumentsAndReregisteringClearsTheCache() throws {
        final class Prefixer: ValueFormatter {
            let prefix: String
            init(prefix: String) { self.prefix = prefix }
            func format(_ value: Any?) -> Any? { value.map { prefix + ExpressionSemantics.text($0) } }
        }
        let registry = FormatterRegistry(registeringBuiltIns: false)
        registry.register("prefix") { arguments throws(FormatterError) in
            guard let prefix = arguments["with"] else { throw FormatterError(.missingArgument("with")) }
            return Prefixer(prefix: prefix)
        }
        let reference = try Self.reference("prefix;with=#")
        let first = try registry.formatter(for: reference)
        #expect(first.format(3) as? String == "#3")
        registry.register("prefix") { _ throws(FormatterError) in Prefixer(prefix: "!") }
        #expect(try registry.formatter(for: reference).format(3) as? String == "!3")
        #expect(registry.factoryCallCount == 2)

        let failing = FormatterRegistry(registeringBuiltIns: false)
        failing.register("prefix") { _ throws(FormatterError) in throw FormatterError(.missingArgument("with")) }
        #expect(throws: FormatterError(.missingArgument("with"), formatter: "prefix")) {
            try failing.formatter(for: FormatterReference(name: "prefix"))
        }
        // A failure is not cached: the factory runs again and fails the same way.
        #expect(throws: FormatterError(.missingArgument("with"), formatter: "prefix")) {
            try failing.formatter(for: FormatterReference(name: "prefix"))
        }
        #expect(failing.factoryCallCount == 2)
    }

    static let errorRows: [(String, String)] = [
        ("numbr", "unknown formatter 'numbr'; did you mean 'number'?"),
        ("Number", "unknown formatter 'Number'; did you mean 'number'?"),
        ("xyzzy", "unknown formatter 'xyzzy'"),
        ("number;fromat=%d", "formatter 'number' has no argument 'fromat'; did you mean 'format'?"),
        ("number;colour=red", "formatter 'number' has no argument 'colour'"),
        ("number;style=percnt", "formatter 'number' argument 'style' has invalid value 'percnt'; did you mean 'percent'?"),
        ("number;style=fancy",
         "formatter 'number' argument 'style' has invalid value 'fancy'; expected one of decimal, percent, currency, scientific, spellOut"),
        ("number;format=%d;style=decimal", "formatter 'number' cannot combine arguments 'format' and 'style'"),
        ("number;minimumFractionDigits=-1",
         "formatter 'number' argument 'minimumFractionDigits' has invalid value '-1'; expected an integer of at least 0"),
        ("number;format=%s",
         "formatter 'number' format '%s' uses unsupported conversion '%s'; use one of d i u o x X f F e E g G a A"),
        ("number;format=%@ miles",
         "formatter 'number' format '%@ miles' uses unsupported conversion '%@'; use one of d i u o x X f F e E g G a A"),
        ("number;format=%*d",
         "formatter 'number' format '%*d' uses unsupported conversion '%*'; use one of d i u o x X f F e E g G a A"),
        ("number;format=%1$d",
         "formatter 'number' format '%1$d' uses unsupported conversion '%1$'; use one of d i u o x X f F e E g G a A"),
        ("number;format=%n",
         "formatter 'number' format '%n' uses unsupported conversion '%n'; use one of d i u o x X f F e E g G a A"),
        ("number;format=%d of %d", "formatter 'number' format '%d of %d' has more than one conversion; it formats exactly one number"),
        ("number;format=miles", "formatter 'number' format 'miles' has no numeric conversion such as %d or %.2f"),
        ("number;format=50%",
         "formatter 'number' format '50%' ends in an incomplete conversion; write a literal percent sign as %%"),
        ("number;format=%999d", "formatter 'number' format '%999d' conversion '%999d' is wider than 64 characters"),
        ("number;format=%.65f", "formatter 'number' format '%.65f' conversion '%.65f' is wider than 64 characters"),
        ("date;timeZone=Mars/Base",
         "formatter 'date' argument 'timeZone' has invalid value 'Mars/Base'; expected a time zone identifier such as UTC or America/New_York"),
        ("date;format=yyyy;dateStyle=short", "formatter 'date' cannot combine arguments 'format' and 'dateStyle'"),
        ("date;dateStyle=shrt", "formatter 'date' argument 'dateStyle' has invalid value 'shrt'; did you mean 'short'?"),
        ("date;timestyle=short", "formatter 'date' has no argument 'timestyle'; did you mean 'timeStyle'?"),
        ("truncate", "formatter 'truncate' requires argument 'length'"),
        ("truncate;length=0", "formatter 'truncate' argument 'length' has invalid value '0'; expected an integer of at least 1"),
        ("truncate;length=ten", "formatter 'truncate' argument 'length' has invalid value 'ten'; expected an integer of at least 1"),
        ("default", "formatter 'default' requires argument 'value'"),
        ("uppercase;x=1", "formatter 'uppercase' has no argument 'x'"),
        ("phone;region=US", "formatter 'phone' has no argument 'region'"),
    ]

    @Test(arguments: errorRows)
    func badReferencesAreReportedExactly(spec: String, message: String) throws {
        let registry = FormatterRegistry()
        let reference = try Self.reference(spec)
        #expect(throws: FormatterError.self) { try registry.formatter(for: reference) }
        do {
            _ = try registry.formatter(for: reference)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func formatterErrorsAreData() throws {
        let registry = FormatterRegistry()
        #expect(throws: FormatterError(.unknownFormatter(suggestion: "phone"), formatter: "phon")) {
            try registry.formatter(for: FormatterReference(name: "phon"))
        }
        #expect(throws: FormatterError(.invalidNumberFormat("%s", problem: .unsupportedConversion("%s")), formatter: "number")) {
            try registry.formatter(for: try Self.reference("number;format=%s"))
        }
    }

    static let distances: [(String, String, Int)] = [
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("number", "numbr", 1), ("same", "same", 0),
    ]

    @Test(arguments: distances)
    func levenshteinDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(a, b) == distance)
    }

    @Test func suggestionsOnlyWhenNear() {
        #expect(Suggestion.closest(to: "dat", in: ["date", "default"]) == "date")
        #expect(Suggestion.closest(to: "calendar", in: ["date", "default"]) == nil)
    }
}
