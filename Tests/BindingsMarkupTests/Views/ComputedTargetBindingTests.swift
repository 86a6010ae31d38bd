import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// Bindings to computed keys and dotted key paths behave as bindings to stored properties do: a
/// `nil` result sets the key's default, and the binding ends with either end.
@MainActor @Suite(.checksLiveObjects) struct ComputedTargetBindingTests {
    final class Row: KeyValueCoding, @unchecked Sendable {
        // @unchecked: every stored property is @Observed (lock-protected).
        @Observed var content: [String: Any]? = nil
    }

    struct Key: Sendable, CustomTestStringConvertible {
        var key: String
        var value: any Sendable
        var read: @MainActor @Sendable (TableViewCell) -> String
        var testDescription: String { key }
    }

    nonisolated static let keys: [Key] = [
        Key(key: "isHidden", value: true) { "\($0.isHidden)" },
        Key(key: "hidden", value: true) { "\($0.hidden)" },
        Key(key: "layoutMarginTop", value: 12.0) { "\($0.layoutMarginTop)" },
        Key(key: "textLabel.textColor", value: Color.red) { "\($0.textLabel.textColor)" },
        Key(key: "textLabel.numberOfLines", value: 3) { "\($0.textLabel.numberOfLines)" },
        Key(key: "textLabel.text", value: "x") { "\($0.textLabel.text ?? "nil")" },
    ]

    @Test(arguments: keys)
    func aNilResultSetsTheDefault(_ key: Key) throws {
        let cell = TableViewCell()
        let original = key.read(cell)
        let row = Row()
        row.content = ["value": key.value]
        try cell.bind(key.key, to: row, "content.value")
        let bound = key.read(cell)
        row.content = [:]
        #expect(BindingDiagnostics.shared.recent.filter { $0.target.hasSuffix(key.key) } == [])
        #expect(key.read(cell) == original)
        #expect(bound != original)
    }

    @Test(arguments: keys)
    func theBindingEndsWhenTheTargetGoes(_ key: Key) throws {
        let row = Row()
        row.content = ["value": key.value]
        weak var freed: Binding?
        do {
            let cell = TableViewCell()
            freed = try cell.bind(key.key, to: row, "content.value")
            #expect(row.observerCount(forKey: "content") == 1)
        }
        #expect(freed == nil)
        #expect(row.observerCount(forKey: "content") == 0)
    }

    @Test(arguments: keys)
    func theBindingEndsWhenTheOwnerGoes(_ key: Key) throws {
        let cell = TableViewCell()
        weak var freed: Binding?
        do {
            let row = Row()
            row.content = ["value": key.value]
            freed = try cell.bind(key.key, to: row, "content.value")
        }
        #expect(freed == nil)
        #expect(cell.binding(forKey: key.key) == nil)
    }

    @Test func aTwoWayBindingOfADottedKeyWritesEditsBack() throws {
        let row = TitleModel()
        let cell = TableViewCell()
        try cell.bind("textLabel.text", to: row, "title", mode: .twoWay)
        cell.textLabel.text = "edited"
        #expect(row.title == "edited")
        row.title = "model"
        #expect(cell.textLabel.text == "model")
    }
}
