#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``PickerView`` as a `GtkBox` of one `GtkDropDown` per component, listing its rows'
/// titles, in the picker's font; the user choosing a row is
/// ``PickerView/userDidSelectRow(_:inComponent:)``.
@MainActor
final class PickerViewPresenter: WidgetPresenter {
    private let picker: PickerView
    private var dropDowns: [WidgetPointer] = []
    private var shownTitles: [[String]]?
    private var shownSelection: [Int]?

    init(picker: PickerView) {
        self.picker = picker
        super.init(view: picker, widget: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6))
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["components", "font"]
    }

    override var style: WidgetStyle {
        WidgetStyle(font: picker.font, background: picker.backgroundColor)
    }

    /// Each drop-down's selected title, as `GtkBox [GtkDropDown "Medium", GtkDropDown none]`.
    override var widgetState: String {
        var parts: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let dropDown = child {
            var part = typeName(of: dropDown)
            if let item = gtk_drop_down_get_selected_item(dropDown.opaque),
               let title = gtk_string_object_get_string(OpaquePointer(item)) {
                part += " " + String(reflecting: String(cString: title))
            } else {
                part += " none"
            }
            parts.append(part)
            child = gtk_widget_get_next_sibling(dropDown)
        }
        return "GtkBox [" + parts.joined(separator: ", ") + "]"
    }

    override func update() {
        super.update()
        let titles = picker.components.map { $0.rows.map(\.title) }
        if titles != shownTitles {
            for dropDown in dropDowns { gtk_box_remove(widget.as(GtkBox.self), dropDown) }
            dropDowns = titles.enumerated().map { makeDropDown(component: $0.offset, titles: $0.element) }
            shownTitles = titles
            shownSelection = nil
        }
        let selection = picker.components.map(\.selectedRow)
        guard selection != shownSelection else { return }
        for (dropDown, row) in zip(dropDowns, selection) where Self.selected(dropDown) != row {
            gtk_drop_down_set_selected(dropDown.opaque, row >= 0 ? UInt32(row) : Self.noRow)
        }
        shownSelection = selection
    }

    /// GTK's `GTK_INVALID_LIST_POSITION`: no row.
    private static let noRow = UInt32.max

    private static func selected(_ dropDown: WidgetPointer) -> Int {
        let position = gtk_drop_down_get_selected(dropDown.opaque)
        return position == noRow ? -1 : Int(position)
    }

    private func makeDropDown(component: Int, titles: [String]) -> WidgetPointer {
        let list = gtk_string_list_new(nil)
        for title in titles { gtk_string_list_append(list, title) }
        // The drop-down takes the list's reference.
        let dropDown = gtk_drop_down_new(list, nil)!
        gtk_box_append(widget.as(GtkBox.self), dropDown)
        Signal.connect(dropDown.object, "notify::selected", pointer: { [weak self] _ in
            self?.dropDownChanged(dropDown, component: component)
        })
        return dropDown
    }

    private func dropDownChanged(_ dropDown: WidgetPointer, component: Int) {
        let row = Self.selected(dropDown)
        guard !isApplying, row != picker.selectedRow(inComponent: component) else { return }
        picker.userDidSelectRow(row, inComponent: component)
    }
}
#endif
