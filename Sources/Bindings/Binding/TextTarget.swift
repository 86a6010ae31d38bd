/// An `@Observed` text property a binding writes typed, without boxing the text in `Any` and
/// converting it back: a `String?`, or a `String`, which takes the binding's default for `nil`.
///
/// Plain data (the default is passed in rather than kept), so a binding copies and frees it
/// without a call.
struct TextTarget: Sendable {
    private let entry: PropertyTable.Entry
    /// Whether the property is a `String?`, which takes `nil` as it is.
    private let isOptional: Bool

    /// The text target of `entry`, a `String?` property when `isOptional`, else a `String` one.
    init(_ entry: PropertyTable.Entry, isOptional: Bool) {
        self.entry = entry
        self.isOptional = isOptional
    }

    /// Sets `text` on `target`, or `fallback`'s text for `nil` on a `String` property. `target`
    /// is taken as the existential it arrives as: opening it and wrapping it again for the store
    /// would retain it.
    @inline(__always)
    func write(_ text: consuming String?, to target: any KeyValueCoding, fallback: TargetDefault?) {
        let field = PropertyTable.Entry.field(at: entry.offset, of: target)
        if isOptional {
            // A view's text, the common case, is stored without the general entry point's dispatch.
            if entry.confined {
                ObservedAccess.storeConfined(consume text, in: field, of: target)
            } else {
                ObservedAccess.write(consume text, to: field, of: target, confined: false)
            }
        } else {
            ObservedAccess.write(text ?? fallback?.text ?? "", to: field, of: target, confined: entry.confined)
        }
    }
}
