// `setValue(_:forKeyPath:)` edits a dictionary or array an `@Observed` property holds in one
// atomic step; see `ObservedPropertyReference.editValue(_:conversionError:)`.
extension ObservedAccess {
    static func editValue<Value>(_ field: UnsafeMutableRawPointer, _: Value.Type, of object: any KeyValueCoding,
                          _ edit: (Any?) throws(KeyValueError) -> Any?,
                          conversionError: (ValueConversion.Failure, Any) -> KeyValueError) throws(KeyValueError) {
        while true {
            let (current, seen) = valueForEdit(field, Value.self, of: object)
            guard let edited = try edit(flatten(current)) else { return }
            let converted: Value
            do throws(ValueConversion.Failure) {
                converted = try ValueConversion.convert(edited, to: Value.self)
            } catch {
                throw conversionError(error, edited)
            }
            if options(field, Value.self).contains(.distinct), let comparator = DistinctValues.comparator(for: Value.self),
               comparator.areEqual(current, converted) { return }
            if commit(converted, over: seen, to: field, of: object, kind: .setting, indexes: nil,
                      old: { flatten(current) }, new: { flatten(converted) }) { return }
        }
    }
}
