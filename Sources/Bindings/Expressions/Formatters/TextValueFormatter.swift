import Foundation

/// The built-in `uppercase`, `lowercase`, `capitalized` and `trimmed` formatters.
///
/// They take no arguments; values that are not text are returned unchanged.
final class TextValueFormatter: ValueFormatter {
    /// The text transformations, named as they are registered.
    enum Transform: String, CaseIterable, Sendable {
        case uppercase, lowercase, capitalized, trimmed
    }

    let transform: Transform

    init(_ transform: Transform, arguments: [String: String]) throws(FormatterError) {
        _ = try FormatterArguments(arguments, allowed: [])
        self.transform = transform
    }

    func format(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard let text = ExpressionSemantics.string(value) else { return value }
        switch transform {
        case .uppercase: return text.uppercased()
        case .lowercase: return text.lowercased()
        case .capitalized: return text.capitalized
        case .trimmed: return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
