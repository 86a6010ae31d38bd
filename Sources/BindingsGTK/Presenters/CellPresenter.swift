#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``TableViewCell``: a box drawing its background, with a checkmark at its trailing edge
/// when it is checked (or its accessory is one), as UIKit's cells; the host places its subviews.
@MainActor
final class CellPresenter: WidgetPresenter {
    private let cell: TableViewCell
    private let accessory: WidgetPointer
    private var shownAccessory: String?

    init(cell: TableViewCell) {
        self.cell = cell
        accessory = gtk_label_new(nil)
        super.init(view: cell, widget: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        gtk_widget_set_hexpand(accessory, 1)
        gtk_widget_set_halign(accessory, GTK_ALIGN_END)
        gtk_widget_set_margin_end(accessory, 4)
        gtk_widget_add_css_class(accessory, "accent")
        gtk_box_append(widget.as(GtkBox.self), accessory)
    }

    override var measuresView: Bool { false }
    override var showsSubviews: Bool { false }

    override class var shownKeys: [String] {
        super.shownKeys + ["checked", "accessoryType"]
    }

    /// Whether a checked cell shows a checkmark; off where a check button shows it instead.
    var showsCheckmark = true {
        didSet { apply() }
    }

    /// The checkmark's text, or "" for none.
    var accessoryText: String {
        if showsCheckmark && (cell.checked || cell.accessoryType == .checkmark) { return "✓" }
        return cell.accessoryType == .disclosureIndicator ? "›" : ""
    }

    override var widgetState: String {
        let mark = gtk_label_get_text(accessory.opaque).map { String(cString: $0) } ?? ""
        return "GtkBox cell" + (mark.isEmpty ? "" : " " + mark)
    }

    override func update() {
        super.update()
        let text = accessoryText
        guard text != shownAccessory else { return }
        gtk_label_set_text(accessory.opaque, text)
        shownAccessory = text
    }
}
#endif
