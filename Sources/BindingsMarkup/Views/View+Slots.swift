// Views held in slots (``MarkupViewSlots``) are subviews of their holder, which places them and
// decides when they show; these are the steps every holder takes.
extension View {
    /// Puts `new` in place of `old` among the subviews, at `index` (clamped): a slot's view changed.
    /// `old` leaves only when it is still a subview here.
    func replaceSlotView(_ old: View?, with new: View?, at index: Int) {
        if let old, old !== new, old.superview === self {
            old.isHiddenInSlot = false
            old.removeFromSuperview()
        }
        guard let new, new.superview !== self else { return }
        insertSubview(new, at: index)
    }

    /// Shows or hides a slot's view for the holder's present state; a view that starts showing
    /// is laid out again, as it was skipped while hidden.
    func showSlotView(_ view: View?, _ shown: Bool) {
        guard let view, view.isHiddenInSlot == shown else { return }
        view.isHiddenInSlot = !shown
        if shown { view.setNeedsLayout() }
    }

    /// Fills the view with each of its background `views` (those it has), showing only `shown`:
    /// how a cell shows the background of its selection state.
    func layoutBackgroundSlots(_ views: [View?], showing shown: View?) {
        for case let view? in views {
            showSlotView(view, view === shown)
            view.frame = bounds
        }
    }

    /// The view's bounds: its frame's size at the origin.
    var bounds: Rect {
        Rect(origin: .zero, size: frame.size)
    }
}
