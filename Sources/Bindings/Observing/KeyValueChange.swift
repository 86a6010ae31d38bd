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

/// A change delivered to an observer, as Foundation's change dictionary.
public struct KeyValueChange {
    /// The kind of a change, as Foundation's `NSKeyValueChange`.
    public enum Kind: Sendable, Hashable {
        /// The value was set (also the kind of `.initial` calls and of any change of a path's intermediate).
        case setting
        /// Elements were inserted into an observed array at ``KeyValueChange/indexes``.
        case insertion
        /// Elements were removed at ``KeyValueChange/indexes`` (in the array before the change).
        case removal
        /// Elements were replaced at ``KeyValueChange/indexes``.
        case replacement
    }

    /// The kind of change.
    public let kind: Kind
    /// The new value (with `.new`): the whole value for a setting, the inserted or replacing elements
    /// for an insertion or replacement. `nil` in prior notifications.
    public let newValue: Any?
    /// The old value (with `.old`): the whole value for a setting, the removed or replaced elements
    /// for a removal or replacement.
    public let oldValue: Any?
    /// The indexes of an insertion, removal or replacement.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (with `.prior`).
    public let isPrior: Bool
    /// The observed key path, as it was registered.
    public let keyPath: String
    /// The observation that delivered the change: invalidate it to stop observing from inside the
    /// handler, even during the `.initial` call.
    public let observation: KeyValueObservation
}

/// A change delivered to an observer of a typed key path, with typed values.
public struct KeyValueObservedChange<Value> {
    /// The kind of change.
    public let kind: KeyValueChange.Kind
    /// The new value (with `.new`), `nil` in prior notifications.
    public let newValue: Value?
    /// The old value (with `.old`).
    public let oldValue: Value?
    /// The indexes of an insertion, removal or replacement.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change.
    public let isPrior: Bool
    /// The observation that delivered the change.
    public let observation: KeyValueObservation

    /// `change` with its values cast to `Value` (`nil` where they are not one).
    init(_ change: KeyValueChange) {
        kind = change.kind
        newValue = change.newValue.flatMap { $0 as? Value }
        oldValue = change.oldValue.flatMap { $0 as? Value }
        indexes = change.indexes
        isPrior = change.isPrior
        observation = change.observation
    }
}
