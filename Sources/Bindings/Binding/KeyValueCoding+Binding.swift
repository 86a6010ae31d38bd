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
    /// ``Binding/unbind()`` it earlier.
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

    /// Ends every binding whose owner or target is this object. Idempotent, and never needed for
    /// cleanup: bindings end by themselves when either end is freed.
    public func unbindAll() {
        BindingRegistry.bindings(involving: self).forEach { $0.unbind() }
    }
}
