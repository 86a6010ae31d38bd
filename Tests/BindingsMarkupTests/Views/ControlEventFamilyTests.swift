import BindingsMarkup
import Foundation
import BindingsTestSupport
import Testing

/// An owner whose actions are `act` and the name of every event a kit control sends; each action
/// records its name and its sender when called, so a test reads which events reached the owner, in
/// order, and from which view.
@MainActor
final class EventLog: KeyValueCoding, MarkupActionTarget {
    private(set) var received: [String] = []
    private(set) var senders: [ObjectIdentifier] = []

    nonisolated init() {}

    var markupActions: [String: @MainActor (View) -> Void] {
        var actions: [String: @MainActor (View) -> Void] = [:]
        for name in ["act"] + ControlEventFamilyTests.kitEvents.map(\.event) {
            actions[name] = { [weak self] sender in
                self?.received.append(name)
                self?.senders.append(ObjectIdentifier(sender))
            }
        }
        return actions
    }
}

/// Each control sends every event UIKit's counterpart sends when the user acts, in UIKit's order,
/// to the owner's actions connected by `on<Event>` markup, with itself as the sender; a change made
/// in code sends none.
@MainActor @Suite(.checksLiveObjects) struct ControlEventFamilyTests {
    /// Every (class, event) the kit's controls send, from the registry.
    nonisolated static let kitEvents: [(type: String, event: String)] = ViewKit.elements.flatMap { element in
        ((element.type as? any MarkupActionSending.Type)?.markupEvents ?? []).map { (element.name, $0.name) }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        /// The MarkupKit element name.
        let element: String
        let event: String
        /// Item elements the control needs.
        var children = ""
        /// What the user does to the view.
        let act: @MainActor @Sendable (View) -> Void
        var testDescription: String { "\(element) on\(event)" }
        var source: String { #"<\#(element) on\#(event)="act">\#(children)</\#(element)>"# }
    }

    /// The rows of a value control: a change by the user sends both of its events.
    nonisolated static func valueRows(_ element: String, children: String = "",
                                      act: @escaping @MainActor @Sendable (View) -> Void) -> [Row] {
        ["ValueChanged", "PrimaryActionTriggered"].map { Row(element: element, event: $0, children: children, act: act) }
    }

    nonisolated static let segments = #"<segment title="S"/><segment title="M"/>"#
    nonisolated static let rows: [Row] = [
        Row(element: "UIButton", event: "TouchDown", act: { ($0 as? Button)?.userDidTap() }),
        Row(element: "UIButton", event: "TouchUpInside", act: { ($0 as? Button)?.userDidTap() }),
        Row(element: "UIButton", event: "PrimaryActionTriggered", act: { ($0 as? Button)?.userDidTap() }),
        Row(element: "UIButton", event: "Tap", act: { ($0 as? Button)?.userDidTap() }),
        Row(element: "UITextField", event: "EditingDidBegin", act: { ($0 as? TextField)?.userDidBeginEditing() }),
        Row(element: "UITextField", event: "EditingChanged", act: { ($0 as? TextField)?.userDidEdit("x") }),
        Row(element: "UITextField", event: "EditingDidEndOnExit",
            act: { ($0 as? TextField)?.userDidBeginEditing(); ($0 as? TextField)?.userDidReturn() }),
        Row(element: "UITextField", event: "PrimaryActionTriggered",
            act: { ($0 as? TextField)?.userDidBeginEditing(); ($0 as? TextField)?.userDidReturn() }),
        Row(element: "UITextField", event: "EditingDidEnd",
            act: { ($0 as? TextField)?.userDidBeginEditing(); ($0 as? TextField)?.userDidEndEditing() }),
        Row(element: "UITextView", event: "EditingDidBegin", act: { ($0 as? TextView)?.userDidBeginEditing() }),
        Row(element: "UITextView", event: "EditingChanged", act: { ($0 as? TextView)?.userDidEdit("x") }),
        Row(element: "UITextView", event: "EditingDidEnd",
            act: { ($0 as? TextView)?.userDidBeginEditing(); ($0 as? TextView)?.userDidEndEditing() }),
        Row(element: "UISearchBar", event: "EditingDidBegin", act: { ($0 as? SearchBar)?.userDidBeginEditing() }),
        Row(element: "UISearchBar", event: "EditingChanged", act: { ($0 as? SearchBar)?.userDidEdit("x") }),
        Row(element: "UISearchBar", event: "SearchButtonClicked", act: { ($0 as? SearchBar)?.userDidSearch() }),
        Row(element: "UISearchBar", event: "PrimaryActionTriggered", act: { ($0 as? SearchBar)?.userDidSearch() }),
        Row(element: "UISearchBar", event: "CancelButtonClicked", act: { ($0 as? SearchBar)?.userDidCancel() }),
        Row(element: "UISearchBar", event: "EditingDidEnd",
            act: { ($0 as? SearchBar)?.userDidBeginEditing(); ($0 as? SearchBar)?.userDidEndEditing() }),
        Row(element: "UITabBar", event: "ValueChanged", children: #"<item type="more"/>"#,
            act: { ($0 as? TabBar)?.userDidSelectItem(at: 0) }),
        Row(element: "UIRefreshControl", event: "ValueChanged", act: { ($0 as? RefreshControl)?.userDidPullToRefresh() }),
    ]
        + valueRows("UISwitch") { ($0 as? Switch)?.userDidToggle() }
        + valueRows("UISlider") { ($0 as? Slider)?.userDidSlide(to: 0.5) }
        + valueRows("UIStepper") { ($0 as? Stepper)?.userDidIncrement() }
        + valueRows("UISegmentedControl", children: segments) { ($0 as? SegmentedControl)?.userDidSelectSegment(at: 1) }
        + valueRows("UIDatePicker") { ($0 as? DatePicker)?.userDidPick(Date(timeIntervalSince1970: 0)) }
        + valueRows("LMPickerView", children: #"<row title="A"/>"#) { ($0 as? PickerView)?.userDidSelectRow(0, inComponent: 0) }
        + valueRows("UIPageControl") { view in
            (view as? PageControl)?.numberOfPages = 2
            (view as? PageControl)?.userDidSelectPage(at: 1)
        }

    @Test(arguments: rows)
    func eachEventIsSentWhenTheUserActs(_ row: Row) throws {
        let log = EventLog()
        let view = try MarkupLoader().template(source: row.source, file: "Events.xml").instantiate(owner: log)
        row.act(view)
        #expect(log.received == ["act"])
        #expect(log.senders == [ObjectIdentifier(view)])
    }

    @Test func theTableHasARowForEveryEventOfEveryControl() {
        let covered = Self.rows.map { row in "\(ViewKit.viewTypes[row.element].map { String(describing: $0) } ?? row.element) \(row.event)" }
        #expect(covered.sorted() == Self.kitEvents.map { "\($0.type) \($0.event)" }.sorted())
    }

    /// `<element onA="A" onB="B"…>children</element>`: every event the control sends, each to the
    /// owner's action of the same name.
    static func connectingAll(_ element: String, _ children: String = "", _ attributes: String = "") throws -> String {
        let type = try #require(ViewKit.viewTypes[element] as? any MarkupActionSending.Type)
        let actions = type.markupEvents.map { #" on\#($0)="\#($0)""# }.joined()
        return "<\(element)\(attributes)\(actions)>\(children)</\(element)>"
    }

    struct Session: Sendable, CustomTestStringConvertible {
        let element: String
        var children = ""
        var attributes = ""
        /// What the user does, step by step.
        let act: @MainActor @Sendable (View) -> Void
        /// The events sent, in order.
        let sent: [String]
        let testDescription: String
    }

    nonisolated static let sessions: [Session] = [
        Session(element: "UIButton", act: { ($0 as? Button)?.userDidTap() },
                sent: ["TouchDown", "TouchUpInside", "PrimaryActionTriggered", "Tap"], testDescription: "a tap"),
        Session(element: "UITextField", act: { view in
            guard let field = view as? TextField else { return }
            field.userDidEdit("a")
            field.userDidEdit("ab")
            field.userDidReturn()
            field.userDidEndEditing()
            field.userDidReturn()
        }, sent: ["EditingDidBegin", "EditingChanged", "EditingChanged", "EditingDidEndOnExit", "PrimaryActionTriggered", "EditingDidEnd"],
                testDescription: "typing then return, which ends editing as the field has an EditingDidEndOnExit action"),
        Session(element: "UITextView", act: { view in
            guard let text = view as? TextView else { return }
            text.userDidBeginEditing()
            text.userDidEdit("a")
            text.userDidEndEditing()
            text.userDidEndEditing()
        }, sent: ["EditingDidBegin", "EditingChanged", "EditingDidEnd"], testDescription: "a tap in, typing, leaving"),
        Session(element: "UITextView", attributes: #" editable="false""#, act: { view in
            guard let text = view as? TextView else { return }
            text.userDidBeginEditing()
            text.userDidEdit("a")
            text.userDidEndEditing()
        }, sent: [], testDescription: "a text view that is not editable"),
        Session(element: "UISearchBar", act: { view in
            guard let bar = view as? SearchBar else { return }
            bar.userDidEdit("a")
            bar.userDidSearch()
            bar.userDidCancel()
            bar.userDidEndEditing()
        }, sent: ["EditingDidBegin", "EditingChanged", "SearchButtonClicked", "PrimaryActionTriggered", "CancelButtonClicked", "EditingDidEnd"],
                testDescription: "typing, searching, cancelling"),
        Session(element: "UISwitch", act: { ($0 as? Switch)?.userDidToggle(); ($0 as? Switch)?.userDidToggle() },
                sent: ["ValueChanged", "PrimaryActionTriggered", "ValueChanged", "PrimaryActionTriggered"], testDescription: "two flips"),
        Session(element: "UIStepper", attributes: #" maximumValue="1""#, act: { ($0 as? Stepper)?.userDidIncrement(); ($0 as? Stepper)?.userDidIncrement() },
                sent: ["ValueChanged", "PrimaryActionTriggered"], testDescription: "a tap on plus, then one at the end of the range"),
    ]

    @Test(arguments: sessions)
    func aUserActionSendsUIKitsEventsInOrder(_ session: Session) throws {
        let log = EventLog()
        let source = try Self.connectingAll(session.element, session.children, session.attributes)
        let view = try MarkupLoader().template(source: source, file: "Events.xml").instantiate(owner: log)
        session.act(view)
        #expect(log.received == session.sent)
    }

    @Test func returnLeavesAFieldEditingWithoutAnEditingDidEndOnExitAction() throws {
        let log = EventLog()
        let source = #"<UITextField onPrimaryActionTriggered="PrimaryActionTriggered" onEditingDidEnd="EditingDidEnd"/>"#
        let field = try #require(try MarkupLoader().template(source: source, file: "Events.xml").instantiate(owner: log) as? TextField)
        field.userDidReturn()
        field.userDidBeginEditing()
        field.userDidReturn()
        field.userDidReturn()
        #expect(field.isEditing)
        field.userDidEndEditing()
        #expect(log.received == ["PrimaryActionTriggered", "PrimaryActionTriggered", "EditingDidEnd"])
        #expect(!field.isEditing)
    }

    struct CodeChange: Sendable, CustomTestStringConvertible {
        let element: String
        var children = ""
        /// The change made in code.
        let change: @MainActor @Sendable (View) -> Void
        /// The changed value as the view reads it afterwards.
        let value: @MainActor @Sendable (View) -> String?
        let expected: String
        var testDescription: String { element }
    }

    nonisolated static let codeChanges: [CodeChange] = [
        CodeChange(element: "UITextField", change: { ($0 as? TextField)?.text = "x" }, value: { ($0 as? TextField)?.text }, expected: "x"),
        CodeChange(element: "UITextView", change: { ($0 as? TextView)?.text = "x" }, value: { ($0 as? TextView)?.text }, expected: "x"),
        CodeChange(element: "UISearchBar", change: { ($0 as? SearchBar)?.text = "x" }, value: { ($0 as? SearchBar)?.text }, expected: "x"),
        CodeChange(element: "UISwitch", change: { ($0 as? Switch)?.isOn = true }, value: { ($0 as? Switch).map { "\($0.isOn)" } }, expected: "true"),
        CodeChange(element: "UISlider", change: { ($0 as? Slider)?.value = 0.5 }, value: { ($0 as? Slider).map { "\($0.value)" } }, expected: "0.5"),
        CodeChange(element: "UIStepper", change: { ($0 as? Stepper)?.value = 3 }, value: { ($0 as? Stepper).map { "\($0.value)" } }, expected: "3.0"),
        CodeChange(element: "UISegmentedControl", children: segments, change: { ($0 as? SegmentedControl)?.selectedSegmentIndex = 1 },
                   value: { ($0 as? SegmentedControl)?.value }, expected: "M"),
        CodeChange(element: "UIDatePicker", change: { ($0 as? DatePicker)?.date = Date(timeIntervalSince1970: 60) },
                   value: { ($0 as? DatePicker).map { "\($0.date.timeIntervalSince1970)" } }, expected: "60.0"),
        CodeChange(element: "LMPickerView", children: #"<row title="A"/><row title="B"/>"#,
                   change: { ($0 as? PickerView)?.selectRow(1, inComponent: 0) }, value: { ($0 as? PickerView)?.value(forComponent: 0) }, expected: "B"),
    ]

    @Test(arguments: codeChanges)
    func changesMadeInCodeSendNoEvent(_ row: CodeChange) throws {
        let log = EventLog()
        let view = try MarkupLoader().template(source: try Self.connectingAll(row.element, row.children), file: "Events.xml").instantiate(owner: log)
        row.change(view)
        #expect(row.value(view) == row.expected)
        #expect(log.received == [])
    }

    nonisolated static let unsent: [(source: String, message: String)] = [
        (#"<UITextView onPrimaryActionTriggered="act"/>"#, "Events.xml:1:39: error: unknown property 'onPrimaryActionTriggered' on TextView"),
        (#"<UISwitch onTouchUpInside="act"/>"#, "Events.xml:1:28: error: unknown property 'onTouchUpInside' on Switch"),
        (#"<UIButton onEditingChanged="act"/>"#, "Events.xml:1:29: error: unknown property 'onEditingChanged' on Button"),
        (#"<UIButton onValueChanged="act"/>"#, "Events.xml:1:27: error: unknown property 'onValueChanged' on Button"),
        (#"<UISwitch onTap="act"/>"#, "Events.xml:1:18: error: unknown property 'onTap' on Switch"),
        (#"<UILabel onTap="act"/>"#, "Events.xml:1:17: error: unknown property 'onTap' on Label"),
    ]

    @Test(arguments: unsent)
    func anEventUIKitDoesNotSendFromTheControlIsAnError(source: String, message: String) throws {
        var reported: [String] = []
        do {
            _ = try MarkupLoader().template(source: source, file: "Events.xml").instantiate(owner: EventLog())
        } catch {
            reported = error.diagnostics.map(\.description)
        }
        #expect(reported == [message])
    }
}
