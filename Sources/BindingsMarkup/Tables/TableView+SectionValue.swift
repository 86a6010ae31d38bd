import Bindings

// A checkmark section's value bound both ways to a model key: the form's size follows the order,
// and the order follows the user's checkmarks, with no copying in controller code.
extension TableView {
    /// Binds the checked value of `section` both ways to the key path `keyPath` of `owner`: the
    /// model's value checks the matching rows, and the user selecting rows writes the section's
    /// value back (a single value in a `singleCheckmark` section, an array of the checked rows'
    /// values in a `multipleCheckmarks` one). Markup says `<?sectionValue $$viewModel.size?>`.
    ///
    /// The table keeps the binding; binding the section again replaces it.
    /// - Throws: ``BindingError`` when the key path is not one the owner has.
    @discardableResult
    public func bindValue(ofSection section: Int, to owner: some KeyValueCoding, keyPath: String) throws(BindingError) -> Binding {
        let sectionValue = TableSectionValue(table: self, section: section)
        let binding = try sectionValue.bind("value", to: owner, keyPath, mode: .twoWay)
        sectionValues[section] = sectionValue
        return binding
    }

    /// The value of `section` bound with ``bindValue(ofSection:to:keyPath:)``, if any.
    public func boundValue(ofSection section: Int) -> TableSectionValue? {
        sectionValues[section]
    }
}
