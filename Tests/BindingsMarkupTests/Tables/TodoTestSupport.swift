import Bindings
import BindingsMarkup

/// A todo item, as a newcomer's view model holds them.
final class TodoItem: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its properties are @Observed (lock-protected).
    @Observed var title: String
    @Observed var done = false

    init(_ title: String, done: Bool = false) {
        self.title = title
        self.done = done
    }
}

/// The view model: the items a table follows, changed on any thread.
final class TodoViewModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its properties are @Observed (lock-protected).
    @Observed var items: [TodoItem]
    @Observed var name = "Groceries"

    init(_ titles: [String]) {
        items = titles.map { TodoItem($0) }
    }

    var titles: [String] { items.map(\.title) }
}

/// The owner of `TodoList.xml`, as a screen's controller: it has the view model.
final class TodoScreen: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its one property is @Observed (lock-protected).
    @Observed var viewModel: TodoViewModel

    init(_ viewModel: TodoViewModel) {
        self.viewModel = viewModel
    }
}

/// Records what a row host hears, as the GTK backend would.
@MainActor
final class RecordingRowHost: TableRowHost {
    var reloads = 0
    var splices: [[TableItemSplice]] = []

    func tableDidReloadData(_ tableView: TableView) {
        reloads += 1
        _ = tableView.tableItems
    }

    func tableView(_ tableView: TableView, didSpliceItems splices: [TableItemSplice]) {
        self.splices.append(splices)
    }

    var shownRows: [(indexPath: TableIndexPath, cell: TableViewCell)] { [] }
}
