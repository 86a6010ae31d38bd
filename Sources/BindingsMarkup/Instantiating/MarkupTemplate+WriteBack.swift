import Bindings

// What a two-way binding needs of the owner besides reading: a key it can write an edit back to.
extension MarkupTemplate {
    /// The problem of a two-way binding to `keyPath` whose last key the object holding it cannot
    /// set, or `nil`: without it, the first edit would only be reported at run time, and lost.
    static func writeBackProblem(_ keyPath: ExpressionKeyPath, of owner: some KeyValueCoding, at location: MarkupLocation) -> MarkupDiagnostic? {
        guard let key = keyPath.components.last else { return nil }
        let holder: Any?
        if keyPath.components.count == 1 {
            holder = owner
        } else {
            // A path the owner cannot read is reported as such; a `nil` on the way holds no key yet.
            holder = try? owner.checkedValue(forKeyPath: keyPath.components.dropLast().joined(separator: "."))
        }
        guard let object = holder as? any KeyValueCoding, isReadOnly(key, of: object) else { return nil }
        return location.diagnostic(.owner(.readOnlyOwnerKey(type: String(describing: type(of: object)), key: key)))
    }

    /// Whether `key` is a computed key of `object`'s class declared with only a getter, which
    /// setting by name refuses (``KeyValueError/readOnlyKey(type:key:)``).
    private static func isReadOnly(_ key: String, of object: some KeyValueCoding) -> Bool {
        type(of: object).computedKeys[key]?.isReadOnly ?? false
    }
}
