#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

/// A todo item of the view model.
final class TodoItem: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its one property is @Observed (lock-protected).
    @Observed var title: String

    init(_ title: String) {
        self.title = title
    }
}

/// The view model: the array a table section follows.
final class TodoList: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its one property is @Observed (lock-protected).
    @Observed var items: [TodoItem]

    init(_ titles: [String]) {
        items = titles.map(TodoItem.init)
    }
}

/// A row of the todo list, bound to its element's title.
final class TodoCell: ContentCell {
    static let template: MarkupTemplate? = try? MarkupLoader(bundles: []).template(source: """
        <LMColumnView><UILabel font="System 14" text="$content.title"/></LMColumnView>
        """, file: "TodoCell.xml")

    required init() {
        super.init()
        _ = try? Self.template?.instantiate(owner: self, root: self)
    }
}

/// What the list model of a table reported with `items-changed`, as `position -removed +added`.
@MainActor
final class ItemsChangedLog {
    private var entries: [String] = []

    /// Listens to the model of the GtkListView showing `table`.
    func listen(to table: TableView) throws {
        let list = try ScenarioWidgets.listWidget(of: table)
        guard let selection = gtk_list_view_get_model(list.opaque), let model = gtk_single_selection_get_model(selection) else {
            throw ScenarioError("the list has no model")
        }
        let handler: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = { _, position, removed, added, data in
            guard let data else { return }
            MainActor.assumeIsolated {
                Unmanaged<ItemsChangedLog>.fromOpaque(data).takeUnretainedValue().entries.append("\(position) -\(removed) +\(added)")
            }
        }
        // The log outlives the window, whose model the handler goes with.
        g_signal_connect_data(UnsafeMutableRawPointer(model), "items-changed", unsafeBitCast(handler, to: GCallback.self),
                              Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    }

    /// The entries since the last call, joined.
    func take() -> String {
        defer { entries.removeAll() }
        return entries.isEmpty ? "none" : entries.joined(separator: ", ")
    }
}

/// A table section bound to a view model's array in GtkListView: each change of the array is the
/// list model's `items-changed` at its positions, the other rows keep their row widgets, and
/// changes made on another thread arrive the same way.
@MainActor
enum ArrayRowsScenarios {
    static func run(_ arguments: [String]) throws {
        let baseline = LiveObjects()
        let log = ItemsChangedLog()
        try follow(log)
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func follow(_ log: ItemsChangedLog) throws {
        let viewModel = TodoList((1...5).map { "Item \($0)" })
        let table = TableView()
        try table.bindRows(inSection: 0, to: viewModel, keyPath: "items", cellIdentifier: "todo") { TodoCell() }
        let window = try Scenario.show(table, width: 320, height: 400)
        try log.listen(to: table)
        print("shown: \(try ScenarioWidgets.rows(of: table, in: window).joined(separator: ", "))")
        let (made, reused) = (window.recycling.made, window.recycling.reused)
        // Each step prints what the model reported, how many rows GtkListView bound (only the
        // changed ones), whether the other rows kept their cells, and what the rows show.
        func step(_ name: String, _ change: () -> Void) throws {
            let bound = window.recycling.bound
            let cells = Dictionary(uniqueKeysWithValues: table.visibleCells.compactMap { cell in
                ((cell as? ContentCell)?.content as? TodoItem).map { (ObjectIdentifier($0), ObjectIdentifier(cell)) }
            })
            change()
            try Scenario.settle(window)
            let kept = table.visibleCells.allSatisfy { cell in
                guard let item = (cell as? ContentCell)?.content as? TodoItem, let before = cells[ObjectIdentifier(item)] else { return true }
                return before == ObjectIdentifier(cell)
            }
            print("\(name): items-changed \(log.take()); bound +\(window.recycling.bound - bound); "
                + "other rows \(kept ? "kept" : "did not keep") their cells; rows \(try ScenarioWidgets.rows(of: table, in: window).joined(separator: ", "))")
        }
        try step("append") { viewModel.$items.append(TodoItem("Item 6")) }
        try step("insert at 0") { viewModel.$items.insert(TodoItem("Item 0"), at: 0) }
        try step("remove at 2") { viewModel.$items.remove(at: 2) }
        try step("replace at 1") { viewModel.$items.replace(at: 1, with: TodoItem("Item 1, replaced")) }
        try step("remove 0 and 3") { viewModel.$items.performBatchUpdates { edit in edit.remove(at: 3); edit.remove(at: 0) } }
        try step("rename an item") { viewModel.items[0].title = "Item 1, renamed" }
        try step("3 appends on another thread") {
            let thread = Thread {
                for index in 7...9 { viewModel.$items.append(TodoItem("Item \(index)")) }
            }
            thread.start()
            while !thread.isFinished { usleep(1_000) }
        }
        let counts = window.recycling
        print("row widgets made since shown: \(counts.made - made), \(counts.reused - reused) of them with a freed row widget's cell; "
            + "cells created: \(table.cellsCreated)")
        window.close()
    }
}
#endif
