/// How a compiled binding gets its target's value from the value of its direct source (see
/// ``DirectSource``), chosen once from the source's type and the expression's form.
///
/// The forms a cell binds most (a key, a key of the row dictionary, a template of the row's keys)
/// read the value at its typed address, with no box and no cast, and look the row's keys up
/// directly; everything else evaluates the expression. A formatter, if any, formats the result.
enum SourceExtraction: Sendable {
    /// `$name` over a `String` property, no formatter: the text itself.
    case text
    /// `$name` over a `String?` property, no formatter.
    case optionalText
    /// `$content.key` over a `[String: Any]` (or, when `optional`, a `[String: Any]?`) property,
    /// no formatter: the row's value for `key`.
    case dictionaryValue(key: String, optional: Bool)
    /// The same with a formatter, such as `$content.distance::number`: the value, formatted.
    case formattedDictionaryValue(key: String, optional: Bool)
    /// A template over such a property whose every interpolation is a key of the row, such as
    /// `` `{content.city} {content.state}` ``: the parts joined, each key's value as text.
    case dictionaryTemplate([RowTemplatePart], optional: Bool)
    /// Any other expression over a row dictionary: key paths read from the dictionary, typed.
    case evaluatedOverDictionary(optional: Bool)
    /// Any other expression: the source boxed once, key paths read from the box.
    case evaluated

    init(_ expression: BindingExpression, source: DirectSource) {
        let valueType = source.entry.storage.valueType
        let isOptionalDictionary = valueType == [String: Any]?.self
        guard isOptionalDictionary || valueType == [String: Any].self else {
            let components = expression.formatter == nil ? expression.bareKeyPath?.components.count : nil
            if components == 1, valueType == String.self {
                self = .text
            } else if components == 1, valueType == String?.self {
                self = .optionalText
            } else {
                self = .evaluated
            }
            return
        }
        if let keyPath = expression.bareKeyPath, let key = Self.rowKey(keyPath) {
            self = expression.formatter == nil ? .dictionaryValue(key: key, optional: isOptionalDictionary)
                : .formattedDictionaryValue(key: key, optional: isOptionalDictionary)
        } else if case .template(let parts) = expression.root, let rowParts = Self.rowTemplate(parts) {
            self = .dictionaryTemplate(rowParts, optional: isOptionalDictionary)
        } else {
            self = .evaluatedOverDictionary(optional: isOptionalDictionary)
        }
    }

    /// The row key `keyPath` reads when it is the source's key then one plain key of the row.
    private static func rowKey(_ keyPath: ExpressionKeyPath) -> String? {
        let components = keyPath.components
        guard components.count == 2, !components[1].hasPrefix("@") else { return nil }
        return components[1]
    }

    /// `parts` over row keys, when every interpolation is a bare key path that reads one.
    private static func rowTemplate(_ parts: [TemplatePart]) -> [RowTemplatePart]? {
        var rowParts: [RowTemplatePart] = []
        for part in parts {
            switch part {
            case .text(let text):
                rowParts.append(.text(text))
            case .value(.keyPath(let keyPath)):
                guard let key = rowKey(keyPath) else { return nil }
                rowParts.append(.key(key))
            case .value:
                return nil
            }
        }
        return rowParts
    }
}

/// A piece of a ``SourceExtraction/dictionaryTemplate(_:optional:)``: literal text, or the row's
/// value for a key, as text.
enum RowTemplatePart: Sendable {
    case text(String)
    case key(String)
}
