extension KeyValueCoding {
    /// Observes the key path `keyPath` (such as `"name"` or `"viewModel.pharmacy.name"`).
    ///
    /// The handler is called synchronously on the thread that made each change, with the options'
    /// values filled as Foundation fills them. Keep the returned token: the observation ends when
    /// it is released or invalidated. To run the handler on the main actor, see
    /// ``observe(_:options:delivery:changeHandler:)``.
    ///
    /// Through an array of objects (`"items.done"` over `@Observed var items: [Item]`) the path's
    /// value is the elements' values, in order (`nil`s left out), and every element is observed
    /// while it is in the array; removed elements are detached, and none is kept alive:
    /// - A change of element `i` along the rest of the path is a `.replacement` at `[i]`, with
    ///   `[new]` and `[old]` as values (`[]` for `nil`).
    /// - An insertion, removal or replacement in the array keeps its kind and indexes, with the
    ///   path's values of the inserted, removed or replaced elements; a set of the whole array (or
    ///   a mixed batch) is a `.setting` with the whole old and new values.
    /// - Through a collection operator (`"items.@sum.price"`, `"items.@count"`) the value is one
    ///   value: any of those changes is a `.setting` with the whole old and new values.
    ///
    /// A computed key is observed through its dependencies (which may go through arrays) and hears
    /// ``willChangeValue(forKey:)``/``didChangeValue(forKey:)`` for itself; one change that
    /// reaches it through several dependencies notifies once.
    ///
    /// - Throws: ``KeyValueError`` when a key along the path is unknown, dependent keys form a
    ///   cycle, or the path reads keys of an object held in data (a dictionary's value, an array
    ///   inside an array): ``KeyValueError/unobservableKeyPath(keyPath:key:holder:)``, as nobody
    ///   would report that object's changes.
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
            changeHandler(object, KeyValueObservedChange(change))
        }
    }

    /// The key name of a typed key path through `@Observed` properties, such as `"pharmacy.name"`.
    public func keyName<Value>(of keyPath: KeyPath<Self, Value>) throws(KeyValueError) -> String {
        try TypedKeyPathResolver.name(of: keyPath, on: self)
    }

    /// Calls `handler` after every change of any of `keys`, for as long as this object lives.
    ///
    /// The lightest way to watch an object's own `@Observed` properties: no token, no key path, no
    /// values, and only the properties' own changes (not those of paths affecting them). One registration is shared by the properties and freed with them, so it suits
    /// bookkeeping that lives exactly as long as the object, such as a cache invalidated when a
    /// property it depends on changes. The handler must not capture the object strongly: the
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

    /// Adds `options` (such as ``ObservedOptions/notifiesObject``) to the `@Observed` properties in
    /// `keys` of this object. Call it while the object is being made, before another thread can
    /// reach it: options are read without a lock.
    ///
    /// - Throws: ``KeyValueError/unknownKey(type:key:suggestion:)`` when `keys` were resolved for
    ///   another class and one of them is not a property of this one; nothing is changed then.
    @_spi(Backend) public func insertObservedOptions(_ options: ObservedOptions, forKeys keys: ObservedPropertyKeys) throws(KeyValueError) {
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
    ///
    /// For a key that is not an `@Observed` property (a computed key, or one the class handles as
    /// undefined), this notifies the observers of that key, as Foundation does: how a derived value
    /// that no declared dependency covers tells its observers. Calls nest per key; the outermost
    /// pair notifies.
    public func willChangeValue(forKey key: String) {
        if let property = propertyTable.property(key, of: self) {
            property.willChange()
        } else {
            OtherKeyObservers.willChange(key, of: self)
        }
    }

    /// Ends a manually notified change of `key`: observers are called with old and new values.
    ///
    /// For a key that is not an `@Observed` property, its observers read the key again (a
    /// `.setting`), as after a change of one of its dependencies.
    public func didChangeValue(forKey key: String) {
        if let property = propertyTable.property(key, of: self) {
            property.didChange()
        } else {
            OtherKeyObservers.didChange(key, of: self)
        }
    }

    /// The number of observers registered on `key`: on the `@Observed` property, or, for another
    /// key, the observations of that key waiting for its manual notifications.
    public func observerCount(forKey key: String) -> Int {
        if let property = propertyTable.property(key, of: self) { return property.observerCount }
        return OtherKeyObservers.count(forKey: key, of: self)
    }
}
