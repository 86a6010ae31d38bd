import Bindings

/// Pages side by side, one shown at a time: `LMPageView` in MarkupKit documents. Its children are
/// the pages; each takes the whole frame, the current one in view and the others beside it, clipped.
/// Its fitting size is its largest page's.
///
/// ``currentPage`` is observed, so `currentPage="$page"` binds it both ways; ``userDidScroll(toPage:)``
/// stands for the user swiping to a page.
open class PageView: View {
    /// The page in view, from 0.
    @Observed public var currentPage = 0

    /// A page view that clips the pages out of view.
    public required init() {
        super.init()
        clipsToBounds = true
    }

    /// Adds `currentPage`, which moves the pages.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["currentPage"]
    }

    /// The pages: the subviews that are not hidden.
    public var pages: [View] {
        subviews.filter { !$0.isCollapsed }
    }

    /// Simulates the user swiping to `page`, clamped to the pages.
    public func userDidScroll(toPage page: Int) {
        let count = pages.count
        guard count > 0 else { return }
        currentPage = min(max(0, page), count - 1)
    }

    /// Each page fills the frame, offset by whole widths from the current one.
    open override func layoutSubviews() {
        for (index, page) in pages.enumerated() {
            page.frame = Rect(x: Double(index - currentPage) * frame.width, y: 0, width: frame.width, height: frame.height)
        }
    }

    /// The largest page's fitting size.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        largestSubviewSize(for: proposal)
    }
}
