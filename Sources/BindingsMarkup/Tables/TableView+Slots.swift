// A table's slots of markup: `<?backgroundView?>`, `<?tableHeaderView?>`, `<?tableFooterView?>`,
// `<?refreshControl?>`, and the last section's `<?sectionHeaderView?>` and `<?sectionFooterView?>`.
extension TableView: MarkupViewSlots {
    /// The section views first, then `backgroundView`, `tableHeaderView`, `tableFooterView` and
    /// `refreshControl` (a ``RefreshControl``).
    nonisolated public static var markupViewSlots: [MarkupViewSlot] {
        [.sectionHeaderView, .sectionFooterView, .backgroundView, MarkupViewSlot("tableHeaderView"), MarkupViewSlot("tableFooterView"),
         .refreshControl]
    }

    /// Puts `view` where the slot says: the last section's header or footer view, or the table's own.
    public func setMarkupView(_ view: View, forSlot slot: String) {
        switch slot {
        case MarkupViewSlot.sectionHeaderView.name: setMarkupSectionHeader(title: nil, view: view)
        case MarkupViewSlot.sectionFooterView.name: setMarkupSectionFooter(title: nil, view: view)
        case "tableHeaderView": tableHeaderView = view
        case "tableFooterView": tableFooterView = view
        case MarkupViewSlot.refreshControl.name: refreshControl = view as? RefreshControl
        default: backgroundView = view
        }
    }

    /// The height the rows move down by: the refresh control's while it refreshes, else 0.
    var refreshInset: Double {
        guard let refreshControl, !refreshControl.isCollapsed else { return 0 }
        return RefreshControl.height
    }

    /// The table's header or footer view changed: the old one leaves, and the items are built again.
    func replaceTableEndView(_ old: View?, with new: View?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        reloadData()
    }

    /// Fills the frame with the background view, and puts a refreshing control at the top.
    func layoutSlotViews() {
        backgroundView?.frame = bounds
        refreshControl?.frame = Rect(x: 0, y: 0, width: frame.width, height: RefreshControl.height)
    }
}
