import Bindings

/// What an attribute's text means: a literal, a localized string, or a binding with its mode.
///
/// | Text | Meaning |
/// | --- | --- |
/// | `Hello` | the literal `Hello`, converted to the property's type |
/// | `@greeting` | the localized string for `greeting` (the literal key when the table lacks it) |
/// | `$content.name` | a one-way binding |
/// | `$=content.name` | a one-time binding |
/// | `$$searchText` | a two-way binding |
/// | `^$5`, `^@home`, `^^` | the literal `$5`, `@home`, `^`: `^` escapes a leading `$`, `@` or `^` |
enum AttributeValue {
    case literal(String)
    case localized(key: String)
    /// A binding: the expression source and the offset (in characters) where it starts in the value.
    case binding(source: String, offset: Int, mode: BindingMode)

    init(_ text: String) {
        // Only text whose first byte is a marker can start with one: most values are literals.
        guard let first = text.utf8.first, first == UInt8(ascii: "^") || first == UInt8(ascii: "$") || first == UInt8(ascii: "@") else {
            self = .literal(text)
            return
        }
        if text.hasPrefix("^"), let next = text.dropFirst().first, "$@^".contains(next) {
            self = .literal(String(text.dropFirst()))
        } else if text.hasPrefix("$$") {
            self = .binding(source: String(text.dropFirst(2)), offset: 2, mode: .twoWay)
        } else if text.hasPrefix("$=") {
            self = .binding(source: String(text.dropFirst(2)), offset: 2, mode: .oneTime)
        } else if text.hasPrefix("$") {
            self = .binding(source: String(text.dropFirst()), offset: 1, mode: .oneWay)
        } else if text.hasPrefix("@"), text.count > 1 {
            self = .localized(key: String(text.dropFirst()))
        } else {
            self = .literal(text)
        }
    }
}
