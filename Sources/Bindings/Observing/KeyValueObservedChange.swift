import Foundation

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
