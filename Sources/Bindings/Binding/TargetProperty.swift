/// The property a binding sets: an `@Observed` property resolved once, or any key path set by name
/// (a computed key such as a view's `hidden`, a dotted path such as `textLabel.textColor`).
struct TargetProperty: @unchecked Sendable {
    // @unchecked: `defaultValue` is read-only after init and only handed to the target's setter.
    private let entry: PropertyTable.Entry?
    /// The target's key or dotted key path.
    let keyPath: String
    private let isOptional: Bool
    /// Whether the property is an `@Observed` `String?`, which bindings set most (every label's
    /// text) and so set typed.
    let isOptionalText: Bool
    /// The value the property had when the binding was made; a `nil` result restores it.
    private var defaultValue: Any?
    /// Whether setting the property touches a main-actor object: the target, or the object holding
    /// a dotted path's last key (`textLabel.text` sets a label even when the cell is not a view).
    let needsMainActor: Bool

    init(_ target: some KeyValueCoding, key: String) throws(KeyValueError) {
        keyPath = key
        if !key.utf8.contains(UInt8(ascii: ".")), let entry = target.propertyTable.entries[key] {
            self.entry = entry
            let property = entry.property(of: target)
            isOptional = TypeKind.isOptional(property.valueType)
            isOptionalText = property.valueType == String?.self
            defaultValue = isOptional ? nil : property.anyValue
            needsMainActor = target is any MainActorBindingTarget
            return
        }
        entry = nil
        isOptionalText = false
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

    /// Whether everything but the default is the same for every target of the class: the key is an
    /// `@Observed` property, resolved from the class alone.
    var isSharedByClass: Bool { entry != nil }

    /// The property with no default, to be shared through a ``BindingPlan``.
    var withoutDefault: TargetProperty {
        var shared = self
        shared.defaultValue = nil
        return shared
    }

    /// This property of `target`: the shared one with the target's own default, which only a
    /// property that cannot be `nil` needs.
    func resolved(for target: some KeyValueCoding) -> TargetProperty {
        guard !isOptional, let entry else { return self }
        var resolved = self
        resolved.defaultValue = entry.property(of: target).anyValue
        return resolved
    }

    /// Sets `text`, typed, when the property is an `@Observed` `String?`; returns whether it was.
    @inline(__always)
    func setText(_ text: String?, on target: some KeyValueCoding) -> Bool {
        guard isOptionalText, let entry else { return false }
        ObservedAccess.write(text, to: PropertyTable.Entry.field(at: entry.offset, of: target), of: target, confined: entry.confined)
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

    /// Watches the property for edits (two-way bindings), telling `binding`: an `@Observed` key is
    /// observed itself, any other key through its key path's observation.
    func watchEdits(of target: some KeyValueCoding, for binding: Binding) -> TargetWatch {
        if let entry {
            let observer = PropertyObserver(client: binding, tag: Binding.targetTag, wantsPrior: false, needsOld: false, needsNew: false)
            let registrar = entry.property(of: target).addObserver(observer)
            return TargetWatch(registrar: registrar, observer: observer, edits: nil)
        }
        guard let components = try? KeyPathComponents.split(keyPath) else {
            return TargetWatch(registrar: nil, observer: nil, edits: nil)
        }
        let edits = try? KeyPathObserver(root: target, keyPath: keyPath, components: components,
                                         requirements: .init(prior: false, old: false, new: false)) { [weak binding] event in
            binding?.targetChanged(isPrior: event.isPrior)
        }
        return TargetWatch(registrar: nil, observer: nil, edits: edits)
    }
}

/// What a two-way binding registered on its target to hear edits; ``detach()`` removes it.
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
