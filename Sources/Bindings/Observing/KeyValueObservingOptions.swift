import Foundation

/// What observers are sent, as Foundation's `NSKeyValueObservingOptions`.
public struct KeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Changes carry the new value (not sent with prior notifications).
    public static let new = KeyValueObservingOptions(rawValue: 1 << 0)
    /// Changes carry the old value.
    public static let old = KeyValueObservingOptions(rawValue: 1 << 1)
    /// The handler is called once at registration, before `observe` returns, with the current value
    /// as the new value when `.new` is also given.
    public static let initial = KeyValueObservingOptions(rawValue: 1 << 2)
    /// The handler is also called before each change, with `isPrior` set and no new value.
    public static let prior = KeyValueObservingOptions(rawValue: 1 << 3)
}
