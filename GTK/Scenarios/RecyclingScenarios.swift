#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Dispatch
import Foundation

/// One row of a long list: an object the cell binds to, so a binding of a row is an observer of it.
final class ListItem: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its one property is @Observed (lock-protected).
    @Observed var title: String
    /// Whether the user checked the row.
    @Observed var checked = false

    init(title: String) {
        self.title = title
    }
}

/// A cell bound to its `item`'s title.
final class ItemCell: TableViewCell {
    @Observed var item: ListItem? = nil

    static let template: MarkupTemplate? = try? MarkupLoader(bundles: []).template(source: """
        <LMColumnView><UILabel font="System 14" text="$item.title"/></LMColumnView>
        """, file: "ItemCell.xml")

    required init() {
        super.init()
        _ = try? Self.template?.instantiate(owner: self, root: self)
    }
}

/// A table of `ListItem`s that lets go of a row when its cell stops showing it, as a data source
/// should: GtkListView's unbind reaches it through the table.
@MainActor
final class ItemList: ViewController, TableViewDataSource {
    let items: [ListItem]

    init(count: Int) {
        items = (0..<count).map { ListItem(title: "Item \($0 + 1)") }
        super.init(loader: MarkupLoader(bundles: []))
    }

    override func loadView() throws(MarkupDiagnostics) -> View {
        let table = TableView()
        table.register(ItemCell.self, forCellReuseIdentifier: "item")
        table.dataSource = self
        // Selecting a row checks it, as a UIKit app's delegate would: the item keeps the state.
        table.didSelectRow = { [weak self, weak table] indexPath in
            guard let self, self.items.indices.contains(indexPath.row) else { return }
            self.items[indexPath.row].checked.toggle()
            table?.cellForRow(at: indexPath)?.checked = self.items[indexPath.row].checked
        }
        return table
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item") as? ItemCell ?? ItemCell()
        cell.item = items[indexPath.row]
        cell.checked = items[indexPath.row].checked
        return cell
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        (cell as? ItemCell)?.item = nil
    }
}

/// Long lists in GtkListView: row widgets stay bounded however far the list scrolls, each bound
/// row is observed by exactly its cell's binding and no other row by anything, a change made on
/// another thread reaches a bound row, and closing frees everything.
@MainActor
enum RecyclingScenarios {
    static func items(_ arguments: [String]) throws {
        let baseline = LiveObjects()
        try scrollItems(count: Int(arguments.first ?? "") ?? 10_000)
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    /// A million rows, visited by jumps across the whole list, a few pages at each stop.
    static func million(_ arguments: [String]) throws {
        let baseline = LiveObjects()
        try jumpThroughItems(count: Int(arguments.first ?? "") ?? 1_000_000)
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func jumpThroughItems(count: Int) throws {
        let controller = ItemList(count: count)
        let window = Window(title: "Items", controller: controller, width: 320, height: 600)
        window.present()
        guard window.settle(), let table = controller.view as? TableView else { throw ScenarioError("the window did not settle") }
        let stops = 20
        for stop in 0...stops {
            let end = try ScenarioWidgets.maximumOffset(of: table)
            var offset = try ScenarioWidgets.scroll(table, to: end * Double(stop) / Double(stops), in: window)
            for _ in 0..<3 { offset = try ScenarioWidgets.scroll(table, to: offset + 560, in: window) }
            if stop == 1 || stop == stops {
                let rows = try ScenarioWidgets.rows(of: table, in: window)
                try report(controller, table, window, reached: Int(rows.last?.dropFirst("Item ".count) ?? "") ?? 0)
            }
        }
        window.close()
    }

    private static func scrollItems(count: Int) throws {
        let controller = ItemList(count: count)
        let window = Window(title: "Items", controller: controller, width: 320, height: 600)
        window.present()
        guard window.settle(), let table = controller.view as? TableView else { throw ScenarioError("the window did not settle") }
        // Activating rows (a click) selects them: the second and fourth show their checkmarks.
        for position in [1, 3] {
            gtk_widget_activate_action_variant(try ScenarioWidgets.listWidget(of: table), "list.activate-item", g_variant_new_uint32(guint32(position)))
        }
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        print("activated: " + (try ScenarioWidgets.rows(of: table, in: window).prefix(4).joined(separator: ", ")))
        let end = try ScenarioWidgets.maximumOffset(of: table)
        var offset = 0.0, checkpoint = 0
        var shown = 0
        while offset < end {
            offset = try ScenarioWidgets.scroll(table, to: offset + 560, in: window)
            let rows = try ScenarioWidgets.rows(of: table, in: window)
            shown = max(shown, Int(rows.last?.dropFirst("Item ".count) ?? "") ?? 0)
            if shown >= checkpoint + count / 5 || offset >= end {
                checkpoint = shown
                try report(controller, table, window, reached: shown)
            }
        }
        // A change made on another thread reaches the row showing it.
        let last = controller.items[count - 1]
        let changed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            last.title = "Item \(count), renamed on another thread"
            changed.signal()
        }
        changed.wait()
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        print("last row: \(try ScenarioWidgets.rows(of: table, in: window).last ?? "none")")
        window.close()
    }

    private static func report(_ controller: ItemList, _ table: TableView, _ window: Window, reached: Int) throws {
        let counts = window.recycling
        let bound = Set(table.visibleRows.map(\.row))
        let observed = controller.items.indices.filter { controller.items[$0].observerCount(forKey: "title") > 0 }
        let exact = observed.allSatisfy { bound.contains($0) && controller.items[$0].observerCount(forKey: "title") == 1 }
            && observed.count == bound.count
        print("through row \(reached): row widgets made \(counts.made), alive \(counts.alive); "
            + "rows observed \(observed.count == bound.count ? "= bound" : "\(observed.count) ≠ \(bound.count) bound")"
            + (exact ? ", once each" : ", NOT once each"))
    }
}
#endif
