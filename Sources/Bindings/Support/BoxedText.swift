/// Reads text out of an `Any` box without the runtime's general cast.
///
/// Bindings move row values (`[String: Any]`) into labels by the thousand per second, and nearly
/// all are strings: `value as? String` goes through `swift_dynamicCast`, which handles every kind
/// of source and destination and costs several times the rest of the update. When the box holds
/// exactly a `String`, the value sits at the start of the box's inline buffer (an existential's
/// buffer is three words and a `String` two, per Swift's stable ABI), so it is loaded from there
/// after one metadata comparison. `BoxedTextTests` checks this against the cast.
enum BoxedText {
    /// The string in `value` when it holds exactly a `String`, otherwise `nil` (callers fall back
    /// to the general conversion, which also unwraps optionals and converts other types).
    @inline(__always)
    static func exactString(_ value: Any) -> String? {
        guard type(of: value) == String.self else { return nil }
        return withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: String.self) }
    }
}
