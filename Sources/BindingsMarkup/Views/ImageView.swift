import Bindings

/// A view that shows an image by name: `UIImageView` in MarkupKit documents.
///
/// A headless kit has no image files to decode, so an image is only a name, and every named image has
/// the size `imageSize` (16×16 points by default: one icon, two characters of the text renderer).
/// With no image the view's content size is zero. Renderers draw a short placeholder. An
/// ``overlayContent`` view lies over the image, inside the layout margins.
open class ImageView: View {
    /// The name of the image, such as `phone_icon`, or `nil` for none.
    @Observed public var image: String? = nil
    /// The size of any named image.
    @Observed public var imageSize = ImageView.defaultImageSize

    /// The view laid over the image, filling the image view inside its layout margins (markup's
    /// `<?overlayContent?>`).
    public var overlayContent: View? {
        didSet { replaceSlotView(oldValue, with: overlayContent, at: subviews.count) }
    }

    /// 16×16 points.
    nonisolated public static let defaultImageSize = Size(width: 16, height: 16)

    /// Adds `image` and `imageSize`.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["image", "imageSize"]
    }

    /// `imageSize` when there is an image (negative or non-finite lengths count as 0), else zero.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        guard image != nil else { return .zero }
        return Size(width: Self.length(imageSize.width), height: Self.length(imageSize.height))
    }

    /// Fills the bounds inside the layout margins with the overlay content.
    open override func layoutSubviews() {
        let margins = layoutMargins
        overlayContent?.frame = Rect(x: margins.left, y: margins.top, width: max(0, frame.width - margins.horizontal),
                                     height: max(0, frame.height - margins.vertical))
    }

    private static func length(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }
}

// An image view's overlay is a slot of markup: `<?overlayContent?>` followed by its view.
extension ImageView: MarkupViewSlots {
    /// `overlayContent`.
    nonisolated public static var markupViewSlots: [MarkupViewSlot] {
        [MarkupViewSlot("overlayContent")]
    }

    /// Sets the overlay content.
    public func setMarkupView(_ view: View, forSlot slot: String) {
        overlayContent = view
    }
}
