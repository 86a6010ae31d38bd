extension KeyValueCoding {
    /// Observes the key path `keyPath` (such as `"name"` or `"viewModel.pharmacy.name"`).
    ///
    /// The handler is called synchronously on the thread that made each change, with the options'
    /// values filled as Foundation fills them. Throws when a key along the path is unknown.
    /// Keep the returned token: the observation ends when it is released or invalidated.
    public func observe(
        _ keyPath: String,
        options: KeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, KeyValueChange) -> Void
    ) throws(KeyValueError) -> KeyValueObservation {
        _ = try checkedValue(forKeyPath: keyPath)
        return try KeyValueObservation(root: self, keyPath: keyPath, options: options) { object, change in
            guard let object = object as? Self else { return }
            changeHandler(object, change)
        }
    }

    /// Observes a typed key path through `@Observed` properties, such as `\.pharmacy.name`.
    ///
    /// The key path is turned into key names once, by watching which properties reading it touches;
    /// it throws ``KeyValueError/unresolvableKeyPath(root:value:)`` when a property along it is not
    /// `@Observed` or an optional object along it is `nil` at the first registration.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: KeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, KeyValueObservedChange<Value>) -> Void
    ) throws(KeyValueError) -> KeyValueObservation {
        let name = try TypedKeyPathResolver.name(of: keyPath, on: self)
        return try KeyValueObservation(root: self, keyPath: name, options: options) { object, change in
            guard let object = object as? Self else { return }
            changeHandler(object, KeyValueObservedChange(
                kind: change.kind,
                newValue: change.newValue.flatMap { $0 as? Value },
                oldValue: change.oldValue.flatMap { $0 as? Value },
                indexes: change.indexes,
                isPrior: change.isPrior,
                observation: change.observation
            ))
        }
    }

    /// The key name of a typed key path through `@Observed` properties, such as `"pharmacy.name"`.
    public func keyName<Value>(of keyPath: KeyPath<Self, Value>) throws(KeyValueError) -> String {
        try TypedKeyPathResolver.name(of: keyPath, on: self)
    }

    /// Calls `handler` after every change of any of `keys`, for as long as this object lives.
    ///
    /// The lightest way to watch an object's own `@Observed` properties: no token, no key path, no
    /// values. One registration is shared by the properties and freed with them, so it suits
    /// bookkeeping that lives exactly as long as the object, such as a view invalidating its layout
    /// when a property that sizes it changes. The handler must not capture the object strongly: the
    /// object's properties hold it, so the object would never be freed.
    ///
    /// - Throws: ``KeyValueError/unknownKey(type:key:suggestion:)`` when a key is not an `@Observed`
    ///   property of the object; nothing is registered then.
    public func observeOwnProperties(_ keys: [String], handler: @escaping @Sendable () -> Void) throws(KeyValueError) {
        try observeOwnProperties(ObservedPropertyKeys(keys, of: type(of: self)), handler: handler)
    }

    /// Calls `handler` after every change of any of the properties in `keys`, for as long as this
    /// object lives, like the overload taking names but without looking the names up.
    ///
    /// - Throws: ``KeyValueError/unknownKey(type:key:suggestion:)`` when `keys` were resolved for
    ///   another class and one of them is not a property of this one; nothing is registered then.
    public func observeOwnProperties(_ keys: ObservedPropertyKeys, handler: @escaping @Sendable () -> Void) throws(KeyValueError) {
        guard keys.type == ObjectIdentifier(type(of: self)) else {
            // Resolved for another class, whose offsets need not be this one's: go by name.
            return try observeOwnProperties(keys.names, handler: handler)
        }
        let observer = PropertyObserver(wantsPrior: false, needsOld: false, needsNew: false) { _ in handler() }
        for entry in keys.entries { entry.property(of: self).addObserver(observer) }
    }

    /// Adds `options` (such as ``ObservedOptions/affectsLayout``) to the `@Observed` properties in
    /// `keys` of this object. Call it while the object is being made, before another thread can
    /// reach it: options are read without a lock.
    ///
    /// - Throws: ``KeyValueError/unknownKey(type:key:suggestion:)`` when `keys` were resolved for
    ///   another class and one of them is not a property of this one; nothing is changed then.
    public func insertObservedOptions(_ options: ObservedOptions, forKeys keys: ObservedPropertyKeys) throws(KeyValueError) {
        guard keys.type == ObjectIdentifier(type(of: self)) else {
            return try insertObservedOptions(options, forKeys: ObservedPropertyKeys(keys.names, of: type(of: self)))
        }
        let base = Unmanaged.passUnretained(self).toOpaque()
        for entry in keys.entries {
            let byte = base.load(fromByteOffset: entry.optionsOffset, as: UInt8.self)
            base.storeBytes(of: byte | options.rawValue, toByteOffset: entry.optionsOffset, as: UInt8.self)
        }
        withExtendedLifetime(self) {}
    }

    /// Starts a manually notified change of `key` (for `@Observed(.manual)` properties, or to
    /// bracket any change): observers that asked for `.prior` are called now.
    public func willChangeValue(forKey key: String) {
        propertyTable.property(key, of: self)?.willChange()
    }

    /// Ends a manually notified change of `key`: observers are called with old and new values.
    public func didChangeValue(forKey key: String) {
        propertyTable.property(key, of: self)?.didChange()
    }

    /// The number of observers registered on the `@Observed` property `key` (0 for other keys).
    public func observerCount(forKey key: String) -> Int {
        propertyTable.property(key, of: self)?.observerCount ?? 0
    }
}
