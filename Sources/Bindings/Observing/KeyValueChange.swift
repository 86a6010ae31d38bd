import Foundation

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
    /// The observed key's write count after the change, when the change is of the path's last key
    /// itself, an `@Observed` property; 0 otherwise. Of two changes of that one property, the one
    /// with the greater version came later, whichever was delivered first.
    package var writeVersion = 0
}
