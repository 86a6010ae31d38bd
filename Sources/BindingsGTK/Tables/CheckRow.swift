#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A row of a checkmark section: a `GtkCheckButton` at the row's start beside the cell, showing
/// the cell's `checked`; the check buttons of a single-choice section are one radio group.
///
/// The row, not the check button, takes the keyboard focus, so Space and Enter activate the row
/// as in any list; a click on the check button is the user selecting the row too (``onToggle``).
/// The check button always shows the cell, which the table checks and unchecks.
@MainActor
final class CheckRow {
    /// The row's content: the check button, then the cell's host.
    let widget: WidgetPointer
    /// The check button.
    let check: WidgetPointer
    /// The cell's index path.
    let indexPath: TableIndexPath
    /// The cell's section.
    var section: Int { indexPath.section }
    /// Called when the user toggled the check button.
    var onToggle: (@MainActor () -> Void)?
    private let cell: TableViewCell
    private let isRadio: Bool
    private var observation: KeyValueObservation?
    private var isApplying = false

    /// A row showing `row`'s `cell`, at `indexPath`; a radio button, in the group of `other`'s when
    /// given, for a single-choice section.
    init(cell: TableViewCell, at indexPath: TableIndexPath, row: TableRow, isRadio: Bool, groupedWith other: CheckRow?) {
        self.cell = cell
        self.isRadio = isRadio
        self.indexPath = indexPath
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        check = gtk_check_button_new()
        gtk_widget_set_focusable(check, 0)
        gtk_widget_set_valign(check, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_start(check, 12)
        if let other { gtk_check_button_set_group(check.as(GtkCheckButton.self), other.check.as(GtkCheckButton.self)) }
        gtk_widget_set_hexpand(row.host.widget, 1)
        gtk_box_append(widget.as(GtkBox.self), check)
        gtk_box_append(widget.as(GtkBox.self), row.host.widget)
        (cell.presenter as? CellPresenter)?.showsCheckmark = false
        Signal.connect(check.object, "toggled") { [weak self] in self?.toggled() }
        do {
            observation = try cell.observe("checked") { [weak self] _, _ in
                MainActor.assumeIsolated { self?.show() }
            }
        } catch {
            preconditionFailure("a table cell has no 'checked': \(error)")
        }
        show()
    }

    /// Whether the check button is active.
    var isActive: Bool {
        gtk_check_button_get_active(check.as(GtkCheckButton.self)) != 0
    }

    /// Shows the cell's checkmark.
    func show() {
        guard isActive != cell.checked else { return }
        isApplying = true
        defer { isApplying = false }
        gtk_check_button_set_active(check.as(GtkCheckButton.self), cell.checked ? 1 : 0)
    }

    private func toggled() {
        // A radio button turned off by its group is no act of the user: the one turned on is.
        guard !isApplying, isActive != cell.checked, isActive || !isRadio else { return }
        onToggle?()
        show()
    }
}
#endif
