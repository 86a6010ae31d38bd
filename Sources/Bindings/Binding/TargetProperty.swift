/// The property a binding sets: an `@Observed` property resolved once per target class and shared
/// through the ``BindingPlan``, or any key path set by name (a computed key such as a view's
/// `hidden`, a dotted path such as `textLabel.textColor`), resolved per target.
final class TargetProperty: @unchecked Sendable {
    // @unchecked: `initialValue` is read-only after init and only handed to the target's setter.
    let entry: PropertyTable.Entry?
    /// The target's key or dotted key path.
    let keyPath: String
    private let isOptional: Bool
    /// How bindings write an `@Observed` `String?` or `String` property typed (every label's
    /// text), made once for all of them.
    private let text: TextTarget?
    /// A key path's value when it was resolved, which is its default (see ``bindingDefault(of:)``).
    private let initialValue: Any?
    /// Whether setting the property touches a main-actor object: the target, or the object holding
    /// a dotted path's last key (`textLabel.text` sets a label even when the cell is not a view).
    let needsMainActor: Bool

    init(_ target: some KeyValueCoding, key: String) throws(KeyValueError) {
        keyPath = key
        if !key.utf8.contains(UInt8(ascii: ".")), let entry = target.propertyTable.entries[key] {
            self.entry = entry
            let valueType = entry.storage.valueType
            isOptional = TypeKind.isOptional(valueType)
            text = valueType == String?.self || valueType == String.self ? TextTarget(entry, isOptional: isOptional) : nil
            initialValue = nil
            needsMainActor = target is any MainActorBindingTarget
            return
        }
        entry = nil
        text = nil
        initialValue = try target.checkedValue(forKeyPath: key)
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

    /// Whether the property is the same for every target of the class: the key is an `@Observed`
    /// property, resolved from the class alone.
    var isSharedByClass: Bool { entry != nil }

    /// What a `nil` result sets on `target`: `nil` for an optional property, otherwise the value
    /// the property had when the binding was made, so a reused cell never shows a stale value;
    /// and, for an `@Observed` text, how a binding writes it typed with that default.
    @inline(__always)
    func bindingDefault(of target: some KeyValueCoding) -> (value: TargetDefault?, text: TextTarget?) {
        // Every label's text is optional: nothing to read or keep.
        guard !isOptional else { return (nil, text) }
        guard let entry else { return (initialValue.map { TargetDefault($0) }, nil) }
        let value = entry.property(of: target).anyValue
        guard let text, let string = value as? String else { return (value.map { TargetDefault($0) }, nil) }
        return (TargetDefault(string, text: string), text)
    }

    /// Sets `value`, or `defaultValue` when it is `nil`.
    func set(_ value: Any?, default defaultValue: Any?, on target: some KeyValueCoding) throws(KeyValueError) {
        let value = value ?? defaultValue
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
    func watchEdits(of target: some KeyValueCoding, for binding: Binding) -> TargetEdits {
        if let entry {
            let observer = PropertyObserver(client: binding, tag: Binding.targetTag, wantsPrior: false, needsOld: false, needsNew: false)
            let registrar = entry.property(of: target).addObserver(observer)
            return TargetEdits(registrar: registrar, observer: observer, pathObserver: nil)
        }
        guard let components = try? KeyPathComponents.split(keyPath) else {
            return TargetEdits(registrar: nil, observer: nil, pathObserver: nil)
        }
        let pathObserver = try? KeyPathObserver(root: target, keyPath: keyPath, components: components,
                                                requirements: .init(prior: false, old: false, new: false)) { [weak binding] event in
            binding?.targetChanged(isPrior: event.isPrior)
        }
        return TargetEdits(registrar: nil, observer: nil, pathObserver: pathObserver)
    }
}

/// What a two-way binding registered on its target to hear edits; ``detach()`` removes it.
final class TargetEdits: Sendable {
    // Weak: the registrar goes with the target, and tells the observer so.
    private weak let registrar: ObserverRegistrar?
    private let observer: PropertyObserver?
    private let pathObserver: KeyPathObserver?

    init(registrar: ObserverRegistrar?, observer: PropertyObserver?, pathObserver: KeyPathObserver?) {
        self.registrar = registrar
        self.observer = observer
        self.pathObserver = pathObserver
    }

    func detach() {
        if let observer { registrar?.remove(observer) }
        pathObserver?.invalidate()
    }
}
