import BindingsMarkup

/// A view tree written out view by view (class, frame, hidden, and what labels and images show),
/// so that `ProfileCase check` proves two ways of building a cell give the same tree.
@MainActor
enum ViewTreeSignature {
    /// One line per view of `root`'s tree, depth first, as laid out now.
    static func lines(_ root: View) -> [String?] {
        root.allViews.map { view in
            // Cells are named by their kit class: the two cases' cell subclasses differ by name only.
            let name = view is TableViewCell ? "TableViewCell" : "\(type(of: view))"
            var line = "\(name) \(view.frame)\(view.isHidden ? " hidden" : "")"
            if let label = view as? Label {
                line += " \(label.font) \(label.textColor) lines=\(label.numberOfLines) weight=\(label.weight ?? 0)"
                line += " text=\(label.text ?? "nil")"
            }
            if let image = view as? ImageView { line += " image=\(image.image ?? "nil")" }
            if let row = view as? RowView, row.alignToBaseline { line += " alignToBaseline" }
            if let stack = view as? StackView { line += " spacing=\(stack.spacing) margins=\(stack.layoutMargins)" }
            return line
        }
    }

    /// `cell` laid out at the width of the scrolling case's table, then written out.
    static func laidOut(_ cell: View) -> [String?] {
        cell.layoutToFit(width: Scrolling.viewport.width)
        return lines(cell)
    }
}
