/// An `@Observed` text property a binding writes typed, without boxing the text in `Any` and
/// converting it back: a `String?`, or a `String`, which takes the binding's default for `nil`.
struct TextTarget: Sendable {
    private let entry: PropertyTable.Entry
    /// What a `nil` result sets on a `String` property; `nil` for a `String?` one.
    private let fallback: String?

    /// The text target of `entry`: a `String?` property when `fallback` is `nil`.
    init(_ entry: PropertyTable.Entry, fallback: String?) {
        self.entry = entry
        self.fallback = fallback
    }

    /// Sets `text` on `target`, taken as the existential it arrives as: opening it and wrapping
    /// it again for the store would retain it.
    @inline(__always)
    func write(_ text: String?, to target: any KeyValueCoding) {
        let field = PropertyTable.Entry.field(at: entry.offset, of: target)
        if let fallback {
            ObservedAccess.write(text ?? fallback, to: field, of: target, confined: entry.confined)
        } else {
            ObservedAccess.write(text, to: field, of: target, confined: entry.confined)
        }
    }
}
