/// A choice a control offers: the title shown (or an image, a segment's) and the value it stands for,
/// as a picker's `<row>` and a segmented control's `<segment>` give them.
public struct TitledValue: Sendable, Equatable {
    /// The text shown.
    public var title: String
    /// The value, or `nil` to stand for the title.
    public var value: String?
    /// The name of the image shown in place of an empty title, or `nil` for none.
    public var image: String?

    /// A choice titled `title` (or showing `image`) standing for `value`.
    public init(title: String, value: String? = nil, image: String? = nil) {
        self.title = title
        self.value = value
        self.image = image
    }

    /// ``value``, or else ``title``, or the image's name for a choice with an image and no title.
    public var effectiveValue: String { value ?? (title.isEmpty ? image ?? title : title) }

    /// What renderers show: the title, or for a choice with an image and no title the image's
    /// symbol (``ImagePlaceholder``).
    public var shownTitle: String {
        guard title.isEmpty, let image else { return title }
        return ImagePlaceholder.symbol(for: image)
    }
}
