import Bindings

// Runtime attributes: values for keys a view class does not declare, kept by a subclass that opts in.
// A plain view refuses such keys, as Foundation does, so markup reports a misspelt attribute.
extension View {
    /// Stores `value` under `key` in ``runtimeAttributes``, readable back by name and observable by
    /// key; setting `nil` removes it. A key the view's class computes is set as that key instead.
    ///
    /// A view class that accepts attributes it does not declare (as MarkupKit's custom views do)
    /// calls this from its override of ``setValue(_:forUndefinedKey:)``, and
    /// ``runtimeAttribute(forKey:)`` from its override of ``value(forUndefinedKey:)``:
    ///
    /// ```swift
    /// final class BadgeView: Label {
    ///     nonisolated override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueError) {
    ///         try setRuntimeAttribute(value, forKey: key)
    ///     }
    ///
    ///     nonisolated override func value(forUndefinedKey key: String) throws(KeyValueError) -> Any? {
    ///         try runtimeAttribute(forKey: key)
    ///     }
    /// }
    /// ```
    ///
    /// - Throws: ``KeyValueError`` only when `key` is a computed key and `value` does not convert.
    nonisolated public func setRuntimeAttribute(_ value: Any?, forKey key: String) throws(KeyValueError) {
        if declaresComputedKey(key) {
            try setComputedValue(value, forKey: key)
            return
        }
        var attributes = runtimeAttributeValues
        attributes[key] = value.flatMap(View.unwrapped)
        let changed = MainActorValue(attributes)
        MainActor.assumeIsolated { runtimeAttributes = changed.value }
    }

    /// The runtime attribute stored under `key`, or `nil`; for a key the view's class computes, its
    /// value. See ``setRuntimeAttribute(_:forKey:)``.
    nonisolated public func runtimeAttribute(forKey key: String) throws(KeyValueError) -> Any? {
        if declaresComputedKey(key) { return try computedValue(forKey: key) }
        return runtimeAttributeValues[key]
    }

    /// Whether the view's dynamic class computes `key`: protocol-extension key-value coding
    /// resolves computed keys on the *static* type, so a subclass's keys reach the undefined-key
    /// methods when the view is used through a base-class reference.
    nonisolated func declaresComputedKey(_ key: String) -> Bool {
        type(of: self).computedKeys[key] != nil
    }

    /// Reads a computed key of the dynamic class: an existential opens to the dynamic type.
    nonisolated func computedValue(forKey key: String) throws(KeyValueError) -> Any? {
        let object: any KeyValueCoding = self
        return try object.checkedValue(forKey: key)
    }

    /// Sets a computed key of the dynamic class: an existential opens to the dynamic type.
    nonisolated func setComputedValue(_ value: Any?, forKey key: String) throws(KeyValueError) {
        let object: any KeyValueCoding = self
        try object.setValue(value, forKey: key)
    }

    /// ``runtimeAttributes``, for the `nonisolated` key-value coding methods; like every observed
    /// property of a view, it belongs to the main actor.
    nonisolated var runtimeAttributeValues: [String: Any] {
        MainActor.assumeIsolated { MainActorValue(runtimeAttributes) }.value
    }

    /// `value` with any `Optional` layers removed; `nil` when it wraps nothing.
    nonisolated static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}

/// A value read on the main actor and handed back to the caller, which runs on the main thread too
/// (`MainActor.assumeIsolated`): the value never leaves that thread.
private struct MainActorValue<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
