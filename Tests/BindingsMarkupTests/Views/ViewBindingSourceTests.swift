import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// An owner with the shapes a binding reads: a plain property, a row dictionary, an array and an object.
final class RowOwner: KeyValueCoding, @unchecked Sendable {
    @Observed var title: String? = "a"
    @Observed var row: [String: Any] = ["name": "n", "city": "c"]
    @Observed var tags: [String] = ["x"]
    @Observed var friend: Friend? = Friend()

    final class Friend: KeyValueCoding, @unchecked Sendable {
        @Observed var name: String
        init(name: String = "p") { self.name = name }
    }
}

/// A label bound to one property of its owner is handed each new value; every way of changing the
/// owner still sets the label exactly once, with the right text.
@Suite(.checksLiveObjects) @MainActor struct ViewBindingSourceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let expression: String
        let change: @Sendable (RowOwner) throws -> Void
        let texts: [String?]
        var testDescription: String { expression + " " + String(describing: texts) }
    }

    nonisolated static let cases: [Case] = [
        Case(expression: "title", change: { $0.title = "b" }, texts: ["a", "b"]),
        Case(expression: "title", change: { try $0.setValue(nil, forKey: "title") }, texts: ["a", nil]),
        Case(expression: "row.name", change: { $0.row = ["name": "m"] }, texts: ["n", "m"]),
        Case(expression: "row.name", change: { try $0.setValue("z", forKeyPath: "row.name") }, texts: ["n", "z"]),
        Case(expression: "row.missing", change: { $0.row = ["missing": "found"] }, texts: [nil, "found"]),
        Case(expression: "`{row.name} of {row.city}`", change: { $0.row = ["name": "m", "city": "d"] }, texts: ["n of c", "m of d"]),
        Case(expression: "tags.@count", change: { $0.$tags.append("y") }, texts: ["1", "2"]),
        Case(expression: "tags.@count", change: { $0.$tags.removeAll() }, texts: ["1", "0"]),
        Case(expression: "friend.name", change: { $0.friend?.name = "q" }, texts: ["p", "q"]),
        Case(expression: "friend.name", change: { $0.friend = RowOwner.Friend(name: "r") }, texts: ["p", "r"]),
    ]

    @Test(arguments: cases)
    func eachChangeSetsTheTargetOnce(_ testCase: Case) throws {
        let owner = RowOwner()
        let label = Label()
        let sets = Recorder<String?>()
        let token = try label.observe("text", options: [.initial, .new]) { _, change in sets.append(change.newValue as? String) }
        let binding = try label.bind("text", to: owner, testCase.expression)
        try testCase.change(owner)
        // The observation's initial value, then one set per binding update.
        #expect(sets.all == [nil] + testCase.texts)
        #expect(label.text == testCase.texts.last ?? nil)
        withExtendedLifetime((token, binding)) {}
    }

    /// One plan serves every target of a class, whatever static type the binding was made with, and
    /// updates lend the target by that type: a plan first made for a label typed as a `View` (as
    /// templates make them) and then one typed as a `Label`, or the other way round, set both.
    @Test(arguments: [true, false])
    func aPlanServesTargetsWhateverTheirStaticType(viewFirst: Bool) throws {
        let owner = RowOwner()
        let expression = try BindingExpression(parsing: "title")
        let asView: View = Label()
        let asLabel = Label()
        func bindAsView() throws -> Binding { try Binding(asView, "text", to: owner, expression) }
        func bindAsLabel() throws -> Binding { try Binding(asLabel, "text", to: owner, expression) }
        let bindings = viewFirst ? [try bindAsView(), try bindAsLabel()] : [try bindAsLabel(), try bindAsView()]
        owner.title = "b"
        #expect((asView as? Label)?.text == "b")
        #expect(asLabel.text == "b")
        withExtendedLifetime(bindings) {}
    }
}
