import Bindings

/// A view that markup creates in a style: MarkupKit's `style` attribute (`style="groupedTableView"`,
/// `style="value1"`, `style="systemButton"`), which UIKit takes when the view is created. The view is
/// made in its style before any other attribute is set, whatever the attributes' order.
@MainActor
public protocol MarkupStyleCreatable: View {
    /// The style names it takes, for the element catalog and tools.
    nonisolated static var markupStyleNames: [String] { get }
    /// Creates the view in the style markup names, or throws naming the styles it takes.
    static func make(markupStyle: String) throws(KeyValueConversionFailure) -> Self
}

/// MarkupKit's style names: a case name, alone or followed by the kind of view (`grouped` or
/// `groupedTableView`, `system` or `systemButton`).
enum MarkupStyleName {
    /// Every name ``parse(_:suffix:as:)`` takes for `Style`: each case alone and followed by `suffix`.
    static func names<Style: NamedEnumeration>(of _: Style.Type, suffix: String) -> [String] {
        Style.allCases.flatMap { [$0.rawValue, $0.rawValue + suffix] }
    }

    static func parse<Style: NamedEnumeration>(_ text: String, suffix: String, as type: Style.Type = Style.self)
        throws(KeyValueConversionFailure) -> Style {
        let name = StringCoding.trimmed(text)
        if name.hasSuffix(suffix), name.count > suffix.count, let style = try? Style(parsing: String(name.dropLast(suffix.count))) {
            return style
        }
        return try Style(parsing: name)
    }
}
