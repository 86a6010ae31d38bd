#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A static table (a form) as GNOME's settings pages show one: each section a group, its title a
/// `.heading` label in the document's case and its rows a `GtkListBox` of class `.boxed-list`,
/// the groups inset and clamped to a readable width (`AdwClamp`) inside the table's scrolled window.
/// Every row has a widget of its own, so a field keeps its focus and cursor while the form scrolls.
/// A checkmark section's rows begin with a check button (see ``CheckRow``).
@MainActor
final class StaticList: TableList {
    /// GNOME's layout of settings pages: groups 24 px apart, inset 24 px at the top and bottom
    /// and 12 px at the sides, clamped to 600 px.
    static let groupSpacing: Int32 = 24
    static let pageInsets = (vertical: Int32(24), horizontal: Int32(12))
    static let maximumWidth: Int32 = 600

    let widget: WidgetPointer
    /// The box of the groups, inside the clamp.
    let page: WidgetPointer
    private weak var presenter: TablePresenter?
    private(set) var rows: [TableRow] = []
    /// The list box row widget of each row item, by item position.
    private var rowWidgets: [Int: WidgetPointer] = [:]
    private(set) var checkRows: [CheckRow] = []
    private var sectionGroups: [SectionGroup] = []
    private(set) var counts = RecyclingCounts()

    init(presenter: TablePresenter) {
        self.presenter = presenter
        widget = adw_clamp_new()
        g_object_ref_sink(widget.gobject)
        adw_clamp_set_maximum_size(widget.opaque, Self.maximumWidth)
        adw_clamp_set_tightening_threshold(widget.opaque, Self.maximumWidth)
        page = gtk_box_new(GTK_ORIENTATION_VERTICAL, Self.groupSpacing)
        gtk_widget_set_margin_top(page, Self.pageInsets.vertical)
        gtk_widget_set_margin_bottom(page, Self.pageInsets.vertical)
        gtk_widget_set_margin_start(page, Self.pageInsets.horizontal)
        gtk_widget_set_margin_end(page, Self.pageInsets.horizontal)
        adw_clamp_set_child(widget.opaque, page)
        StyleSheet.loadBaseRules()
    }

    isolated deinit {
        g_object_unref(widget.gobject)
    }

    var typeName: String { "GtkListBox" }
    var recycles: Bool { false }
    var shownRows: [TableRow] { rows }

    func scroll(toItem position: Int) {
        // The row takes focus, and its scrolled window follows it.
        if let row = rowWidgets[position] { gtk_widget_grab_focus(row) }
    }

    /// A static table's rows change with its cells: every row widget is made again.
    func splice(_ splices: [TableItemSplice], replacing old: Int) {
        reload(replacing: old, with: presenter?.items.count ?? 0)
    }

    func reload(replacing old: Int, with new: Int) {
        guard let presenter else { return }
        while let child = gtk_widget_get_first_child(page) { gtk_box_remove(page.as(GtkBox.self), child) }
        for row in rows {
            presenter.unbind(row)
            counts.unbound += 1
            counts.freed += 1
        }
        rows = []
        rowWidgets = [:]
        checkRows = []
        sectionGroups = []
        var group: SectionGroup?
        for (position, item) in presenter.items.prefix(new).enumerated() {
            if let section = item.section, group?.section != section {
                let made = SectionGroup(section: section, in: page, listening: self)
                sectionGroups.append(made)
                group = made
            } else if item.section == nil {
                group = nil
            }
            if case .header(let section) = item, presenter.table.headerView(forSection: section) == nil,
               let title = presenter.table.headerTitle(forSection: section) {
                group?.setHeading(title)
                continue
            }
            let row = TableRow(for: nil)
            counts.made += 1
            counts.bound += 1
            rows.append(row)
            presenter.bind(row, at: position)
            guard let group, case .row(let path) = item else {
                gtk_box_append(group?.box.as(GtkBox.self) ?? page.as(GtkBox.self), row.host.widget)
                continue
            }
            let mode = presenter.table.selectionMode(forSection: path.section)
            if mode != .default, let cell = row.cell {
                let isRadio = mode == .singleCheckmark
                let check = CheckRow(cell: cell, at: path, row: row, isRadio: isRadio,
                                     groupedWith: isRadio ? checkRows.last { $0.section == path.section } : nil)
                check.onToggle = { [weak self] in self?.activate(at: position) }
                checkRows.append(check)
                rowWidgets[position] = group.append(check.widget, position: position)
            } else {
                rowWidgets[position] = group.append(row.host.widget, position: position)
            }
        }
    }

    /// The user activated the row at item `position` (a click, Space or Enter on it, or its check
    /// button): the table selects it, and every check button shows its cell again.
    func activate(at position: Int) {
        presenter?.activate(at: position)
        for check in checkRows { check.show() }
    }
}
#endif
