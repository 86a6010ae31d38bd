/// Shows a view outside the kit's own pictures, as a widget of a toolkit (the GTK backend's), and
/// measures it there.
///
/// A backend sets itself as a view's `presenter`; the view holds it weakly. The kit's layout
/// stays the only layout: it asks a presenter that ``measuresView`` for the view's content size and
/// baseline (a toolkit knows its own text and controls' natural sizes better than the kit's
/// metrics), and tells the presenter of a tree's root when the tree needs layout again. Property
/// changes a presenter shows it observes itself, as any observer does: ``ObservingPresenter``
/// does that part for every backend.
@MainActor
public protocol ViewPresenter: AnyObject, Sendable {
    /// Whether the presenter measures the view (a leaf widget); `false` leaves it to the view.
    var measuresView: Bool { get }
    /// The size the widget needs within `proposal`, whose width or height may be infinite.
    func sizeThatFits(_ proposal: Size) -> Size
    /// The distance from the widget's top, at `size`, to its first baseline, or `nil` for none.
    func firstBaseline(in size: Size) -> Double?
    /// The tree whose root the view is needs layout: a key that sizes a view changed, or a view
    /// gained or lost a subview. Called on the root's presenter only.
    func treeNeedsLayout()
}
