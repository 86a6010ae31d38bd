/// How a compiled binding gets its target's value from the value of its direct source (see
/// ``DirectSource``), chosen once from the source's type and the expression's form.
///
/// The forms a cell binds most (a key, a key of the row dictionary) read the value at its typed
/// address, with no box and no cast; everything else evaluates the expression.
enum SourceExtraction: Sendable {
    /// `$name` over a `String` property, no formatter: the text itself.
    case text
    /// `$name` over a `String?` property, no formatter.
    case optionalText
    /// `$content.key` over a `[String: Any]` (or, when `optional`, a `[String: Any]?`) property,
    /// no formatter: the row's value for `key`.
    case dictionaryValue(key: String, optional: Bool)
    /// Any other expression over a row dictionary: key paths read from the dictionary, typed.
    case evaluatedOverDictionary(optional: Bool)
    /// Any other expression: the source boxed once, key paths read from the box.
    case evaluated

    init(_ expression: BindingExpression, source: DirectSource) {
        let valueType = source.entry.storage.valueType
        let isDictionary = valueType == [String: Any].self
        let isOptionalDictionary = valueType == [String: Any]?.self
        guard expression.formatter == nil, let keyPath = expression.bareKeyPath else {
            self = isDictionary || isOptionalDictionary ? .evaluatedOverDictionary(optional: isOptionalDictionary) : .evaluated
            return
        }
        let components = keyPath.components
        if components.count == 1, valueType == String.self {
            self = .text
        } else if components.count == 1, valueType == String?.self {
            self = .optionalText
        } else if components.count == 2, isDictionary || isOptionalDictionary, !components[1].hasPrefix("@") {
            self = .dictionaryValue(key: components[1], optional: isOptionalDictionary)
        } else {
            self = isDictionary || isOptionalDictionary ? .evaluatedOverDictionary(optional: isOptionalDictionary) : .evaluated
        }
    }
}
