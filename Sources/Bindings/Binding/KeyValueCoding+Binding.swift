extension KeyValueCoding {
    /// Binds this object's property `key` to a `$` expression (without the `$`) over `owner`.
    ///
    /// ```swift
    /// try nameLabel.bind("text", to: cell, "content.name")
    /// try distanceLabel.bind("text", to: cell, "content.distance::number;format=%.2f miles")
    /// try searchField.bind("text", to: viewModel, "searchText", mode: .twoWay)
    /// ```
    ///
    /// The binding lives until this object or the owner is freed; keep the result only to
    /// ``Binding/unbind()`` it earlier, or call ``unbind(_:)`` with the key. A key has at most one
    /// binding: binding it again replaces the binding it had, so binding a reused cell's labels
    /// each time it is configured is safe.
    @discardableResult
    public func bind(
        _ key: String, to owner: some KeyValueCoding, _ expression: String,
        mode: BindingMode = .oneWay, delivery: BindingDelivery = .automatic
    ) throws(BindingError) -> Binding {
        let compiled: BindingExpression
        do {
            compiled = try BindingExpression(parsing: expression)
        } catch {
            throw .invalidExpression(source: expression, error: error)
        }
        return try Binding(self, key, to: owner, compiled, mode: mode, delivery: delivery)
    }

    /// Ends the binding that sets this object's `key`, if any, as Cocoa's `unbind(_:)`. The
    /// property keeps its current value.
    public func unbind(_ key: String) {
        KeptBindings.binding(of: self, key: key)?.unbind()
    }

    /// The binding that sets this object's `key`, or `nil` when the key is not bound.
    public func binding(forKey key: String) -> Binding? {
        KeptBindings.binding(of: self, key: key)
    }

    /// Ends every binding whose owner or target is this object. Idempotent, and never needed for
    /// cleanup: bindings end by themselves when either end is freed.
    public func unbindAll() {
        KeptBindings.bindings(involving: self).forEach { $0.unbind() }
    }
}
