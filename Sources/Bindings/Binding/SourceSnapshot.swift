/// A direct source's value read while a binding registers, under that same hold of the owner's
/// lock, for the binding's first update: typed as the plan's ``SourceExtraction`` reads it.
///
/// Reading it there rather than after costs no second hold of the lock, and the value is the one
/// the registration saw: any later write is delivered to the binding as a change.
enum SourceSnapshot {
    case text(String)
    case optionalText(String?)
    case row([String: Any])
    case optionalRow([String: Any]?)

    /// The value at `field` as `extraction` reads it; `nil` for an extraction that evaluates the
    /// value boxed, which the update reads itself. Called with the owner's lock held.
    ///
    /// A function rather than an initializer: it borrows `extraction`, where an initializer
    /// would take a copy of it.
    static func read(_ extraction: SourceExtraction, at field: UnsafeMutableRawPointer) -> SourceSnapshot? {
        switch extraction {
        case .text: .text(ObservedAccess.value(field, String.self).pointee)
        case .optionalText: .optionalText(ObservedAccess.value(field, String?.self).pointee)
        case .dictionaryValue(_, false), .formattedDictionaryValue(_, false), .dictionaryTemplate(_, false),
             .evaluatedOverDictionary(false):
            .row(ObservedAccess.value(field, [String: Any].self).pointee)
        case .dictionaryValue(_, true), .formattedDictionaryValue(_, true), .dictionaryTemplate(_, true),
             .evaluatedOverDictionary(true):
            .optionalRow(ObservedAccess.value(field, [String: Any]?.self).pointee)
        case .evaluated: nil
        }
    }

    /// Calls `body` with the address of the value, as ``Binding/set(from:on:thread:)`` reads it.
    func withValue(_ body: (UnsafeRawPointer) -> Void) {
        switch self {
        case .text(let value): withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
        case .optionalText(let value): withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
        case .row(let value): withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
        case .optionalRow(let value): withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
        }
    }
}
