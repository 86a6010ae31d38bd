#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``TabBar`` as linked toggle buttons in a `GtkBox` (see ``ToggleGroup``), each titled by
/// its item (a system item by UIKit's title for it); the user activating one is
/// ``TabBar/userDidSelectItem(at:)``. Items' images are not shown.
@MainActor
final class TabBarPresenter: WidgetPresenter {
    private let tabBar: TabBar
    private let group: ToggleGroup

    init(tabBar: TabBar) {
        self.tabBar = tabBar
        group = ToggleGroup()
        super.init(view: tabBar, widget: group.box)
        group.onSelect = { [weak self] index in
            guard let self, index != selectedIndex else { return }
            self.tabBar.userDidSelectItem(at: index)
        }
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["items", "selectedItem"]
    }

    override var widgetState: String {
        group.state
    }

    private var selectedIndex: Int? {
        tabBar.selectedItem.flatMap { selected in tabBar.items.firstIndex(of: selected) }
    }

    override func update() {
        super.update()
        group.show(titles: tabBar.items.map(\.title), selected: selectedIndex)
    }
}
#endif
