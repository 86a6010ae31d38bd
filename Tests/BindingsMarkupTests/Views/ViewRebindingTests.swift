import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// A target key has at most one binding: binding it again replaces the old one, as in Cocoa Bindings.
@MainActor @Suite(.checksLiveObjects) struct ViewRebindingTests {
    /// Counts the sets of `view`'s text.
    func countSets(of view: View) throws -> (Recorder<String?>, KeyValueObservation) {
        let sets = Recorder<String?>()
        let token = try view.observe("text", options: .new) { _, change in sets.append(change.newValue as? String) }
        return (sets, token)
    }

    @Test func bindingTheSameKeyTenThousandTimesLeavesOneBinding() throws {
        let model = TitleModel()
        let label = Label()
        for _ in 0..<10_000 { try label.bind("text", to: model, "title") }
        let (sets, token) = try countSets(of: label)
        model.title = "once"
        #expect(sets.all == ["once"])
        #expect(model.observerCount(forKey: "title") == 1)
        withExtendedLifetime(token) {}
    }

    @Test func rebindingToAnotherOwnerStopsFollowingTheFirst() throws {
        let first = TitleModel()
        let second = TitleModel()
        second.title = "second"
        let label = Label()
        let old = try label.bind("text", to: first, "title")
        let new = try label.bind("text", to: second, "title")
        #expect(!old.isActive)
        #expect(new.isActive)
        #expect(label.binding(forKey: "text") === new)
        first.title = "ignored"
        #expect(label.text == "second")
        #expect(first.observerCount(forKey: "title") == 0)
    }

    @Test func aOneTimeBindingReplacesAOneWayBinding() throws {
        let model = TitleModel()
        let label = Label()
        try label.bind("text", to: model, "title")
        model.title = "fixed"
        try label.bind("text", to: model, "title", mode: .oneTime)
        model.title = "ignored"
        #expect(label.text == "fixed")
        #expect(label.binding(forKey: "text") == nil)
        #expect(model.observerCount(forKey: "title") == 0)
    }

    @Test func bindingsOfOtherKeysStay() throws {
        let model = TitleModel()
        let label = Label()
        try label.bind("text", to: model, "title")
        try label.bind("isHidden", to: model, "hidden")
        try label.bind("text", to: model, "title")
        model.hidden = true
        model.title = "both"
        #expect(label.isHidden)
        #expect(label.text == "both")
    }

    @Test func unbindingAKeyEndsItsBindingAndKeepsTheValue() throws {
        let model = TitleModel()
        let label = Label()
        try label.bind("text", to: model, "title")
        try label.bind("isHidden", to: model, "hidden")
        label.unbind("text")
        label.unbind("text")
        model.title = "ignored"
        model.hidden = true
        #expect(label.text == "first")
        #expect(label.isHidden)
        #expect(label.binding(forKey: "text") == nil)
        #expect(model.observerCount(forKey: "title") == 0)
    }

    @Test func aCellConfiguredAgainAndAgainKeepsOneBindingPerLabel() throws {
        let cell = TableViewCell()
        let rows = (0..<100).map { _ in TitleModel() }
        for (index, row) in rows.enumerated() {
            row.title = "row \(index)"
            try cell.bind("textLabel.text", to: row, "title")
        }
        let (sets, token) = try countSets(of: cell.textLabel)
        for row in rows { row.title = "changed" }
        #expect(sets.all == ["changed"])
        #expect(rows.map { $0.observerCount(forKey: "title") } == Array(repeating: 0, count: 99) + [1])
        withExtendedLifetime(token) {}
    }
}
