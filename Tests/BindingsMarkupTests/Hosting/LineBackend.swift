@_spi(Backend) import BindingsMarkup

// A second backend, written from outside the module against the backend API alone, as the
// author of a new toolkit's backend would: each view shows as one line of text. It proves that
// the presenter registry, the observing of shown keys and the hosting of a tree are reusable,
// with nothing of GTK.

/// What the line backend did, in order.
@MainActor final class LineLog {
    var entries: [String] = []
}

/// Shows a view as a line: its class, and what the subclass adds.
@MainActor class LinePresenter: ObservingPresenter {
    let log: LineLog
    /// The line shown now.
    private(set) var line = ""

    init(view: View, log: LineLog) {
        self.log = log
        super.init(view: view)
    }

    /// What the line says after the view's class name.
    var details: String { "" }

    /// A plain view's subviews are the tree's to present.
    override var showsSubviews: Bool { false }

    override func update(changedKey key: String) {
        log.entries.append("\(type(of: view)) \(key) changed\(isApplying ? ", applying" : "")")
        super.update(changedKey: key)
    }

    override func update() {
        super.update()
        let enabled = (view as? Control).map { $0.isEnabled ? "" : " disabled" } ?? ""
        line = "\(type(of: view))\(details)\(enabled)"
    }

    override func apply(accessibility: ViewAccessibility, replacing applied: ViewAccessibility) {
        log.entries.append("\(type(of: view)) accessibility \(applied.label ?? "nil")/\(applied.hint ?? "nil") -> \(accessibility.label ?? "nil")/\(accessibility.hint ?? "nil")")
    }
}

/// Shows a label's text.
@MainActor final class LabelLinePresenter: LinePresenter {
    override class var shownKeys: [String] { super.shownKeys + ["text"] }
    override var details: String { " \"\((view as? Label)?.text ?? "")\"" }
}

/// Shows a switch's state.
@MainActor final class SwitchLinePresenter: LinePresenter {
    override class var shownKeys: [String] { super.shownKeys + ["isOn"] }
    override var details: String { (view as? Switch)?.isOn == true ? " on" : " off" }
}

/// Shows a scroll view, whose content it would show in a scrolling object of its own.
@MainActor final class ScrollLinePresenter: LinePresenter {
    override var showsSubviews: Bool { true }

    override func treeDidChange() {
        log.entries.append("ScrollView tree changed")
    }

    override func willPlace(in frame: Rect) {
        log.entries.append("ScrollView will place at \(frame.minX),\(frame.minY)")
    }
}

/// A label class of an app, which no backend knows.
final class CaptionLabel: Label {}

/// The line backend's registry: every view a line, labels, switches and scroll views their own.
@MainActor func lineRegistry(_ log: LineLog) -> PresenterRegistry<LinePresenter> {
    let registry = PresenterRegistry<LinePresenter> { LinePresenter(view: $0, log: log) }
    registry.register(Label.self) { LabelLinePresenter(view: $0, log: log) }
    registry.register(Switch.self) { SwitchLinePresenter(view: $0, log: log) }
    registry.register(ScrollView.self) { ScrollLinePresenter(view: $0, log: log) }
    return registry
}

/// The line backend's recycling list: a fixed number of row widgets, each a `RecycledTableRow`
/// and the tree of presenters showing its view, scrolled by rebinding them, as a toolkit's list
/// view recycles its row widgets.
@MainActor final class LineList: TableRowHost {
    @MainActor private struct RowWidget {
        var row: RecycledTableRow
        let tree = PresenterTree<LinePresenter>()
    }

    private let table: TableView
    private let registry: PresenterRegistry<LinePresenter>
    private var widgets: [RowWidget]
    private var first = 0
    private(set) var reloads = 0

    init(table: TableView, registry: PresenterRegistry<LinePresenter>, rowWidgets: Int) {
        self.table = table
        self.registry = registry
        widgets = (0..<rowWidgets).map { _ in RowWidget(row: RecycledTableRow(for: table)) }
        table.rowHost = self
    }

    /// Shows the items from `first` on, one per row widget.
    func scroll(to first: Int) {
        self.first = first
        let items = table.tableItems
        for index in widgets.indices {
            if widgets[index].row.item != nil { widgets[index].row = widgets[index].row.unbinding(from: table) }
            if items.indices.contains(first + index) { widgets[index].row = widgets[index].row.binding(items[first + index], of: table) }
            _ = widgets[index].tree.show(widgets[index].row.view)
            _ = widgets[index].tree.update(making: registry.presenter(for:)) { _, _ in }
        }
    }

    /// Each row widget's labels, and its insets when it has some; nothing for an unbound one,
    /// which a list does not show (it keeps its own cell for the next row).
    var lines: [String] {
        widgets.map { widget in
            guard widget.row.item != nil else { return "" }
            let labels = widget.tree.presenters.filter { $0.view is Label }.map(\.line).joined(separator: ", ")
            return widget.row.insets == .zero ? labels : "\(labels) inset \(widget.row.insets.left)"
        }
    }

    /// The cells each row widget keeps.
    var ownCells: [TableViewCell?] {
        widgets.map(\.row.ownCell)
    }

    func tableDidReloadData(_ tableView: TableView) {
        reloads += 1
        scroll(to: first)
    }

    var shownRows: [(indexPath: TableIndexPath, cell: TableViewCell)] {
        widgets.compactMap { widget in
            guard let path = widget.row.indexPath, let cell = widget.row.cell else { return nil }
            return (path, cell)
        }
    }
}
