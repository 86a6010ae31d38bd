import Bindings
@_spi(Backend) import BindingsMarkup

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
    var replacements: [TableItemReplacement] = []

    func tableDidReloadData(_ tableView: TableView) {
        reloads += 1
        _ = tableView.tableItems
    }

    func tableView(_ tableView: TableView, didSpliceItems splices: [TableItemSplice]) {
        self.splices.append(splices)
    }

    func tableView(_ tableView: TableView, didReplaceItems replacement: TableItemReplacement, splices: () -> [TableItemSplice]) {
        replacements.append(replacement)
        self.splices.append(splices())
    }

    var shownRows: [(indexPath: TableIndexPath, cell: TableViewCell)] { [] }
}

/// A view model of city rows, as dictionaries, filtered and sorted into ``shown``: a newcomer's
/// `filteredBooks`.
final class CityList: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its properties are @Observed (lock-protected).
    static let names = ["Aachen", "Bonn", "Celle", "Dresden", "Essen", "Fulda", "Gera", "Hagen", "Jena", "Kiel"]
    @Observed var shown: [[String: Any]]

    init() {
        shown = Self.rows(Self.names)
    }

    /// The rows of `names`, each with its `id` (its place in ``names``) and its name.
    static func rows(_ names: [String]) -> [[String: Any]] {
        names.map { ["id": Self.names.firstIndex(of: $0) ?? -1, "name": $0] }
    }

    /// Shows the cities whose name contains `text`, ignoring case, in `order`.
    func filter(_ text: String, descending: Bool = false) {
        let names = Self.names.filter { text.isEmpty || $0.lowercased().contains(text) }
        shown = Self.rows(descending ? names.reversed() : names)
    }

    var shownNames: [String] { shown.map { $0["name"] as? String ?? "?" } }
}
