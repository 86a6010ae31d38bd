#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``PageControl`` as one linked toggle button per page (see ``ToggleGroup``), the current
/// page's active; the user activating one is ``PageControl/userDidSelectPage(at:)``.
@MainActor
final class PageControlPresenter: WidgetPresenter {
    private let control: PageControl
    private let group: ToggleGroup

    init(control: PageControl) {
        self.control = control
        group = ToggleGroup()
        super.init(view: control, widget: group.box)
        group.onSelect = { [weak self] index in
            guard let self, index != self.control.currentPage else { return }
            self.control.userDidSelectPage(at: index)
        }
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["numberOfPages", "currentPage", "hidesForSinglePage"]
    }

    override var widgetState: String {
        group.state
    }

    override func update() {
        super.update()
        let pages = control.hidesForSinglePage && control.numberOfPages <= 1 ? 0 : max(0, control.numberOfPages)
        group.show(titles: Array(repeating: "●", count: pages), selected: pages > 0 ? control.currentPage : nil)
    }
}
#endif
