// A cell's background views are slots of markup: `<?backgroundView?>`, `<?selectedBackgroundView?>`
// and `<?multipleSelectionBackgroundView?>`, each followed by its view.
extension TableViewCell: MarkupViewSlots {
    /// `backgroundView`, `selectedBackgroundView` and `multipleSelectionBackgroundView`.
    nonisolated public static var markupViewSlots: [MarkupViewSlot] {
        [.backgroundView, .selectedBackgroundView, MarkupViewSlot("multipleSelectionBackgroundView")]
    }

    /// Sets the background view the slot names.
    public func setMarkupView(_ view: View, forSlot slot: String) {
        switch slot {
        case MarkupViewSlot.selectedBackgroundView.name: selectedBackgroundView = view
        case "multipleSelectionBackgroundView": multipleSelectionBackgroundView = view
        default: backgroundView = view
        }
    }

    /// The background view showing now: while the cell is selected (and its `selectionStyle` is not
    /// `none`), the multiple-selection one in a table that allows multiple selection, else the
    /// selected one, whichever the cell has; otherwise the plain one, or none.
    public var shownBackgroundView: View? {
        guard isSelected, selectionStyle != .none else { return backgroundView }
        if isInMultipleSelectionTable, let multiple = multipleSelectionBackgroundView { return multiple }
        return selectedBackgroundView ?? backgroundView
    }

    /// Fills the cell with its background views, showing the one for its selection state.
    func layoutBackgroundViews() {
        layoutBackgroundSlots([backgroundView, selectedBackgroundView, multipleSelectionBackgroundView], showing: shownBackgroundView)
    }
}
