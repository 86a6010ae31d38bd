/// An `@Observed` property that `setValue(_:forKeyPath:)` edits through: a dictionary or array it
/// holds is read, changed and stored back in one atomic step.
protocol KeyPathEditableProperty: AnyObject {
    /// Replaces the value with what `edit` makes of it, converted to the property's type, and
    /// notifies as a set does; stores nothing when `edit` returns `nil`.
    ///
    /// `edit` runs outside the lock and again, on the new value, when another write comes before
    /// its result is stored; `conversionError` names a result that does not convert.
    func editValue(_ edit: (Any?) throws(KeyValueError) -> Any?,
                   conversionError: (ValueConversion.Failure, Any) -> KeyValueError) throws(KeyValueError)
}

extension Observed: KeyPathEditableProperty {
    func editValue(_ edit: (Any?) throws(KeyValueError) -> Any?,
                   conversionError: (ValueConversion.Failure, Any) -> KeyValueError) throws(KeyValueError) {
        while true {
            lock.lock()
            let current = value
            let seen = version
            lock.unlock()
            guard let edited = try edit(flatten(current)) else { return }
            let converted: Value
            do throws(ValueConversion.Failure) {
                converted = try ValueConversion.convert(edited, to: Value.self)
            } catch {
                throw conversionError(error, edited)
            }
            if checksDuplicates, isDuplicate(current, converted) { return }
            if commit(converted, over: seen, kind: .setting, indexes: nil, old: { flatten(current) }, new: { flatten(converted) }) { return }
        }
    }
}
