import Foundation

/// The built-in `personNameComponents` formatter: shows a `PersonNameComponents`, or a dictionary
/// with the same keys (`namePrefix`, `givenName`, `middleName`, `familyName`, `nameSuffix`,
/// `nickname`), as a name in English order.
///
/// `style=` is `medium` or `default` (`John Smith`, the default), `short` (the nickname, else the
/// given name: `Johnny`), `long` (`Dr. John Quincy Smith Jr.`) or `abbreviated` (initials of the
/// given and family names: `JS`). Missing parts are skipped. Foundation's
/// `PersonNameComponentsFormatter` is unavailable on Linux. Other values are returned unchanged.
final class PersonNameValueFormatter: ValueFormatter {
    enum Style: Sendable { case short, medium, long, abbreviated }

    private let style: Style

    init(arguments: [String: String]) throws(FormatterError) {
        let arguments = try FormatterArguments(arguments, allowed: ["style"])
        style = try arguments.choice("style", from: [
            ("default", Style.medium), ("short", .short), ("medium", .medium), ("long", .long), ("abbreviated", .abbreviated),
        ]) ?? .medium
    }

    func format(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard let name = Self.components(value) else { return value }
        switch style {
        case .short:
            return [name.nickname, name.givenName, name.familyName].lazy.compactMap(Self.nonEmpty).first ?? ""
        case .medium:
            return Self.joined([name.givenName, name.familyName])
        case .long:
            return Self.joined([name.namePrefix, name.givenName, name.middleName, name.familyName, name.nameSuffix])
        case .abbreviated:
            return [name.givenName, name.familyName].compactMap { Self.nonEmpty($0)?.first?.uppercased() }.joined()
        }
    }

    private static func components(_ value: Any) -> PersonNameComponents? {
        if let components = value as? PersonNameComponents { return components }
        guard let dictionary = value as? [String: Any] else { return nil }
        func part(_ key: String) -> String? { dictionary[key].flatMap { ExpressionSemantics.string($0) } }
        var components = PersonNameComponents()
        components.namePrefix = part("namePrefix")
        components.givenName = part("givenName")
        components.middleName = part("middleName")
        components.familyName = part("familyName")
        components.nameSuffix = part("nameSuffix")
        components.nickname = part("nickname")
        return components
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        return text
    }

    private static func joined(_ parts: [String?]) -> String {
        parts.compactMap(nonEmpty).joined(separator: " ")
    }
}
