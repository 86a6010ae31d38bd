import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// A text field bound two-way through a formatter that reads text back (`$$amount::number`):
/// the user's text is converted and written to the model; text that does not read is reported
/// once and leaves the model unchanged.
@MainActor @Suite(.checksLiveObjects) struct FormattedTwoWayTests {
    nonisolated static let edits: [(spec: String, typed: String, amount: Double)] = [
        ("number", "1,234.5", 1234.5),
        ("number", " 42 ", 42),
        ("number;style=percent", "15%", 0.15),
        ("number;style=currency;currencyCode=USD", "$3.50", 3.5),
        ("number;format=%.2f miles", "3.20 miles", 3.2),
        ("number;format=%.2f miles", "7", 7),
        ("number;format=$%.2f", "$1.25", 1.25),
    ]

    @Test(arguments: edits)
    func editedTextIsReadBackIntoTheModel(spec: String, typed: String, amount: Double) throws {
        let owner = LedgerOwner()
        let field = try Self.field(#"<TextField text="$$ledgerAmount::\#(spec)"/>"#, owner: owner)
        field.userDidEdit(typed)
        #expect(owner.ledgerAmount == amount)
        #expect(field.text == typed)
    }

    @Test func theModelShowsFormattedAndTextThatDoesNotReadIsReportedOnce() throws {
        let owner = LedgerOwner()
        let field = try Self.field(#"<TextField text="$$ledgerAmount::number;maximumFractionDigits=1"/>"#, owner: owner)
        #expect(field.text == "2.5")
        owner.ledgerAmount = 1234.56
        #expect(field.text == "1,234.6")
        field.userDidEdit("abc")
        field.userDidEdit("abc")
        #expect(owner.ledgerAmount == 1234.56)
        field.userDidEdit("12")
        #expect(owner.ledgerAmount == 12)
        #expect(BindingDiagnostics.shared.recent.filter { $0.expression == "ledgerAmount::number;maximumFractionDigits=1" }.map(\.description) == [
            "TextField.text = $ledgerAmount::number;maximumFractionDigits=1: formatter 'number' cannot read 'abc' as a number",
        ])
    }

    @Test func datesAreReadBack() throws {
        let owner = LedgerOwner()
        let field = try Self.field(#"<TextField text="$$ledgerDue::date;format=yyyy-MM-dd"/>"#, owner: owner)
        #expect(field.text == "1970-01-02")
        field.userDidEdit("2024-03-05")
        #expect(owner.ledgerDue == Date(timeIntervalSince1970: 1_709_596_800))
        field.userDidEdit("March")
        #expect(owner.ledgerDue == Date(timeIntervalSince1970: 1_709_596_800))
        #expect(BindingDiagnostics.shared.recent.filter { $0.expression == "ledgerDue::date;format=yyyy-MM-dd" }.map(\.message) == [
            "formatter 'date' cannot read 'March' as a date",
        ])
    }

    /// An owner's formatter that cannot read back is refused when the template meets the owner.
    @Test func anOwnersFormatterThatCannotReadBackIsRefused() throws {
        let registry = FormatterRegistry()
        registry.register("stars") { _ in Stars() }
        let owner = LedgerOwner(formatters: registry)
        let template = try fixtureLoader().template(source: #"<TextField text="$$ledgerAmount::stars"/>"#, file: "Test.xml")
        do {
            try template.instantiate(owner: owner)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "Test.xml:1:18: error: invalid binding expression: a two-way binding needs a formatter "
                + "that reads text back, such as number or date; 'stars' does not, in 'ledgerAmount::stars'")
        }
    }

    private static func field(_ source: String, owner: LedgerOwner) throws -> TextField {
        try #require(try fixtureLoader().template(source: source, file: "Test.xml").instantiate(owner: owner) as? TextField)
    }
}

private struct Stars: ValueFormatter {
    func format(_ value: Any?) -> Any? { "***" }
}

@MainActor
final class LedgerOwner: KeyValueCoding, FormatterProviding {
    @Observed var ledgerAmount = 2.5
    @Observed var ledgerDue = Date(timeIntervalSince1970: 86_400)
    nonisolated let formatterRegistry: FormatterRegistry

    init(formatters: FormatterRegistry = .shared) {
        formatterRegistry = formatters
    }
}
