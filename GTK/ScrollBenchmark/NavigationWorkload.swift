#if GTK
@_spi(Testing) import BindingsGTK
@_spi(Backend) import BindingsMarkup
import CGtk
import Foundation
import PharmacyCellsKit

/// The pharmacy app as `PharmacyCellsGTK` runs it, the list in a navigation controller in a
/// backend ``Window``: a push is a row activated as a click or Enter activates it (GtkListView's
/// `list.activate-item`), which pushes the row's `PharmacyDetail.xml` screen; a pop is the back
/// button's pop. Each is timed until the window's first frame after it, the frame that shows it.
@MainActor
final class NavigationWorkload {
    let list: PharmacyListController
    let navigation: NavigationController
    let window: Window
    let waiter: FrameWaiter
    private let listWidget: WidgetPointer

    /// One push or pop: CPU time of the process and wall time until its first frame.
    struct Sample {
        var cpu: Double
        var wall: Double
    }

    init(patience: Double = 1) throws {
        list = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: try PharmacyData.loadShipped()))
        navigation = NavigationController(rootViewController: list)
        window = Window(title: "Pharmacies", controller: navigation, width: 480, height: 720)
        guard let gtkWindow = window.gtkWindow else { throw BenchmarkError("the window has no GtkWindow") }
        waiter = FrameWaiter(window: gtkWindow, patience: patience)
        guard let table = list.tableView, let scrolled = (table.presenter as? WidgetPresenter)?.scrollingWidget,
              let listWidget = gtk_scrolled_window_get_child(scrolled.opaque) else {
            throw BenchmarkError("the pharmacy table is not shown")
        }
        self.listWidget = listWidget
    }

    /// Shows the window and waits for its first frame.
    func show() throws {
        window.present()
        guard waiter.settle() else { throw BenchmarkError("the window did not settle") }
    }

    /// Activates row `row` and waits for the frame that shows its pharmacy.
    @discardableResult
    func push(row: Int) throws -> Sample {
        try measured {
            gtk_widget_activate_action_variant(listWidget, "list.activate-item", g_variant_new_uint32(guint32(row)))
        } until: { self.navigation.viewControllers.count == 2 }
    }

    /// Goes back, as the back button does, and waits for the frame that shows the list.
    @discardableResult
    func pop() throws -> Sample {
        try measured { self.navigation.popViewController(animated: true) } until: { self.navigation.viewControllers.count == 1 }
    }

    private func measured(_ action: () -> Void, until done: @escaping @MainActor () -> Bool) throws -> Sample {
        let cpu = CPUClock.seconds(), wall = Date()
        action()
        guard done(), waiter.waitForFrames(1) else { throw BenchmarkError("no frame showed the change") }
        return Sample(cpu: CPUClock.seconds() - cpu, wall: Date().timeIntervalSince(wall))
    }

    /// The resident memory of the process, in megabytes.
    static func residentMegabytes() -> Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}

/// The same detail screen built headless: its document instantiated for a new controller and laid
/// out at the window's size, with no toolkit.
@MainActor
enum HeadlessDetail {
    static func build(row: Int, of list: PharmacyListController) {
        let results = list.viewModel.results
        let detail = PharmacyDetailController(viewModel: PharmacyDetailViewModel(row: results[row % results.count], list: list.viewModel))
        detail.view.frame = Rect(x: 0, y: 0, width: 480, height: 676)
        detail.view.layoutIfNeeded()
    }
}
#endif
