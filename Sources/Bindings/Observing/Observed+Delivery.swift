import Foundation

extension Observed {
    /// Sends the notification that follows a change to every observer in `snapshot`.
    static func deliver(kind: KeyValueChange.Kind, old: Value?, new: Value?, indexes: IndexSet?, to snapshot: ObserverList) {
        var event = PropertyEvent(kind: kind, isPrior: false, indexes: indexes)
        // Values are boxed only when some observer reads them, so plain bindings never allocate here.
        // An optional property's `nil` arrives as `nil`, not as an `Optional` boxed in `Any`.
        if snapshot.oldCount > 0, let old { event.oldValue = flatten(old) }
        if snapshot.newCount > 0, let new { event.newValue = flatten(new) }
        deliver(event, to: snapshot)
    }

    /// Sends the notification of a set. Unlike ``deliver(kind:old:new:indexes:to:)`` it takes the
    /// values unwrapped: a `Value?` parameter makes code that is not specialized for `Value` (every
    /// set by name) look up `Optional<Value>`'s metadata, a hash-table search, on each call.
    static func deliverSetting(old: Value, new: Value, to snapshot: ObserverList) {
        var event = PropertyEvent(kind: .setting, isPrior: false, indexes: nil)
        if snapshot.oldCount > 0 { event.oldValue = flatten(old) }
        if snapshot.newCount > 0 { event.newValue = flatten(new) }
        deliver(event, to: snapshot)
    }

    /// Sends `event` to the observers in `snapshot` that want it.
    static func deliver(_ event: PropertyEvent, to snapshot: ObserverList) {
        var event = event
        event.serial = DeliverySerial.next()
        for observer in snapshot.observers where !event.isPrior || observer.wantsPrior {
            observer.deliver(event)
        }
    }

    /// Sends the notification that precedes a change to the observers in `snapshot` that asked for it.
    static func deliverPrior(kind: KeyValueChange.Kind, old: Value?, indexes: IndexSet?, to snapshot: ObserverList) {
        var event = PropertyEvent(kind: kind, isPrior: true, indexes: indexes)
        if snapshot.oldCount > 0, let old { event.oldValue = flatten(old) }
        deliver(event, to: snapshot)
    }

    /// Starts a manually notified change: observers that asked for it get the prior notification.
    ///
    /// Calls nest; observers are notified of the change when the outermost ``didChange()`` runs.
    public func willChange() {
        lock.lock()
        manualDepth += 1
        let isOutermost = manualDepth == 1
        if isOutermost { manualOldValue = value }
        let snapshot = list
        let old = value
        lock.unlock()
        if isOutermost, snapshot.priorCount > 0 {
            Self.deliverPrior(kind: .setting, old: old, indexes: nil, to: snapshot)
        }
    }

    /// Ends a manually notified change and notifies observers with the old and new values.
    ///
    /// Without a matching ``willChange()`` the change is still reported, with the current value as
    /// both old and new, rather than trapping as Foundation does.
    public func didChange() {
        lock.lock()
        let old: Value?
        if manualDepth > 0 {
            manualDepth -= 1
            guard manualDepth == 0 else { lock.unlock(); return }
            old = manualOldValue as? Value
            manualOldValue = nil
        } else {
            old = value
        }
        let new = value
        let snapshot = list
        lock.unlock()
        Self.deliver(kind: .setting, old: old, new: new, indexes: nil, to: snapshot)
    }
}

extension Observed: AnyObservedProperty {
    static func load(from base: UnsafeRawPointer, offset: Int) -> any AnyObservedProperty {
        base.load(fromByteOffset: offset, as: Observed<Value>.self)
    }

    var valueType: Any.Type { Value.self }

    var anyValue: Any? { flatten(currentValue) }

    func setAnyValue(_ newValue: Any?) throws(ValueConversion.Failure) {
        set(try ValueConversion.convert(newValue, to: Value.self))
    }

    func addObserver(_ observer: PropertyObserver) {
        lock.withLock { list.add(observer) }
    }

    func removeObserver(_ observer: PropertyObserver) {
        observer.deactivate()
        // Nothing is freed under the lock: the caller holds `observer`, and a delivery under way
        // holds its own copy of the list.
        lock.withLock { list.remove(observer) }
    }

    var observerCount: Int { lock.withLock { list.count } }

}

/// The type-erased face of an ``Observed`` property, used by key-value coding and path observation.
protocol AnyObservedProperty: AnyObject, SendableMetatype {
    /// Loads the property object stored at `offset` in the instance at `base`.
    static func load(from base: UnsafeRawPointer, offset: Int) -> any AnyObservedProperty
    var valueType: Any.Type { get }
    var anyValue: Any? { get }
    func setAnyValue(_ newValue: Any?) throws(ValueConversion.Failure)
    func addObserver(_ observer: PropertyObserver)
    func removeObserver(_ observer: PropertyObserver)
    func willChange()
    func didChange()
    var observerCount: Int { get }
    /// Replaces the value with what `edit` makes of it, converted to the property's type, and
    /// notifies as a set does; stores nothing when `edit` returns `nil`. `setValue(_:forKeyPath:)`
    /// edits a dictionary or array the property holds through it, in one atomic step.
    ///
    /// `edit` runs outside the lock and again, on the new value, when another write comes before
    /// its result is stored; `conversionError` names a result that does not convert.
    func editValue(_ edit: (Any?) throws(KeyValueError) -> Any?,
                   conversionError: (ValueConversion.Failure, Any) -> KeyValueError) throws(KeyValueError)
}
