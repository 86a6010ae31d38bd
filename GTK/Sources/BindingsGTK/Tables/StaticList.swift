import BindingsMarkup
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
    private let page: WidgetPointer
    private weak var presenter: TablePresenter?
    private var rows: [TableRow] = []
    /// The list box row widget of each row item, by item position.
    private var rowWidgets: [Int: WidgetPointer] = [:]
    private var checkRows: [CheckRow] = []
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

    /// The form as GTK shows it, one line per widget of the page, for tests: each group's heading
    /// and boxed list with their CSS classes, then each row's focusability, its check button
    /// (`radio`/`check`, `[x]` when active) and the states of its cell's widgets.
    var description: [String] {
        var lines: [String] = []
        for group in children(of: page) {
            for part in children(of: group) {
                let classes = Self.classes(of: part)
                switch BindingsGTK.typeName(of: part) {
                case "GtkLabel":
                    let text = gtk_label_get_text(part.opaque).map { String(cString: $0) } ?? ""
                    lines.append("GtkLabel " + String(reflecting: text) + classes + Self.focus(of: part))
                case "GtkListBox":
                    lines.append("GtkListBox" + classes)
                    lines += children(of: part).map { "  " + describeRow($0) }
                default:
                    // A header or footer view, or the table's own, in its row's host.
                    let row = rows.first { $0.host.widget == part }
                    lines.append(BindingsGTK.typeName(of: part) + classes + (row.map { ": " + $0.host.shownPresenters.map(\.widgetState).joined(separator: ", ") } ?? ""))
                }
            }
        }
        return lines
    }

    /// The check button of the row at `indexPath`, in a checkmark section.
    func checkButton(at indexPath: TableIndexPath) -> WidgetPointer? {
        checkRows.first { $0.indexPath == indexPath }?.check
    }

    private func describeRow(_ widget: WidgetPointer) -> String {
        let check = checkRows.first { gtk_widget_get_parent($0.widget) == widget }
        var line = "row" + Self.focus(of: widget)
        if let check {
            let indicator = gtk_widget_get_first_child(check.check).map { String(cString: gtk_widget_get_css_name($0)) } ?? "none"
            line += " " + indicator + (check.isActive ? " [x]" : " [ ]") + Self.focus(of: check.check)
        }
        if let row = rows.first(where: { gtk_widget_get_ancestor($0.host.widget, gtk_list_box_row_get_type()) == widget }) {
            line += ": " + row.host.shownPresenters.map(\.widgetState).joined(separator: ", ")
        }
        return line
    }

    private func children(of widget: WidgetPointer) -> [WidgetPointer] {
        var children: [WidgetPointer] = []
        var child = gtk_widget_get_first_child(widget)
        while let next = child {
            children.append(next)
            child = gtk_widget_get_next_sibling(next)
        }
        return children
    }

    private static func focus(of widget: WidgetPointer) -> String {
        gtk_widget_get_focusable(widget) != 0 ? " focusable" : ""
    }

    private static func classes(of widget: WidgetPointer) -> String {
        guard let names = gtk_widget_get_css_classes(widget) else { return "" }
        defer { g_strfreev(names) }
        var classes: [String] = []
        var index = 0
        while let name = names[index] {
            classes.append("." + String(cString: name))
            index += 1
        }
        return classes.isEmpty ? "" : " " + classes.joined(separator: " ")
    }

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
            let row = TableRow()
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
                let check = CheckRow(cell: cell, row: row, isRadio: isRadio,
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
    fileprivate func activate(at position: Int) {
        presenter?.activate(at: position)
        for check in checkRows { check.show() }
    }
}

/// One section's group: its heading and its boxed list, made as its items come.
@MainActor
private final class SectionGroup {
    let section: Int
    let box: WidgetPointer
    private var heading: WidgetPointer?
    private var list: WidgetPointer?
    private var positions: [WidgetPointer: Int] = [:]
    private weak var owner: StaticList?

    init(section: Int, in page: WidgetPointer, listening owner: StaticList) {
        self.section = section
        self.owner = owner
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        gtk_box_append(page.as(GtkBox.self), box)
    }

    /// Shows `title` above the rows, as written: GNOME's group titles are not capitalised.
    func setHeading(_ title: String) {
        let label: WidgetPointer = heading ?? gtk_label_new(nil)
        gtk_label_set_text(label.opaque, title)
        gtk_label_set_xalign(label.opaque, 0)
        gtk_label_set_wrap(label.opaque, 1)
        gtk_widget_add_css_class(label, "heading")
        if heading == nil { gtk_box_prepend(box.as(GtkBox.self), label) }
        heading = label
    }

    /// Appends `content` as a row of the group's boxed list, and answers the row widget.
    func append(_ content: WidgetPointer, position: Int) -> WidgetPointer {
        let list = self.list ?? makeList()
        let row = gtk_list_box_row_new()!
        // The content keeps its height, centred in a row as tall as GNOME's.
        gtk_widget_set_valign(content, GTK_ALIGN_CENTER)
        gtk_list_box_row_set_child(row.as(GtkListBoxRow.self), content)
        gtk_list_box_append(list.opaque, row)
        positions[row] = position
        return row
    }

    private func makeList() -> WidgetPointer {
        let list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_NONE)
        gtk_widget_add_css_class(list, "boxed-list")
        gtk_widget_add_css_class(list, StyleSheet.formListClass)
        Signal.connect(list.object, "row-activated", pointer: { [weak self] row in
            guard let self, let row, let position = positions[row.assumingMemoryBound(to: GtkWidget.self)] else { return }
            owner?.activate(at: position)
        })
        gtk_box_append(box.as(GtkBox.self), list)
        self.list = list
        return list
    }
}

private extension TableItem {
    /// The section the item belongs to, or `nil` for the table's header and footer.
    var section: Int? {
        switch self {
        case .header(let section), .footer(let section): section
        case .row(let path): path.section
        case .tableHeader, .tableFooter: nil
        }
    }
}
