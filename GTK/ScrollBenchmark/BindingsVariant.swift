#if GTK
@_spi(Testing) import BindingsGTK
@_spi(Backend) import BindingsMarkup
import CGtk
import Dispatch
import PharmacyCellsKit

/// The pharmacy list as `PharmacyCellsGTK` shows it: the real `PharmacyListController` (its
/// `PharmacyList.xml` screen, cells from `PharmacyCell.xml` whose labels are bound to `content`)
/// in a backend ``Window``, GtkListView recycling the row widgets through the backend.
@MainActor
final class BindingsVariant: ScrollVariant {
    let name = "bindings"
    let controller: PharmacyListController
    let owner: Window
    let window: UnsafeMutablePointer<GtkWidget>
    let scrolledWindow: UnsafeMutablePointer<GtkWidget>

    /// A window of `width` × `height` showing `pharmacies` (in file order: the view model sorts
    /// them); with a `refreshQueue`, searches and sorts run there, as in `PharmacyCellsGTK`.
    convenience init(pharmacies: [[String: Any]], width: Int, height: Int, refreshQueue: DispatchQueue? = nil) throws {
        try self.init(viewModel: PharmacyListViewModel(pharmacies: pharmacies, refreshQueue: refreshQueue), width: width, height: height)
    }

    /// A window of `width` × `height` showing the list of `viewModel`.
    init(viewModel: PharmacyListViewModel, width: Int, height: Int) throws {
        controller = try PharmacyListController(viewModel: viewModel)
        owner = Window(title: "Pharmacies", controller: controller, width: width, height: height)
        // The same key line as PharmacyCellsGTK's.
        controller.keysLabel?.text = "type to search  / search  Esc list  s sort  q quit"
        guard let window = owner.gtkWindow else { throw BenchmarkError("the window has no GtkWindow") }
        self.window = window
        guard let table = controller.tableView, let widget = (table.presenter as? WidgetPresenter)?.scrollingWidget else {
            throw BenchmarkError("the pharmacy table is not shown")
        }
        scrolledWindow = widget
    }

    var rowsMade: Int { owner.recycling.made }
    var rowsFreed: Int { owner.recycling.freed }
    var rowsBound: Int { owner.recycling.bound }
}

// Typing goes to the search bar's GtkSearchEntry, as keys would; the list has settled when the
// rows the table shows are the view model's newest results.
extension BindingsVariant: EditableVariant {
    func type(_ text: String) {
        guard let entry = (controller.searchField?.presenter as? WidgetPresenter)?.widget else { return }
        gtk_editable_set_text(entry.opaque, text)
    }

    func sort(byName: Bool) {
        controller.sort(by: byName ? .name : .distance)
    }

    var settledRowCount: Int? {
        let results = controller.viewModel.results
        return controller.shownRows.count == results.count ? results.count : nil
    }

    var firstName: String? {
        controller.shownRows.first?["name"] as? String
    }
}
#endif
