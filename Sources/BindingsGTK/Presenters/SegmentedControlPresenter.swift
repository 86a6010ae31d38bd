#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``SegmentedControl`` as linked toggle buttons in a `GtkBox` (see ``ToggleGroup``), in
/// the control's font; the user activating a segment is ``SegmentedControl/userDidSelectSegment(at:)``.
@MainActor
final class SegmentedControlPresenter: WidgetPresenter {
    private let control: SegmentedControl
    private let group: ToggleGroup

    init(control: SegmentedControl) {
        self.control = control
        group = ToggleGroup()
        super.init(view: control, widget: group.box)
        group.onSelect = { [weak self] index in
            guard let self, index != self.control.selectedSegmentIndex else { return }
            self.control.userDidSelectSegment(at: index)
        }
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["segments", "selectedSegmentIndex", "font"]
    }

    override var style: WidgetStyle {
        WidgetStyle(font: control.font, background: control.backgroundColor)
    }

    override var widgetState: String {
        group.state
    }

    override func update() {
        super.update()
        group.show(titles: control.segments.map(\.shownTitle), selected: control.selectedSegmentIndex)
    }
}
#endif
