import Foundation

extension ObservedAccess {
    /// Sends the notification that follows a change to every observer in `snapshot`.
    static func deliver<Value>(kind: KeyValueChange.Kind, old: Value?, new: Value?, indexes: IndexSet?,
                               version: Int, to snapshot: ObserverList, of object: AnyObject) {
        var event = PropertyEvent(kind: kind, isPrior: false, indexes: indexes)
        event.version = version
        // Values are boxed only when some observer reads them, so plain bindings never allocate here.
        // An optional property's `nil` arrives as `nil`, not as an `Optional` boxed in `Any`.
        if snapshot.oldCount > 0, let old { event.oldValue = flatten(old) }
        if snapshot.newCount > 0, let new { event.newValue = flatten(new) }
        deliver(event, to: snapshot, of: object)
    }

    /// Sends the notification of a set. Unlike `deliver(kind:old:new:indexes:version:to:)` it takes the
    /// values unwrapped: a `Value?` parameter makes code that is not specialized for `Value` (every
    /// set by name) look up `Optional<Value>`'s metadata, a hash-table search, on each call.
    ///
    /// Observers that asked for the value typed (bindings) are handed its address; an event, and
    /// the boxes in it, is made only when some other observer is there to read it.
    ///
    /// Inlined into each store: the typed path is most of what a set costs, and whether the
    /// optimizer inlined it otherwise changed with unrelated code.
    @inline(__always)
    static func deliverSetting<Value>(old: Value, new: Value, version: Int, to snapshot: ObserverList, of object: any KeyValueCoding) {
        guard snapshot.typedCount == snapshot.observers.count else {
            deliverSettingWithEvent(old: old, new: new, version: version, to: snapshot, of: object)
            return
        }
        var mainQueue = MainQueueCheck()
        withUnsafePointer(to: new) { value in
            snapshot.observers.forEach { observer in
                observer.propertySet(to: value, version: version, of: object, mainQueue: &mainQueue)
            }
        }
    }

    /// ``deliverSetting(old:new:version:to:of:)`` when some observer reads an event.
    @inline(never)
    private static func deliverSettingWithEvent<Value>(old: Value, new: Value, version: Int, to snapshot: ObserverList,
                                                       of object: any KeyValueCoding) {
        var event = PropertyEvent(kind: .setting, isPrior: false, indexes: nil)
        event.version = version
        event.serial = DeliverySerial.next()
        if snapshot.oldCount > 0 { event.oldValue = flatten(old) }
        if snapshot.newCount > 0 { event.newValue = flatten(new) }
        var mainQueue = MainQueueCheck()
        withUnsafePointer(to: new) { value in
            snapshot.observers.forEach { observer in
                if observer.needs.contains(.typedValue) {
                    observer.propertySet(to: value, version: version, of: object, mainQueue: &mainQueue)
                } else {
                    observer.propertyChanged(event, of: object)
                }
            }
        }
    }

    /// Calls the object's own hook, before observers hear of the change, when the property asks for it.
    @inline(__always)
    static func notifyObject(_ object: any KeyValueCoding, _ options: ObservedOptions) {
        if options.contains(.notifiesObject) { object.observedPropertyDidChange() }
    }

    /// Sends `event` to the observers in `snapshot` that want it.
    static func deliver(_ event: PropertyEvent, to snapshot: ObserverList, of object: AnyObject) {
        var event = event
        event.serial = DeliverySerial.next()
        snapshot.observers.forEach { observer in
            if !event.isPrior || observer.needs.contains(.prior) { observer.propertyChanged(event, of: object) }
        }
    }

    /// Sends the notification that precedes a set to the observers in `snapshot` that asked for it.
    /// `old` is not optional for the same reason as in `deliverSetting(old:new:version:to:)`.
    static func deliverPrior<Value>(old: Value, to snapshot: ObserverList, of object: AnyObject) {
        var event = PropertyEvent(kind: .setting, isPrior: true, indexes: nil)
        if snapshot.oldCount > 0 { event.oldValue = flatten(old) }
        deliver(event, to: snapshot, of: object)
    }
}
