/// Options for an ``Observed`` property.
public struct ObservedOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates options from raw bits.
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Setting the property does not notify; the owner brackets changes with
    /// `willChangeValue(forKey:)` and `didChangeValue(forKey:)` (Foundation's manual notification).
    @inlinable public static var manual: ObservedOptions { ObservedOptions(rawValue: 1 << 0) }

    /// A set calls the object's own ``KeyValueCoding/observedPropertyDidChange()`` before observers
    /// hear of it: for bookkeeping the object keeps about itself, such as a cache that the
    /// property's value invalidates. Objects add it to their keys with
    /// `insertObservedOptions(_:forKeys:)`.
    @inlinable public static var notifiesObject: ObservedOptions { ObservedOptions(rawValue: 1 << 1) }

    /// Equal values do not notify; set by `@Observed(distinct: true)`.
    @usableFromInline static var distinct: ObservedOptions { ObservedOptions(rawValue: 1 << 7) }
}
