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
        // Cannot fail: the value is exactly the property's type.
        try setValue(attributes, forKey: "runtimeAttributes")
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

    /// The runtime attributes, read by name so that it works from any thread.
    nonisolated var runtimeAttributeValues: [String: Any] {
        value(forKey: "runtimeAttributes") as? [String: Any] ?? [:]
    }

    /// `value` with any `Optional` layers removed; `nil` when it wraps nothing.
    nonisolated static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}
