#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// The list widget showing a table's items.
@MainActor
protocol TableList: AnyObject {
    var widget: WidgetPointer { get }
    var typeName: String { get }
    /// Whether row widgets are recycled.
    var recycles: Bool { get }
    /// The rows showing an item now, top to bottom.
    var shownRows: [TableRow] { get }
    var counts: RecyclingCounts { get }
    /// `old` items were replaced by `new` ones.
    func reload(replacing old: Int, with new: Int)
    /// The `old` items changed by `splices`, applied in order, into the presenter's items.
    func splice(_ splices: [TableItemSplice], replacing old: Int)
    /// Scrolls until item `position` shows.
    func scroll(toItem position: Int)
}
#endif
