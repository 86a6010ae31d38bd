import Bindings

/// A row of dots, one per page, the current one marked: `UIPageControl` in MarkupKit documents.
///
/// ``userDidSelectPage(at:)`` stands for the user tapping a dot: it sets ``currentPage`` and sends
/// `ValueChanged` then `PrimaryActionTriggered`. Each dot takes 16 by 20 points.
open class PageControl: Control, ValueControl {
    /// How many dots it shows.
    @Observed public var numberOfPages = 0
    /// The marked dot, from 0.
    @Observed public var currentPage = 0
    /// The color of the other dots.
    @Observed public var pageIndicatorTintColor = Color(white: 0.75)
    /// The color of the current page's dot.
    @Observed public var currentPageIndicatorTintColor = Color.black
    /// Whether a single page shows no dot.
    @Observed public var hidesForSinglePage = false

    /// The size of one dot's place.
    nonisolated public static let dotSize = Size(width: 16, height: 20)

    /// Adds the page count and single-page hiding, which change the size.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["numberOfPages", "hidesForSinglePage"]
    }

    /// The number of dots drawn: none for a single page when ``hidesForSinglePage``.
    var visibleDots: Int {
        hidesForSinglePage && numberOfPages <= 1 ? 0 : max(0, numberOfPages)
    }

    /// Simulates the user tapping the dot of `page` (clamped to the pages): sets ``currentPage``
    /// and, when it changed, sends `ValueChanged` and `PrimaryActionTriggered`.
    public func userDidSelectPage(at page: Int) {
        guard isEnabled, numberOfPages > 0 else { return }
        let clamped = min(max(0, page), numberOfPages - 1)
        guard clamped != currentPage else { return }
        currentPage = clamped
        sendValueChanged()
    }

    /// One dot's place per page.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: Self.dotSize.width * Double(visibleDots), height: Self.dotSize.height)
    }
}

// Dots: `●` for the current page and `○` for the others in text, circles in SVG.
extension PageControl: CenteredLineDrawing, SVGDrawing {
    /// The dots, a space apart.
    public func draw(in canvas: inout TextCanvas) {
        canvas.write((0..<visibleDots).map { $0 == currentPage ? "●" : "○" }.joined(separator: " "))
    }

    /// A circle of radius 4 centered in each dot's place.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        for page in 0..<visibleDots {
            let color = page == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor
            let x = frame.x + Self.dotSize.width * (Double(page) + 0.5)
            canvas.append("<circle cx=\"\(SVGRenderer.number(x))\" cy=\"\(SVGRenderer.number(frame.midY))\" r=\"4\""
                + SVGRenderer.paint("fill", color) + "/>")
        }
    }
}
