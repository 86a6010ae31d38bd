import Bindings

/// The control the user pulls down on a scroll view or table to refresh it: `UIRefreshControl` in
/// MarkupKit documents, given to its view with `<?refreshControl?>`.
///
/// ``userDidPullToRefresh()`` stands for the pull: it starts refreshing and sends `ValueChanged`, so
/// the owner's action loads what is new and then calls ``endRefreshing()``. While it refreshes it
/// shows at the top of its view, as wide as the view and ``height`` tall, and the content moves down
/// by its height; otherwise it takes no space and is not drawn.
open class RefreshControl: Control {
    /// Whether it is refreshing, between ``beginRefreshing()`` (or the user's pull) and ``endRefreshing()``.
    @Observed public private(set) var isRefreshing = false

    /// The height it takes while refreshing: one row of the text renderer.
    nonisolated public static let height = 20.0

    /// Adds `isRefreshing`, which shows and hides it.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["isRefreshing"]
    }

    /// `ValueChanged`, sent when the user pulls.
    nonisolated open override class var markupEvents: [ControlEvent] {
        [.valueChanged]
    }

    /// Shows that a refresh started in code; sends no event.
    public func beginRefreshing() {
        isRefreshing = true
    }

    /// Shows that the refresh ended.
    public func endRefreshing() {
        isRefreshing = false
    }

    /// Simulates the user pulling the content down: starts refreshing and sends `ValueChanged`.
    /// Does nothing while it is refreshing already, as the content cannot be pulled further.
    public func userDidPullToRefresh() {
        guard isEnabled, !isRefreshing else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }

    /// Not refreshing, it is not shown.
    override public var isCollapsed: Bool {
        super.isCollapsed || !isRefreshing
    }

    /// The proposed width (``height`` when unlimited) by ``height``.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : Self.height, height: Self.height)
    }
}

extension RefreshControl: TextDrawing, SVGDrawing {
    /// Draws `◌` in the middle of its row.
    public func draw(in canvas: inout TextCanvas) {
        canvas.write("◌", column: canvas.column(atX: canvas.frame.midX))
    }

    /// Draws a gray ring in the middle, as an activity indicator's.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        canvas.append("<circle cx=\"\(SVGRenderer.number(frame.midX))\" cy=\"\(SVGRenderer.number(frame.midY))\" "
            + "r=\"\(SVGRenderer.number(max(0, Self.height / 2 - 2)))\" fill=\"none\""
            + SVGRenderer.paint("stroke", SVGRenderer.outline) + " stroke-width=\"2\"/>")
    }
}
