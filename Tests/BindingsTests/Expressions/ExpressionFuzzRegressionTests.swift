import Foundation
import BindingsTestSupport
import Testing
@testable import Bindings

/// Inputs that made `Fuzz/ExpressionFuzzer.swift` crash, each kept with its exact outcome.
@Suite("Expression fuzzing regressions", .checksLiveObjects)
struct ExpressionFuzzRegressionTests {
    /// (expression source, the formatter lookup's message).
    ///
    /// Foundation on Linux traps when a `NumberFormatter` or `DateFormatter` formats with a locale
    /// whose identifier starts with a non-ASCII character, so such identifiers are refused when the
    /// formatter is created.
    static let nonASCIILocales: [(String, String)] = [
        // The input found: byte 0xE4, invalid UTF-8, decoded as U+FFFD.
        (
            String(decoding: Array("-Sx::number;style=currency;currencyCode=EUR;locale=".utf8) + [0xE4] + Array("e_DE".utf8),
                   as: UTF8.self),
            "formatter 'number' argument 'locale' has invalid value '\u{FFFD}e_DE'; expected a locale identifier such as en_US"
        ),
        ("x::number;locale=ée_DE", "formatter 'number' argument 'locale' has invalid value 'ée_DE'; expected a locale identifier such as en_US"),
        ("x::number;locale=de_DÉ", "formatter 'number' argument 'locale' has invalid value 'de_DÉ'; expected a locale identifier such as en_US"),
        ("x::date;locale=😀", "formatter 'date' argument 'locale' has invalid value '😀'; expected a locale identifier such as en_US"),
    ]

    @Test(arguments: nonASCIILocales)
    func nonASCIILocaleIdentifiersAreRefused(source: String, message: String) throws {
        let expression = try BindingExpression(parsing: source)
        do {
            _ = try expression.evaluateFormatted(in: FormatterRegistry()) { _ in 1.5 }
            Issue.record("\(source.debugDescription) was accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    /// ASCII identifiers Foundation does not know still format, with root locale data.
    @Test func unknownASCIILocaleIdentifiersStillFormat() throws {
        let expression = try BindingExpression(parsing: "x::number;locale=zz_ZZ;maximumFractionDigits=1")
        #expect(try expression.evaluateFormatted(in: FormatterRegistry()) { _ in 1.25 } as? String == "1.2")
    }
}
