import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// A view model changed from any thread, as apps do.
final class TitleModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var title: String? = "first"
    @Observed var hidden = false
    @Observed var margin: Double? = nil
    @Observed var color: Color? = nil
}

/// Bindings to views deliver on the main actor, whether made in code or in markup.
@MainActor @Suite(.checksLiveObjects) struct ViewBindingDeliveryTests {
    /// A view bound to `title`, and the label whose `text` the binding sets.
    struct Target: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @MainActor @Sendable (TitleModel) throws -> (root: View, label: View)
        var testDescription: String { name }
    }

    nonisolated static func fromMarkup(_ source: String, _ pick: @escaping @MainActor @Sendable (View) -> View) -> @MainActor @Sendable (TitleModel) throws -> (root: View, label: View) {
        { model in
            let root = try MarkupLoader().template(source: source, file: "Delivery.xml").instantiate(owner: model)
            return (root, pick(root))
        }
    }

    nonisolated static let targets: [Target] = [
        Target(name: "Label in code") { model in
            let label = Label()
            try label.bind("text", to: model, "title")
            return (label, label)
        },
        Target(name: "TextField in code") { model in
            let field = TextField()
            try field.bind("text", to: model, "title")
            return (field, field)
        },
        Target(name: "TableViewCell.textLabel in code") { model in
            let cell = TableViewCell()
            try cell.bind("textLabel.text", to: model, "title")
            return (cell, cell.textLabel)
        },
        Target(name: "Label in markup", make: fromMarkup(#"<Label text="$title"/>"#) { $0 }),
        Target(name: "TextField in markup", make: fromMarkup(#"<TextField text="$title"/>"#) { $0 }),
        Target(name: "TableViewCell.textLabel in markup",
               make: fromMarkup(#"<TableViewCell textLabel.text="$title"/>"#) { ($0 as? TableViewCell)?.textLabel ?? $0 }),
        Target(name: "Label in an LMAnchorView in markup",
               make: fromMarkup(#"<LMAnchorView><UILabel text="$title" anchor="centerX"/></LMAnchorView>"#) { $0.subviews[0] }),
        Target(name: "Label in an LMLayerView in markup",
               make: fromMarkup(#"<LMLayerView><UIView/><UILabel text="$title"/></LMLayerView>"#) { $0.subviews[1] }),
    ]

    /// Records, for every set of `view`'s text, whether it ran on the main queue.
    func recordSets(of view: View) throws -> (Recorder<Bool>, KeyValueObservation) {
        let sets = Recorder<Bool>()
        let token = try view.observe("text") { _, _ in sets.append(MainQueueProbe.isCurrent) }
        return (sets, token)
    }

    @Test(arguments: targets)
    func changesOnOtherThreadsAreSetOnTheMainActor(_ target: Target) async throws {
        let model = TitleModel()
        let (root, label) = try target.make(model)
        let (sets, token) = try recordSets(of: label)

        onThreads(4) { thread in
            for index in 0..<250 { model.title = "\(thread)-\(index)" }
        }
        // Nothing is set while the main queue is held; then one update sets the latest value.
        #expect(sets.all == [])
        #expect(label.value(forKey: "text") as? String == "first")
        await drainMainQueue()

        #expect(sets.all == [true])
        #expect(label.value(forKey: "text") as? String == model.title)
        withExtendedLifetime((root, token)) {}
    }

    @Test(arguments: targets)
    func changesOnTheMainActorAreSetAtOnce(_ target: Target) throws {
        let model = TitleModel()
        let (root, label) = try target.make(model)
        let (sets, token) = try recordSets(of: label)
        model.title = "now"
        #expect(label.value(forKey: "text") as? String == "now")
        #expect(sets.all == [true])
        withExtendedLifetime((root, token)) {}
    }

    @Test func anExplicitSynchronousBindingStaysOnTheChangingThread() async throws {
        let model = TitleModel()
        let label = Label()
        try label.bind("text", to: model, "title", delivery: .synchronous)
        let (sets, token) = try recordSets(of: label)
        onThreads(1) { _ in model.title = "background" }
        #expect(sets.all == [false])
        #expect(label.text == "background")
        withExtendedLifetime(token) {}
    }
}
