/// The view of a container controller: a bar (a navigation bar at the top, a tab bar at the
/// bottom) and the shown child's view filling the rest.
final class ContainerView: View {
    /// Where the bar is.
    enum BarEdge { case top, bottom }

    private(set) var bar: View?
    private var barEdge = BarEdge.top
    /// The shown child's view.
    private(set) var content: View?

    /// A container view with `bar` along `edge`.
    convenience init(bar: View, at edge: BarEdge) {
        self.init()
        self.bar = bar
        barEdge = edge
        addSubview(bar)
    }

    /// Shows `view` below (or above) the bar instead of the current content.
    func show(_ view: View?) {
        guard view !== content else { return }
        content?.removeFromSuperview()
        content = view
        if let view { insertSubview(view, at: 0) }
    }

    /// The bar at its edge, as tall as it asks (none when hidden); the content in the rest.
    override func layoutSubviews() {
        let size = frame.size
        var barHeight = 0.0
        if let bar, !bar.isHidden {
            barHeight = bar.fittingSize(for: Size(width: size.width, height: size.height)).height
            bar.frame = Rect(x: 0, y: barEdge == .top ? 0 : size.height - barHeight, width: size.width, height: barHeight)
        }
        content?.frame = Rect(x: 0, y: barEdge == .top ? barHeight : 0, width: size.width, height: max(0, size.height - barHeight))
    }

    /// The bar's size plus the content's.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let barSize = bar.map { $0.isHidden ? .zero : $0.fittingSize(for: proposal) } ?? .zero
        let contentSize = content?.fittingSize(for: Size(width: proposal.width, height: max(0, proposal.height - barSize.height))) ?? .zero
        return Size(width: max(barSize.width, contentSize.width), height: barSize.height + contentSize.height)
    }
}
