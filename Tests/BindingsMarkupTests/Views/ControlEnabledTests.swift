import BindingsMarkup
import Foundation
import BindingsTestSupport
import Testing

/// A slider that lists one event more than the kit's: the protocol's `markupEvents`, read through
/// the metatype, is the subclass's own list, and markup connects the added event.
final class DetentSlider: Slider {
    nonisolated override class var markupEvents: [ControlEvent] { super.markupEvents + [.editingDidEnd] }
}

/// Every control ignores the user while disabled (`enabled="false"`, `isEnabled = false`): no value
/// changes and no event reaches the owner; enabled again, the same actions send the events they
/// always did. The events each class sends are defined once, on the class.
@MainActor @Suite(.checksLiveObjects) struct ControlEnabledTests {
    struct Row: Sendable, CustomTestStringConvertible {
        /// The MarkupKit element name.
        let element: String
        /// Item elements the control needs.
        var children = ""
        var attributes = ""
        /// Done in code before the user acts (a button's handler added with `addAction`).
        var setUp: (@MainActor @Sendable (View) -> Void)? = nil
        /// Every user action of the control, in turn.
        let act: @MainActor @Sendable (View) -> Void
        /// What the user changes, as text.
        let value: @MainActor @Sendable (View) -> String
        /// The events an enabled control sends for `act`, in order.
        let sent: [String]
        /// `value` after `act` on an enabled control.
        let changed: String
        var testDescription: String { element }
    }

    nonisolated static let valueEvents = ["ValueChanged", "PrimaryActionTriggered"]

