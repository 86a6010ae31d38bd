@_spi(Backend) import Bindings

/// The area a ``TextView`` lays its text out in, as `NSTextContainer`: markup reaches it as
/// `textContainer.lineFragmentPadding`.
public final class TextContainer: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its one property is @Observed, confined to the main actor with its view.
    /// The space at each end of a line; UIKit's default is 5 points.
    @Observed public var lineFragmentPadding = 5.0
    /// The view whose layout the padding changes.
    nonisolated(unsafe) weak var view: View?

    /// The container's properties belong to the main actor, as its view's.
    public static var observedPropertiesAreConfined: Bool { true }

    init() {
        do {
            try insertObservedOptions(.notifiesObject, forKeys: ObservedPropertyKeys(["lineFragmentPadding"], of: Self.self))
        } catch {
            assertionFailure("TextContainer lists an undeclared layout key: \(error)")
        }
    }

    /// Marks the text view as needing layout: the padding changed.
    public func observedPropertyDidChange() {
        view?.invalidateLayout()
    }
}
