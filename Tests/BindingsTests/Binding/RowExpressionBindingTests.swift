import Bindings
import BindingsTestSupport
import Testing

/// A row holder whose row is never `nil`.
final class RowHolder: KeyValueCoding, @unchecked Sendable {
    // @unchecked: the only stored property is @Observed.
    @Observed var content: [String: Any] = [:]
}

/// Bindings over a row dictionary (`content.key`, a template of row keys, a formatted key) read
/// the row's keys directly instead of evaluating the expression; they show exactly what the
/// expression evaluates to, for optional and non-optional rows, missing keys and boxed `nil`s.
@Suite(.checksLiveObjects) struct RowExpressionBindingTests {
    /// A row, made fresh for each use: `[String: Any]` is not `Sendable`.
    static var row: [String: Any] { [
        "name": "CVS", "city": "Chicago", "state": "IL", "zip": 60601, "distance": 1.25,
        "fax": String?.none as Any, "number": 7, "hours": ["open": "9:00"],
    ] }

    static let rows: [(String, String?)] = [
        ("content.name", "CVS"),
        ("content.zip", "60601"),
        ("content.missing", nil),
        ("`{content.number}. {content.name}`", "7. CVS"),
        ("`{content.city}, {content.state} {content.zip}`", "Chicago, IL 60601"),
        ("`{content.city}{content.missing}|{content.fax}|`", "Chicago||"),
        ("`{content.distance}`", "1.25"),
        ("content.distance::number;format=%.1f miles", "1.2 miles"),
        ("content.missing::number;format=%.1f miles", nil),
        // Not a key of the row but a path into it: the expression is evaluated.
        ("`opens {content.hours.open}`", "opens 9:00"),
    ]

    @Test(arguments: rows)
    func anOptionalRowShowsWhatTheExpressionEvaluatesTo(source: String, expected: String?) throws {
        let cell = FakeCell()
        let label = FakeLabel()
        let binding = try label.bind("text", to: cell, source, delivery: .synchronous)
        cell.content = Self.row
        #expect(label.text == expected)
        #expect(label.text == (try Self.evaluated(source, over: Self.row)))
        cell.content = nil
        #expect(label.text == (try Self.evaluated(source, over: nil)))
        binding.unbind()
    }

    @Test(arguments: rows)
    func aRowShowsWhatTheExpressionEvaluatesTo(source: String, expected: String?) throws {
        let holder = RowHolder()
        let label = FakeLabel()
        holder.content = Self.row
        let binding = try label.bind("text", to: holder, source, delivery: .synchronous)
        #expect(label.text == expected)
        holder.content = ["name": "Walgreens"]
        #expect(label.text == (try Self.evaluated(source, over: ["name": "Walgreens"])))
        binding.unbind()
    }

    /// The expression evaluated the general way on `content`, as text.
    static func evaluated(_ source: String, over row: [String: Any]?) throws -> String? {
        let value = try BindingExpression(parsing: source).evaluateFormatted { keyPath in
            guard let row else { return nil }
            let value = row[keyPath.components[1]]
            return keyPath.components.count == 3 ? (value as? [String: Any])?[keyPath.components[2]] : value
        }
        return value.map { "\($0)" }
    }
}
