import Bindings
import Foundation

/// A button's title as UIKit's `titleLabel`, so that MarkupKit documents' `titleLabel.font`,
/// `titleLabel.textColor` and the like set the button: each key reads and sets the button's own
/// property. A key UIKit's label has and the button does not is an error naming this class.
///
/// Made on each read of ``Button/titleLabel``; it holds the button weakly and, like the button,
/// belongs to the main actor.
public final class ButtonTitleLabel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: the only state is a weak reference to a main-actor button, read on the main actor.
    private weak var button: Button?

    init(button: Button) {
        self.button = button
    }

    /// The button's ``Button/title``.
    public var text: String? {
        get { MainActor.assumeIsolated { button?.title } }
        set { MainActor.assumeIsolated { button?.title = newValue } }
    }

    /// The button's ``Button/attributedTitle``.
    public var attributedText: AttributedString? {
        get { MainActor.assumeIsolated { button?.attributedTitle } }
        set { MainActor.assumeIsolated { button?.attributedTitle = newValue } }
    }

    /// The button's ``Button/font``.
    public var font: Font {
        get { MainActor.assumeIsolated { button?.font ?? Font.system() } }
        set { MainActor.assumeIsolated { button?.font = newValue } }
    }

    /// The button's ``Button/titleColor``.
    public var textColor: Color? {
        get { MainActor.assumeIsolated { button?.titleColor } }
        set { MainActor.assumeIsolated { button?.titleColor = newValue } }
    }

    /// The button's ``Button/titleShadowColor``.
    public var shadowColor: Color? {
        get { MainActor.assumeIsolated { button?.titleShadowColor } }
        set { MainActor.assumeIsolated { button?.titleShadowColor = newValue } }
    }

    /// The button's ``Button/titleShadowOffset``.
    public var shadowOffset: Size {
        get { MainActor.assumeIsolated { button?.titleShadowOffset ?? Button.defaultTitleShadowOffset } }
        set { MainActor.assumeIsolated { button?.titleShadowOffset = newValue } }
    }

    /// The width of ``shadowOffset`` alone, as MarkupKit's label category gives it to markup.
    public var shadowOffsetWidth: Double {
        get { shadowOffset.width }
        set { shadowOffset.width = newValue }
    }

    /// The height of ``shadowOffset`` alone.
    public var shadowOffsetHeight: Double {
        get { shadowOffset.height }
        set { shadowOffset.height = newValue }
    }

    /// `text`, `attributedText`, `font`, `textColor`, `shadowColor` and the shadow's offset, whole
    /// and by component.
    public static let computedKeys: [String: ComputedKey] = [
        "text": ComputedKey(\ButtonTitleLabel.text),
        "attributedText": ComputedKey(\ButtonTitleLabel.attributedText),
        "font": ComputedKey(\ButtonTitleLabel.font),
        "textColor": ComputedKey(\ButtonTitleLabel.textColor),
        "shadowColor": ComputedKey(\ButtonTitleLabel.shadowColor),
        "shadowOffset": ComputedKey(\ButtonTitleLabel.shadowOffset),
        "shadowOffsetWidth": ComputedKey(\ButtonTitleLabel.shadowOffsetWidth),
        "shadowOffsetHeight": ComputedKey(\ButtonTitleLabel.shadowOffsetHeight),
    ]
}
