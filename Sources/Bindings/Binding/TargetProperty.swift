/// The property a binding sets: an `@Observed` property resolved once, or any key path set by name
/// (a computed key such as a view's `hidden`, a dotted path such as `textLabel.textColor`).
struct TargetProperty: @unchecked Sendable {
    // @unchecked: `defaultValue` is read-only after init and only handed to the target's setter.
    private let entry: PropertyTable.Entry?
    /// The target's key or dotted key path.
    let keyPath: String
    private let isOptional: Bool
    /// The value the property had when the binding was made; a `nil` result restores it.
    private let defaultValue: Any?
    /// Whether setting the property touches a main-actor object: the target, or the object holding
    /// a dotted path's last key (`textLabel.text` sets a label even when the cell is not a view).
    let needsMainActor: Bool

    init(_ target: some KeyValueCoding, key: String) throws(KeyValueError) {
        keyPath = key
        if !key.utf8.contains(UInt8(ascii: ".")), let entry = target.propertyTable.entries[key] {
            self.entry = entry
            let property = entry.property(of: target)
            isOptional = TypeKind.isOptional(property.valueType)
            defaultValue = property.anyValue
            needsMainActor = target is any MainActorBindingTarget
            return
        }
        entry = nil
        defaultValue = try target.checkedValue(forKeyPath: key)
        let components = try KeyPathComponents.split(key)
        let holder: (any KeyValueCoding)? = components.count == 1
            ? target
            : KeyPathWalker.keyValueObject(try? KeyPathWalker.value(of: target, components: components.dropLast(), keyPath: key))
        if let holder, let last = components.last {
            isOptional = Self.isOptional(last, of: holder)
            needsMainActor = target is any MainActorBindingTarget || holder is any MainActorBindingTarget
        } else {
            isOptional = true
            needsMainActor = target is any MainActorBindingTarget
        }
    }

    /// Whether `key` of `object` takes `nil`: keys the class does not declare (runtime attributes) do.
    private static func isOptional(_ key: String, of object: any KeyValueCoding) -> Bool {
        if let property = object.propertyTable.property(key, of: object) { return TypeKind.isOptional(property.valueType) }
        if let computed = type(of: object).computedKeys[key] { return computed.isOptional }
        return true
    }

    /// Sets `value`, or the empty or default value when it is `nil`.
    func set(_ value: Any?, on target: some KeyValueCoding) throws(KeyValueError) {
        let value = value ?? (isOptional ? nil : defaultValue)
        guard let entry else {
            try target.setValue(value, forKeyPath: keyPath)
            return
        }
        do {
            try entry.property(of: target).setAnyValue(value)
        } catch {
            throw target.conversionError(error, key: keyPath, value: value)
        }
    }

    func currentValue(of target: some KeyValueCoding) -> Any? {
        guard let entry else { return target.value(forKeyPath: keyPath) }
        return entry.property(of: target).anyValue
    }

    /// Watches the target for being freed and, when `observesEdits`, for edits of the property,
    /// telling `binding`.
    ///
    /// An `@Observed` key is watched itself. Any other key is edited through the key path's own
    /// observation, and the target's lifetime is learnt from one of its `@Observed` properties,
    /// which all go with it; a target with none is found gone at the binding's next update.
    func watch(_ target: some KeyValueCoding, for binding: Binding, observesEdits: Bool) -> TargetWatch {
        if let entry {
            let observer = PropertyObserver(client: binding, tag: Binding.targetTag, wantsChanges: observesEdits, wantsPrior: false, needsOld: false, needsNew: false)
            let registrar = entry.property(of: target).addObserver(observer)
            return TargetWatch(registrar: registrar, observer: observer, edits: nil)
        }
        var edits: KeyPathObserver?
        if observesEdits, let components = try? KeyPathComponents.split(keyPath) {
            edits = try? KeyPathObserver(root: target, keyPath: keyPath, components: components,
                                         requirements: .init(prior: false, old: false, new: false)) { [weak binding] event in
                binding?.targetChanged(isPrior: event.isPrior)
            }
        }
        guard let anchor = target.propertyTable.entries.values.first?.property(of: target) else {
            return TargetWatch(registrar: nil, observer: nil, edits: edits)
        }
        let observer = PropertyObserver(client: binding, tag: Binding.targetTag, wantsChanges: false, wantsPrior: false, needsOld: false, needsNew: false)
        let registrar = anchor.addObserver(observer)
        return TargetWatch(registrar: registrar, observer: observer, edits: edits)
    }
}

/// What a binding registered on its target; ``detach()`` removes it. A value stored in the binding,
/// so that it costs no allocation of its own.
struct TargetWatch {
    // Weak: the registrar goes with the target, and tells the observer so.
    private weak var registrar: ObserverRegistrar?
    private let observer: PropertyObserver?
    private let edits: KeyPathObserver?

    init(registrar: ObserverRegistrar?, observer: PropertyObserver?, edits: KeyPathObserver?) {
        self.registrar = registrar
        self.observer = observer
        self.edits = edits
    }

    func detach() {
        if let observer { registrar?.remove(observer) }
        edits?.invalidate()
    }
}
