import BindingsMarkup
import Foundation
import BindingsTestSupport
import Testing

/// Each control sends its own events to the owner's actions, under the names markup uses after
/// `on`; naming an event a control does not send is an error with its position.
@MainActor @Suite(.checksLiveObjects) struct ControlEventTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let source: String
        /// What the user does to the view.
        let act: @MainActor @Sendable (View) -> Void
        let sent: [String]
        var testDescription: String { source }
    }

    nonisolated static let rows: [Row] = [
        Row(source: #"<Button onTap="save"/>"#, act: { ($0 as? Button)?.sendActions() }, sent: ["Button"]),
        Row(source: #"<UIButton onPrimaryActionTriggered="save"/>"#, act: { ($0 as? Button)?.sendActions() }, sent: ["Button"]),
        Row(source: #"<UIButton onTouchUpInside="save"/>"#, act: { ($0 as? Button)?.sendActions() }, sent: ["Button"]),
        Row(source: #"<UISwitch onValueChanged="save"/>"#, act: { ($0 as? Switch)?.userDidToggle() }, sent: ["Switch"]),
        Row(source: #"<UITextField onEditingChanged="save"/>"#, act: { ($0 as? TextField)?.userDidEdit("x") }, sent: ["TextField"]),
        Row(source: #"<UISlider onValueChanged="save"/>"#, act: { ($0 as? Slider)?.userDidSlide(to: 0.5) }, sent: ["Slider"]),
        Row(source: #"<UIStepper onValueChanged="save"/>"#, act: { ($0 as? Stepper)?.userDidIncrement() }, sent: ["Stepper"]),
        Row(source: #"<LMPickerView onValueChanged="save"><row title="A"/></LMPickerView>"#,
            act: { ($0 as? PickerView)?.userDidSelectRow(0, inComponent: 0) }, sent: ["PickerView"]),
        Row(source: #"<UISegmentedControl onValueChanged="save"><segment title="A"/></UISegmentedControl>"#,
            act: { ($0 as? SegmentedControl)?.userDidSelectSegment(at: 0) }, sent: ["SegmentedControl"]),
        Row(source: #"<UITabBar onValueChanged="save"><item type="more"/></UITabBar>"#,
            act: { ($0 as? TabBar)?.userDidSelectItem(at: 0) }, sent: ["TabBar"]),
        Row(source: #"<UIDatePicker onValueChanged="save"/>"#,
            act: { ($0 as? DatePicker)?.userDidPick(Date(timeIntervalSince1970: 0)) }, sent: ["DatePicker"]),
        Row(source: #"<UITextView onEditingChanged="save"/>"#, act: { ($0 as? TextView)?.userDidEdit("x") }, sent: ["TextView"]),
        Row(source: #"<UISearchBar onEditingChanged="save"/>"#, act: { ($0 as? SearchBar)?.userDidEdit("x") }, sent: ["SearchBar"]),
        Row(source: #"<UISearchBar onSearchButtonClicked="save"/>"#, act: { ($0 as? SearchBar)?.userDidSearch() }, sent: ["SearchBar"]),
        Row(source: #"<UISearchBar onCancelButtonClicked="save"/>"#, act: { ($0 as? SearchBar)?.userDidCancel() }, sent: ["SearchBar"]),
    ]

    @Test(arguments: rows)
    func eachControlSendsItsOwnEvents(_ row: Row) throws {
        let owner = MarkupOwner()
        let view = try MarkupLoader().template(source: row.source, file: "Events.xml").instantiate(owner: owner)
        row.act(view)
        #expect(owner.saved == row.sent)
    }

    struct CodeChange: Sendable, CustomTestStringConvertible {
        let source: String
        let change: @MainActor @Sendable (View) -> Void
        /// The key the change sets and its value after it, described.
        let key: String
        let value: String
        var testDescription: String { source }
    }

    nonisolated static let codeChanges: [CodeChange] = [
        CodeChange(source: #"<UISegmentedControl onValueChanged="save"><segment title="A"/></UISegmentedControl>"#,
                   change: { ($0 as? SegmentedControl)?.selectedSegmentIndex = 0 }, key: "selectedSegmentIndex", value: "0"),
        CodeChange(source: #"<UISwitch onValueChanged="save"/>"#, change: { ($0 as? Switch)?.isOn = true }, key: "isOn", value: "true"),
        CodeChange(source: #"<UITextField onEditingChanged="save"/>"#, change: { ($0 as? TextField)?.text = "x" }, key: "text", value: "x"),
    ]

    /// Changes made in code send no event, as in UIKit, although they change the value.
    @Test(arguments: codeChanges)
    func changesMadeInCodeSendNoEvent(_ row: CodeChange) throws {
        let owner = MarkupOwner()
        let view = try MarkupLoader().template(source: row.source, file: "Events.xml").instantiate(owner: owner)
        row.change(view)
        #expect(view.value(forKey: row.key).map { String(describing: $0) } == row.value)
        #expect(owner.saved == [])
    }

    nonisolated static let unsent: [(source: String, message: String)] = [
        (#"<UISwitch onTap="save"/>"#, "Events.xml:1:18: error: unknown property 'onTap' on Switch"),
        (#"<UIButton onValueChanged="save"/>"#, "Events.xml:1:27: error: unknown property 'onValueChanged' on Button"),
        (#"<UILabel onTap="save"/>"#, "Events.xml:1:17: error: unknown property 'onTap' on Label"),
    ]

    @Test(arguments: unsent)
    func anEventTheControlDoesNotSendIsAnError(source: String, message: String) throws {
        var reported: [String] = []
        do {
            _ = try MarkupLoader().template(source: source, file: "Events.xml").instantiate(owner: MarkupOwner())
        } catch {
            reported = error.diagnostics.map(\.description)
        }
        #expect(reported == [message])
    }
}
