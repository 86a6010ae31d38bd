/// The property a binding sets: an `@Observed` property resolved once, or any key path set by name.
struct TargetProperty: @unchecked Sendable {
    // @unchecked: `defaultValue` is read-only after init and only handed to the target's setter.
    private weak var property: (any AnyObservedProperty)?
    private let keyPath: String
    private let isOptional: Bool
    /// The value the property had when the binding was made; a `nil` result restores it.
    private let defaultValue: Any?

    init(_ target: some KeyValueCoding, key: String) throws(KeyValueError) {
        keyPath = key
        if !key.utf8.contains(UInt8(ascii: ".")), let property = target.propertyTable.property(key, of: target) {
            self.property = property
            isOptional = TypeKind.isOptional(property.valueType)
            defaultValue = property.anyValue
        } else {
            self.property = nil
            defaultValue = try target.checkedValue(forKeyPath: key)
            isOptional = true
        }
    }

    /// Sets `value`, or the empty or default value when it is `nil`.
    func set(_ value: Any?, on target: some KeyValueCoding) throws(KeyValueError) {
        let value = value ?? (isOptional ? nil : defaultValue)
        guard let property else {
            try target.setValue(value, forKeyPath: keyPath)
            return
        }
        do {
            try property.setAnyValue(value)
        } catch {
            throw target.conversionError(error, key: keyPath, value: value)
        }
    }

    func currentValue(of target: some KeyValueCoding) -> Any? {
        property?.anyValue ?? target.value(forKeyPath: keyPath)
    }

    /// Watches the target property for edits and for its object being freed.
    func observe(onDeallocate: @escaping @Sendable () -> Void,
                 onChange: (@Sendable (PropertyEvent) -> Void)?) -> PropertyObserver? {
        guard let property else { return nil }
        let observer = PropertyObserver(wantsChanges: onChange != nil, wantsPrior: false, needsOld: false, needsNew: false,
                                        onDeallocate: onDeallocate) { event in onChange?(event) }
        property.addObserver(observer)
        return observer
    }

    func removeObserver(_ observer: PropertyObserver) {
        property?.removeObserver(observer)
    }
}

/// Keeps bindings alive while both their ends are; they leave when either end is freed.
enum BindingRegistry {
    private static let lock = Lock()
    nonisolated(unsafe) private static var bindings: [ObjectIdentifier: Binding] = [:]  // guarded by `lock`

    static func add(_ binding: Binding) {
        lock.withLock { bindings[ObjectIdentifier(binding)] = binding }
    }

    static func remove(_ binding: Binding) {
        let removed = lock.withLock { bindings.removeValue(forKey: ObjectIdentifier(binding)) }
        withExtendedLifetime(removed) {}
    }

    /// The live bindings whose owner or target is `object`.
    static func bindings(involving object: AnyObject) -> [Binding] {
        lock.withLock {
            bindings.values.filter { $0.owner === object || $0.target === object }
        }
    }
}
