import Bindings

/// A view that shows an image by name: `UIImageView` in MarkupKit documents.
///
/// A headless kit has no image files to decode, so an image is only a name, and every named image has
/// the size `imageSize` (16×16 points by default: one icon, two characters of the text renderer).
/// With no image the view's content size is zero. Renderers draw a short placeholder.
open class ImageView: View {
    /// The name of the image, such as `phone_icon`, or `nil` for none.
    @Observed public var image: String? = nil
    /// The size of any named image.
    @Observed public var imageSize = ImageView.defaultImageSize

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

    private static func length(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }
}
