/// Reads text out of an `Any` box without the runtime's general cast.
///
/// Bindings move row values (`[String: Any]`) into labels by the thousand per second, and nearly
/// all are strings: `value as? String` goes through `swift_dynamicCast`, which handles every kind
/// of source and destination and costs several times the rest of the update. When the box holds
/// exactly a `String`, the value sits at the start of the box's inline buffer (an existential's
/// buffer is three words and a `String` two, per Swift's stable ABI), so it is loaded from there
/// after one comparison of the box's type word, read from the box too (the word after the buffer:
/// `type(of:)` would ask the runtime, which first looks through classes and nested existentials).
/// It is moved out, as a cast that takes its source does, so that it costs no reference count.
/// `BoxedTextTests` checks this against the cast.
enum BoxedText {
    /// The string in `value` when it holds exactly a `String`, moved out (a copy would be a retain,
    /// and the box's end a release) and replaced by an empty string, which owns no storage;
    /// otherwise `nil`, with `value` as it was (callers fall back to the general conversion, which
    /// also unwraps optionals and converts other types).
    @inline(__always)
    static func takeExactString(from value: inout Any) -> String? {
        withUnsafeMutablePointer(to: &value) { box in
            let raw = UnsafeMutableRawPointer(box)
            guard raw.load(fromByteOffset: RawLayout.existentialTypeOffset, as: UnsafeRawPointer.self) == stringType else { return nil }
            let text = raw.assumingMemoryBound(to: String.self).move()
            raw.initializeMemory(as: String.self, repeating: "", count: 1)
            return text
        }
    }

    /// `String`'s type metadata, as the type word of a box holding a `String` names it.
    private static var stringType: UnsafeRawPointer {
        RawLayout.metadata(of: String.self)
    }
}