    nonisolated static let rows: [Row] = [
        Row(element: "UIButton", setUp: { view in
            view.tag = 0
            (view as? Button)?.addAction { [weak view] in view?.tag += 1 }
        }, act: { ($0 as? Button)?.userDidTap() }, value: { "taps: \($0.tag)" },
            sent: ["TouchDown", "TouchUpInside", "PrimaryActionTriggered", "Tap"], changed: "taps: 1"),
        Row(element: "UITextField", act: { view in
            guard let field = view as? TextField else { return }
            field.userDidBeginEditing()
            field.userDidEdit("a")
            field.userDidReturn()
            field.userDidBeginEditing()
            field.userDidEndEditing()
        }, value: { view in (view as? TextField).map { "\($0.text ?? "nil") editing: \($0.isEditing)" } ?? "" },
            sent: ["EditingDidBegin", "EditingChanged", "EditingDidEndOnExit", "PrimaryActionTriggered", "EditingDidEnd",
                   "EditingDidBegin", "EditingDidEnd"], changed: "a editing: false"),
        Row(element: "UITextView", act: { view in
            guard let text = view as? TextView else { return }
            text.userDidBeginEditing()
            text.userDidEdit("a")
            text.userDidEndEditing()
        }, value: { view in (view as? TextView).map { "\($0.text ?? "nil") editing: \($0.isEditing)" } ?? "" },
            sent: ["EditingDidBegin", "EditingChanged", "EditingDidEnd"], changed: "a editing: false"),
        Row(element: "UISearchBar", act: { view in
            guard let bar = view as? SearchBar else { return }
            bar.userDidBeginEditing()
            bar.userDidEdit("a")
            bar.userDidSearch()
            bar.userDidCancel()
            bar.userDidEndEditing()
        }, value: { view in (view as? SearchBar).map { "\($0.text ?? "nil") editing: \($0.isEditing)" } ?? "" },
            sent: ["EditingDidBegin", "EditingChanged", "SearchButtonClicked", "PrimaryActionTriggered", "CancelButtonClicked",
                   "EditingDidEnd"], changed: " editing: false"),
        Row(element: "UISwitch", act: { ($0 as? Switch)?.userDidToggle() }, value: { "\(($0 as? Switch)?.isOn ?? false)" },
            sent: valueEvents, changed: "true"),
        Row(element: "UISlider", act: { ($0 as? Slider)?.userDidSlide(to: 0.5) }, value: { "\(($0 as? Slider)?.value ?? -1)" },
            sent: valueEvents, changed: "0.5"),
        // Mid-range, so that each tap, minus too, would change the value.
        Row(element: "UIStepper", attributes: #" value="5""#, act: { view in
            guard let stepper = view as? Stepper else { return }
            stepper.userDidIncrement()
            stepper.userDidIncrement()
            stepper.userDidDecrement()
        }, value: { "\(($0 as? Stepper)?.value ?? -1)" }, sent: valueEvents + valueEvents + valueEvents, changed: "6.0"),
        Row(element: "UISegmentedControl", children: #"<segment title="S"/><segment title="M"/>"#,
            act: { ($0 as? SegmentedControl)?.userDidSelectSegment(at: 1) }, value: { ($0 as? SegmentedControl)?.value ?? "nil" },
            sent: valueEvents, changed: "M"),
        Row(element: "UIDatePicker", attributes: #" timeZone="UTC""#, act: { view in
            guard let picker = view as? DatePicker else { return }
            picker.userDidPick(Date(timeIntervalSince1970: 120))
            picker.userDidPickDuration(600)
        }, value: { view in (view as? DatePicker).map { "\($0.date.timeIntervalSince1970) \($0.countDownDuration)" } ?? "" },
            sent: valueEvents + valueEvents, changed: "120.0 600.0"),
        Row(element: "LMPickerView", children: #"<row title="A"/><row title="B"/>"#,
            act: { ($0 as? PickerView)?.userDidSelectRow(1, inComponent: 0) }, value: { ($0 as? PickerView)?.value(forComponent: 0) ?? "nil" },
            sent: valueEvents, changed: "B"),
        Row(element: "UITabBar", children: #"<item title="A" name="a"/><item title="B" name="b"/>"#,
            act: { ($0 as? TabBar)?.userDidSelectItem(at: 1) }, value: { ($0 as? TabBar)?.value ?? "nil" },
            sent: ["ValueChanged"], changed: "b"),
        Row(element: "UIPageControl", attributes: #" numberOfPages="3""#, act: { ($0 as? PageControl)?.userDidSelectPage(at: 2) },
            value: { "\(($0 as? PageControl)?.currentPage ?? -1)" }, sent: valueEvents, changed: "2"),
        // A second pull while refreshing sends nothing: the content cannot be pulled further.
        Row(element: "UIRefreshControl", act: { view in
            guard let control = view as? RefreshControl else { return }
            control.userDidPullToRefresh()
            control.userDidPullToRefresh()
        }, value: { "refreshing: \(($0 as? RefreshControl)?.isRefreshing ?? false)" }, sent: ["ValueChanged"], changed: "refreshing: true"),
    ]

    /// The row's control with every event it sends connected to the owner's action of that name.
    func loaded(_ row: Row, enabled: String?, owner: EventLog) throws -> Control {
        let attributes = row.attributes + (enabled.map { #" enabled="\#($0)""# } ?? "")
        let source = try ControlEventFamilyTests.connectingAll(row.element, row.children, attributes)
        let view = try MarkupLoader().template(source: source, file: "Enabled.xml").instantiate(owner: owner)
        return try #require(view as? Control)
    }

    @Test func theTableHasARowForEveryControl() {
        let controls = ViewKit.elements.filter { $0.type is Control.Type && $0.type != Control.self }.map(\.name)
        let covered = Self.rows.compactMap { ViewKit.viewTypes[$0.element].map { String(describing: $0) } }
        #expect(covered.sorted() == controls.sorted())
        #expect(covered.count == 13)
    }

    @Test(arguments: rows)
    func enabledFalseInMarkupDisablesTheControl(_ row: Row) throws {
        let log = EventLog()
        #expect(try loaded(row, enabled: nil, owner: log).isEnabled == true)
        let control = try loaded(row, enabled: "false", owner: log)
        #expect(control.isEnabled == false)
        #expect(control.enabled == false)
        #expect(try loaded(row, enabled: "true", owner: log).isEnabled == true)
    }

    @Test(arguments: rows)
    func aDisabledControlIgnoresTheUserAndSendsItsEventsOnceEnabled(_ row: Row) throws {
        let log = EventLog()
        let control = try loaded(row, enabled: "false", owner: log)
        row.setUp?(control)
        let before = row.value(control)
        row.act(control)
        #expect(log.received == [])
        #expect(row.value(control) == before)
        control.isEnabled = true
        row.act(control)
        #expect(log.received == row.sent)
        #expect(row.value(control) == row.changed)
    }

    /// A field disabled while the user edits it stays in the edit: typing, return and leaving it
    /// send nothing until it is enabled again.
    @Test(arguments: ["UITextField", "UITextView", "UISearchBar"])
    func aFieldDisabledWhileEditingIgnoresTheUser(_ element: String) throws {
        let log = EventLog()
        let source = try ControlEventFamilyTests.connectingAll(element)
        let control = try #require(try MarkupLoader().template(source: source, file: "Enabled.xml").instantiate(owner: log) as? Control)
        let edit: @MainActor (String) -> Void = { text in
            (control as? TextField)?.userDidEdit(text); (control as? TextView)?.userDidEdit(text); (control as? SearchBar)?.userDidEdit(text)
        }
        let leave: @MainActor () -> Void = {
            (control as? TextField)?.userDidEndEditing(); (control as? TextView)?.userDidEndEditing(); (control as? SearchBar)?.userDidEndEditing()
        }
        edit("a")
        control.isEnabled = false
        edit("ab")
        (control as? TextField)?.userDidReturn()
        leave()
        #expect(log.received == ["EditingDidBegin", "EditingChanged"])
        #expect(control.value(forKey: "text") as? String == "a")
        control.isEnabled = true
        leave()
        #expect(log.received == ["EditingDidBegin", "EditingChanged", "EditingDidEnd"])
    }

    @Test func aChangeOfIsEnabledIsAChangeOfEnabled() throws {
        let control = Switch()
        let seen = Recorded<String>()
        let token = try control.observe("enabled", options: [.new]) { _, change in seen.append("\(change.newValue as? Bool ?? true)") }
        control.isEnabled = false
        try control.setValue("true", forKey: "enabled")
        #expect(seen.all == ["false", "true"])
        #expect(control.isEnabled)
        token.invalidate()
    }

    /// Each class's events, written out, in the order a user action sends them.
    @Test(arguments: [
        ("Control", []),
        ("Button", ["TouchDown", "TouchUpInside", "PrimaryActionTriggered", "Tap"]),
        ("TextField", ["EditingDidBegin", "EditingChanged", "EditingDidEnd", "EditingDidEndOnExit", "PrimaryActionTriggered"]),
        ("TextView", ["EditingDidBegin", "EditingChanged", "EditingDidEnd"]),
        ("SearchBar", ["EditingDidBegin", "EditingChanged", "EditingDidEnd", "SearchButtonClicked", "PrimaryActionTriggered",
                       "CancelButtonClicked"]),
        ("Switch", ["ValueChanged", "PrimaryActionTriggered"]),
        ("Slider", ["ValueChanged", "PrimaryActionTriggered"]),
        ("Stepper", ["ValueChanged", "PrimaryActionTriggered"]),
        ("SegmentedControl", ["ValueChanged", "PrimaryActionTriggered"]),
        ("DatePicker", ["ValueChanged", "PrimaryActionTriggered"]),
        ("PickerView", ["ValueChanged", "PrimaryActionTriggered"]),
        ("TabBar", ["ValueChanged"]),
        ("PageControl", ["ValueChanged", "PrimaryActionTriggered"]),
    ] as [(String, [String])])
    func eachClassListsItsOwnEvents(_ element: String, _ events: [String]) throws {
        let type = try #require(ViewKit.viewTypes[element] as? Control.Type)
        #expect(type.markupEvents.map(\.name) == events)
        #expect((type as any MarkupActionSending.Type).markupEvents.map(\.name) == events)
    }

    @Test func aSubclassListsItsOwnEventsAndMarkupConnectsThem() throws {
        #expect((DetentSlider.self as any MarkupActionSending.Type).markupEvents == [.valueChanged, .primaryActionTriggered, .editingDidEnd])
        let loader = MarkupLoader()
        loader.elementTypes.register(DetentSlider.self, as: "DetentSlider")
        let log = EventLog()
        let source = #"<DetentSlider onEditingDidEnd="EditingDidEnd" onValueChanged="ValueChanged"/>"#
        let slider = try #require(try loader.template(source: source, file: "Detent.xml").instantiate(owner: log) as? DetentSlider)
        slider.userDidSlide(to: 1)
        #expect(log.received == ["ValueChanged"])
    }

    /// The schema gives every control's type the `enabled` attribute (an item's type, nested, closes
    /// on the same line, so the element's own ends at the indented close).
    @Test func theSchemaTakesEnabledOnEveryControl() {
        let schema = MarkupSchema.xsd()
        let controls = ViewKit.elements.filter { $0.type is Control.Type }.map(\.name)
        let typed = controls.filter { name in
            guard let start = schema.range(of: #"<xs:complexType name="\#(name)Type">"#),
                  let end = schema.range(of: "\n  </xs:complexType>", range: start.upperBound..<schema.endIndex) else { return false }
            return schema[start.upperBound..<end.lowerBound].contains(#"<xs:attribute name="enabled" type="boolean">"#)
        }
        #expect(typed == controls)
        #expect(controls.count == 14)
    }
}
