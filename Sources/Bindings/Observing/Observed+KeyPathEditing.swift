// `setValue(_:forKeyPath:)` edits a dictionary or array an `@Observed` property holds in one
// atomic step; see `AnyObservedProperty.editValue(_:conversionError:)`.
extension Observed {
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
