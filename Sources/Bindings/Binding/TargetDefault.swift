/// The value a binding's `nil` result sets on a non-optional property, kept in a box of its own:
/// most bound properties are optional (every label's text) and need none, and a binding then pays
/// nothing for it when made or freed.
final class TargetDefault: @unchecked Sendable {
    // @unchecked: immutable; the value is only copied out.
    let value: Any
    /// The value when it is text, for a ``TextTarget`` to write typed.
    let text: String?

    init(_ value: Any, text: String? = nil) {
        self.value = value
        self.text = text
    }
}
