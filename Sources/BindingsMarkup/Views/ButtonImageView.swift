import Bindings

/// A button's image as UIKit's `imageView`, so that MarkupKit documents' `imageView.image` and
/// `imageView.tintColor` set the button. A key UIKit's image view has and the button does not is an
/// error naming this class.
///
/// Made on each read of ``Button/imageView``; it holds the button weakly and, like the button,
/// belongs to the main actor.
public final class ButtonImageView: KeyValueCoding, @unchecked Sendable {
    // @unchecked: the only state is a weak reference to a main-actor button, read on the main actor.
    private weak var button: Button?

    init(button: Button) {
        self.button = button
    }

    /// The button's ``Button/image``.
    public var image: String? {
        get { MainActor.assumeIsolated { button?.image } }
        set { MainActor.assumeIsolated { button?.image = newValue } }
    }

    /// The button's ``View/tintColor``, which an image is drawn in.
    public var tintColor: Color? {
        get { MainActor.assumeIsolated { button?.tintColor } }
        set { MainActor.assumeIsolated { button?.tintColor = newValue } }
    }

    /// `image` and `tintColor`.
    public static let computedKeys: [String: ComputedKey] = [
        "image": ComputedKey(\ButtonImageView.image),
        "tintColor": ComputedKey(\ButtonImageView.tintColor),
    ]
}
