#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``CollectionViewCell``: a box drawing its background, or the selection color
/// (``CollectionViewCell/selectionColor``) while it is selected or highlighted and has no selected
/// background view, as the kit's pictures do; the host places its content and background views.
@MainActor
final class CollectionCellPresenter: WidgetPresenter {
    private let cell: CollectionViewCell

    init(cell: CollectionViewCell) {
        self.cell = cell
        super.init(view: cell, widget: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
    }

    override var measuresView: Bool { false }
    override var showsSubviews: Bool { false }

    override class var shownKeys: [String] {
        super.shownKeys + ["isSelected", "isHighlighted"]
    }

    override var style: WidgetStyle {
        let marked = (cell.isSelected || cell.isHighlighted) && cell.selectedBackgroundView == nil
        return WidgetStyle(background: marked ? CollectionViewCell.selectionColor : cell.backgroundColor)
    }

    override var widgetState: String {
        "GtkBox collection cell" + (cell.isSelected ? " ✓" : "")
    }
}
#endif
