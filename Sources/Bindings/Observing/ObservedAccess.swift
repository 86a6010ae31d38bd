import Foundation

/// The operations on an `@Observed` property's inline storage that are not the plain get and set:
/// the observed set, key-value coding by name, collection edits and manual notification.
///
/// They are generic functions of a non-generic namespace, working on the storage's address, and
/// find its fields from `Value`'s layout alone (``RawLayout``: the value, then the registrar
/// reference, then the options byte; `PropertyTable` checks this against `Observed<Value>`'s real
/// layout). Code that is
/// not specialized for `Value`, as every access by name is, would otherwise look up the metadata
/// of `Observed<Value>` (a hash-table search) on every call.
@usableFromInline
enum ObservedAccess {
    @inline(__always)
    static func value<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type) -> UnsafeMutablePointer<Value> {
        field.assumingMemoryBound(to: Value.self)
    }

    @inline(__always)
    static func registrarSlot<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type) -> UnsafeMutablePointer<ObserverRegistrar?> {
        (field + RawLayout.registrarOffset(Value.self)).assumingMemoryBound(to: ObserverRegistrar?.self)
    }

    @inline(__always)
    static func options<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type) -> ObservedOptions {
        ObservedOptions(rawValue: field.load(fromByteOffset: RawLayout.optionsOffset(Value.self), as: UInt8.self))
    }

    /// The registrar of the property at `field`, created if needed; call with `lock` held.
    static func registrarLocked<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type, lock: Lock) -> ObserverRegistrar {
        let slot = registrarSlot(field, Value.self)
        if let registrar = slot.pointee { return registrar }
        let registrar = ObserverRegistrar(lock: lock)
        slot.pointee = registrar
        return registrar
    }

    /// The registrar in the field's slot, if any, read without a retain: registrars are weakly
    /// referenced (by two-way bindings), so a retain would take the slow path through a side
    /// table. Only for callers that hold the lock, or the main actor for confined objects.
    @inline(__always)
    static func unretainedRegistrar<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type) -> Unmanaged<ObserverRegistrar>? {
        UnsafeRawPointer(registrarSlot(field, Value.self)).load(as: Unmanaged<ObserverRegistrar>?.self)
    }

    /// ``registrarLocked(_:_:lock:)`` without the retain of a registrar that exists already.
    @inline(__always)
    static func unretainedRegistrarLocked<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type, lock: Lock) -> Unmanaged<ObserverRegistrar> {
        if let existing = unretainedRegistrar(field, Value.self) { return existing }
        return Unmanaged.passUnretained(registrarLocked(field, Value.self, lock: lock))
    }

    /// The registrar of the property at `field` in `object`, created if `creating`.
    static func registrar<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type, of object: AnyObject, creating: Bool) -> ObserverRegistrar? {
        let lock = Lock(for: object)
        return lock.withLock { creating ? registrarLocked(field, Value.self, lock: lock) : registrarSlot(field, Value.self).pointee }
    }

    /// The value of the property at `field` in `object`.
    static func read<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type, of object: AnyObject, confined: Bool) -> Value {
        if confined { return value(field, Value.self).pointee }
        return Lock(for: object).withLock { value(field, Value.self).pointee }
    }

    /// Sets the property at `field` in `object` as the subscript does, by whichever path applies.
    static func write<Value>(_ newValue: consuming Value, to field: UnsafeMutableRawPointer, of object: any KeyValueCoding, confined: Bool) {
        if confined {
            storeConfined(newValue, in: field, of: object)
            return
        }
        // The replaced value is released after unlocking: its deinit is user code. A property
        // nobody hears (no registrar, or one that only keeps a binding) is stored here
        // under one lock.
        let options = options(field, Value.self)
        // The new value until it is swapped in, then the replaced one.
        var replaced = newValue
        let held = Lock(for: object).acquire()
        if let registrar = unretainedRegistrar(field, Value.self) {
            guard registrar._withUnsafeGuaranteedRef({ $0.isQuiet }), !options.contains(.distinct) else {
                storeHeld(replaced, in: field, of: object, holding: held)
                return
            }
            registrar._withUnsafeGuaranteedRef { $0.version &+= 1 }
        }
        swap(&value(field, Value.self).pointee, &replaced)
        held.unlock()
        withExtendedLifetime(replaced) {}
        notifyObject(object, options)
    }

    /// Sets a property of a main-actor object (see ``KeyValueCoding/observedPropertiesAreConfined``):
    /// without a lock, and as a plain store while nobody hears its changes, although it may have a
    /// registrar (the binding that sets it keeps one). Only the main actor touches these fields.
    @usableFromInline @inline(never)
    static func storeConfined<Value>(_ newValue: consuming Value, in field: UnsafeMutableRawPointer, of object: any KeyValueCoding) {
        let options = options(field, Value.self)
        // The field holds the registrar, and only this actor changes the field.
        let registrar = unretainedRegistrar(field, Value.self)
        guard registrar?._withUnsafeGuaranteedRef({ $0.isQuiet }) ?? true, !options.contains(.distinct) else {
            store(newValue, in: field, of: object)
            return
        }
        value(field, Value.self).pointee = consume newValue
        registrar?._withUnsafeGuaranteedRef { $0.version &+= 1 }
        notifyObject(object, options)
    }

    /// Sets an observed property: skips an equal value when distinct, sends the prior notification,
    /// stores, counts the write and notifies, calling no observer with the lock held.
    @inline(__always)
    static func store<Value>(_ newValue: Value, in field: UnsafeMutableRawPointer, of object: any KeyValueCoding) {
        storeHeld(newValue, in: field, of: object, holding: Lock(for: object).acquire())
    }

    /// ``store(_:in:of:)`` for a caller that holds the object's lock, which is released here: the
    /// observed set of a property, which takes the lock to learn whether anyone observes it, goes
    /// on without letting go and taking it again.
    ///
    /// Clients call it unspecialized (it is not inlinable), where copying, swapping and destroying
    /// a `Value` are calls through its value witnesses; the types models hold most have specialized
    /// copies, which the generic entry point dispatches to after comparing the type.
    @usableFromInline @inline(never)
    @_specialize(exported: false, where Value == String)
    @_specialize(exported: false, where Value == String?)
    @_specialize(exported: false, where Value == [String: Any]?)
    @_specialize(exported: false, where Value == [String: Any])
    @_specialize(exported: false, where Value == Int)
    @_specialize(exported: false, where Value == Double)
    @_specialize(exported: false, where Value == Bool)
    static func storeHeld<Value>(_ newValue: Value, in field: UnsafeMutableRawPointer, of object: any KeyValueCoding,
                                 holding held: consuming HeldLock) {
        let lock = held.lock
        var held = held
        let options = options(field, Value.self)
        let storage = value(field, Value.self)
        if options.contains(.distinct) {
            // The comparison is user code, and finding it may take a lock: neither under this one.
            let current = storage.pointee
            held.unlock()
            if let comparator = DistinctValues.comparator(for: Value.self), comparator.areEqual(current, newValue) { return }
            // The copy may be the value's last reference by now (another thread stored since):
            // it goes before the lock is taken again, as its deinit may need a lock of the pool.
            _ = consume current
            held = lock.acquire()
        }
        let notifies = !options.contains(.manual)
        // The lock is held by a token, not a closure: this code is not specialized, and a closure
        // here would be a call of its own. The replaced value is released after unlocking: its
        // deinit is user code. The registrar is used without a retain: the field holds it until
        // the object goes, and the caller holds the object; it is touched only with the lock held.
        let registrar = unretainedRegistrarLocked(field, Value.self, lock: lock)
        if notifies, registrar._withUnsafeGuaranteedRef({ $0.list.priorCount }) > 0 {
            let old = storage.pointee
            let before = registrar._withUnsafeGuaranteedRef { $0.list }
            held.unlock()
            deliverPrior(old: old, to: before, of: object)
            // Let go of the copies before locking again: another thread may have stored since,
            // leaving them the last references, whose deinits may need a lock of the pool.
            _ = consume old
            _ = consume before
            held = lock.acquire()
        }
        var replaced = newValue
        swap(&storage.pointee, &replaced)
        let (version, snapshot) = registrar._withUnsafeGuaranteedRef { registrar in
            registrar.version &+= 1
            return (registrar.version, notifies ? registrar.list : ObserverList())
        }
        held.unlock()
        notifyObject(object, options)
        guard !snapshot.isEmpty else { return }
        deliverSetting(old: replaced, new: newValue, version: version, to: snapshot, of: object)
    }

    /// Where an edit's commit stands after its first hold of the lock.
    enum StoreStep {
        /// Not stored: written since the edit read it.
        case stale
        /// Stored: the write's version and the observers to tell.
        case stored(version: Int, observers: ObserverList)
        /// Observers want a prior notification, sent before storing.
        case prior(ObserverRegistrar, ObserverList)
    }

    /// The value and write count, read together, that an edit starts from.
    static func valueForEdit<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type, of object: AnyObject) -> (value: Value, version: Int) {
        let lock = Lock(for: object)
        var version = 0
        let current: Value = lock.withLock {
            // The registrar counts writes from now on, so a write made during the edit voids it.
            version = registrarLocked(field, Value.self, lock: lock).version
            return value(field, Value.self).pointee
        }
        return (current, version)
    }

    /// Starts a manually notified change: observers that asked for it get the prior notification.
    ///
    /// Calls nest; observers are notified of the change when the outermost ``didChange(_:_:of:)`` runs.
    static func willChange<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type, of object: AnyObject) {
        let lock = Lock(for: object)
        var outermost: ObserverList?
        let old: Value = lock.withLock {
            let registrar = registrarLocked(field, Value.self, lock: lock)
            let manual = registrar.manualChange ?? ObserverRegistrar.ManualChange()
            registrar.manualChange = manual
            manual.depth += 1
            let old = value(field, Value.self).pointee
            if manual.depth == 1 {
                manual.oldValue = old
                manual.observers = registrar.list
                outermost = registrar.list
            }
            return old
        }
        if let outermost, outermost.priorCount > 0 {
            deliverPrior(old: old, to: outermost, of: object)
        }
    }

    /// Ends a manually notified change and notifies observers with the old and new values: those
    /// registered at the outermost ``willChange(_:_:of:)`` and still registered now, as Foundation.
    ///
    /// Without a matching ``willChange(_:_:of:)`` the change is still reported, with the current value
    /// as both old and new, rather than trapping as Foundation does.
    static func didChange<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type, of object: AnyObject) {
        let lock = Lock(for: object)
        var old: Value?
        var version = 0
        var observers = ObserverList()
        let new: Value? = lock.withLock {
            let registrar = registrarLocked(field, Value.self, lock: lock)
            if let manual = registrar.manualChange, manual.depth > 0 {
                manual.depth -= 1
                guard manual.depth == 0 else { return nil }
                old = manual.oldValue as? Value
                registrar.manualChange = nil
                observers = registrar.list.keeping(onlyThoseIn: manual.observers)
            } else {
                old = value(field, Value.self).pointee
                observers = registrar.list
            }
            version = registrar.version
            return value(field, Value.self).pointee
        }
        guard let new else { return }
        deliver(kind: .setting, old: old, new: new, indexes: nil, version: version, to: observers, of: object)
    }
}
