import Bindings

/// The drag that scrolls a ``ScrollView``, as UIKit's `panGestureRecognizer`, which MarkupKit
/// documents configure through dotted attributes (`panGestureRecognizer.enabled="false"`).
///
/// A disabled recognizer, or one allowing no kind of touch, stops the user scrolling:
/// ``ScrollView/userDidScroll(to:)`` does nothing, while code still sets ``ScrollView/contentOffset``.
/// The touch counts and UIKit's touch-delivery flags are kept, readable and bindable, for
/// toolkits; the view kit delivers no touches itself, so they change nothing headless.
public final class PanGestureRecognizer: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every property is @Observed and, like its scroll view's, confined to the main actor.
    /// Whether the drag scrolls. Markup may spell it `enabled`.
    @Observed public var isEnabled = true
    /// The fewest fingers that drag, 1 by default.
    @Observed public var minimumNumberOfTouches = 1
    /// The most fingers that drag, or `nil` for any number (UIKit's default).
    @Observed public var maximumNumberOfTouches: Int? = nil
    /// The kinds of touch that drag; every kind by default, as UIKit's.
    @Observed public var allowedTouchTypes: TouchTypes = .all
    /// Whether a recognized drag cancels the touches the content was getting (UIKit's default, on).
    @Observed public var cancelsTouchesInView = true
    /// Whether touches reach the content only once the drag has failed (off, as UIKit's).
    @Observed public var delaysTouchesBegan = false
    /// Whether the end of a touch reaches the content only once the drag has failed (on, as UIKit's).
    @Observed public var delaysTouchesEnded = true

    /// Whether the user can drag the content: enabled, and allowing some kind of touch.
    public var dragsContent: Bool { isEnabled && !allowedTouchTypes.isEmpty }

    /// The recognizer's properties belong to the main actor, as its scroll view's.
    public static var observedPropertiesAreConfined: Bool { true }

    /// `enabled`, UIKit's markup name for ``isEnabled``.
    public static let computedKeys: [String: ComputedKey] = [
        "enabled": ComputedKey(\PanGestureRecognizer.enabled, dependsOn: "isEnabled"),
    ]

    /// ``isEnabled`` under UIKit's markup name.
    public var enabled: Bool {
        get { isEnabled }
        set { isEnabled = newValue }
    }

    init() {}
}
