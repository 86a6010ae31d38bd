/// Stacks its subviews on top of each other, each filling its bounds within the layout margins:
/// `LMLayerView` in MarkupKit documents (a background image under a label, say). Later subviews
/// are drawn over earlier ones. Its fitting size is that of its largest subview plus the margins.
open class LayerView: View {
    /// Every subview fills the bounds within the margins.
    open override func layoutSubviews() {
        let margins = layoutMargins
        let bounds = Rect(x: margins.left, y: margins.top, width: max(0, frame.width - margins.horizontal),
                          height: max(0, frame.height - margins.vertical))
        for subview in subviews where !subview.isCollapsed { subview.frame = bounds }
    }

    /// The largest subview's fitting size plus the margins.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        largestSubviewSize(for: proposal)
    }
}
