import BindingsMarkup
import Foundation
import BindingsTestSupport
import Testing

/// Each control sends its own events to the owner's actions, under the names markup uses after
/// `on` (UIKit's whole families, changes in code and events a control does not send are in
/// ``ControlEventFamilyTests``).
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
}
