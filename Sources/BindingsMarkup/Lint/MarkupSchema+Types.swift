import Bindings
import Foundation

/// The simple types of the schema: one per kind of value the kit converts from attribute text, each
/// a union with ``expression`` (a `$` binding or `@` localized string, legal in any attribute), so
/// a document the compiler accepts validates and one with a value it refuses (`numberOfLines="two"`)
/// does not. Attribute text is read as `xs:token` (surrounding whitespace dropped, inner runs made one
/// space), as the conversions trim it.
extension MarkupSchema {
    /// A decimal number as ``StringCoding`` reads it: `12`, `-3.5`, `.5`, `1e3`.
    private static let number = #"[+\-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+\-]?[0-9]+)?"#

    /// `count` numbers separated by a space and/or a comma.
    private static func numbers(_ count: Int) -> String {
        ([number] + Array(repeating: "( ?, ?| )" + number, count: count - 1)).joined()
    }

    /// `list` alone or in braces.
    private static func bracedOrNot(_ list: String) -> String {
        "\(list)|\\{ ?(\(list)) ?\\}"
    }

    /// A simple type `name` accepting a binding or text matching `pattern`.
    private static func patternType(_ name: String, _ pattern: String) -> String {
        #"  <xs:simpleType name="\#(name)"><xs:union memberTypes="expression"><xs:simpleType><xs:restriction base="xs:token">"#
            + #"<xs:pattern value="\#(escaped(pattern, quotes: true))"/></xs:restriction></xs:simpleType></xs:union></xs:simpleType>"#
    }

    /// The definitions of the fixed simple types, in name order.
    static var simpleTypes: [String] {
        let point = "\\{ ?\(numbers(2)) ?\\}"
        let letters = { (word: String) in word.map { "[\($0.uppercased())\($0.lowercased())]" }.joined() }
        return [
            // `StringCoding.parseBool`'s words, in any case.
            patternType("boolean", (["true", "false", "yes", "no"].map(letters) + ["1", "0"]).joined(separator: "|")),
            // A name may also be an image's, and an image file's name tiles it (`tile.png`).
            patternType("color", "#?[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?|\\p{L}[\\p{L}0-9]*|\(letters("rgb"))[Aa]?\\(.*\\)|\(letters("color"))\\(.*\\)"
                + "|\\S+\\.(\(MarkupLoader.imageExtensions.map(letters).joined(separator: "|")))"),
            patternType("date", "[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2})?(Z|[+\\-][0-9]{2}:[0-9]{2})?)?"),
            patternType("edgeInsets", bracedOrNot("\(number)|\(numbers(4))")),
            #"  <xs:simpleType name="expression"><xs:restriction base="xs:string"><xs:pattern value="[$@].*"/></xs:restriction></xs:simpleType>"#,
            patternType("font", "\\S*\\p{L}\\S*|\\S+( \\S+)* \\+?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+\\-]?[0-9]+)?"),
            // An integer, also written with a zero fraction (`3.0`), as the integer conversion reads it.
            #"  <xs:simpleType name="integer"><xs:union memberTypes="expression xs:integer"><xs:simpleType><xs:restriction base="xs:token">"#
                + #"<xs:pattern value="[+\-]?[0-9]+\.0*"/></xs:restriction></xs:simpleType></xs:union></xs:simpleType>"#,
            #"  <xs:simpleType name="number"><xs:union memberTypes="expression xs:double"/></xs:simpleType>"#,
            patternType("offset", bracedOrNot(numbers(2))),
            patternType("point", bracedOrNot(numbers(2))),
            patternType("rect", bracedOrNot(numbers(4)) + "|\(point)( ?,? ?)\(point)|\\{ ?\(point)( ?,? ?)\(point) ?\\}"),
            patternType("size", bracedOrNot(numbers(2))),
            patternType("timeZone", "[A-Za-z0-9_+\\-/]+"),
        ]
    }

    /// The simple type of an attribute holding `type`, registering the named types of enumerations
    /// and option sets in `enumerations`; `xs:string` for text (and `Any`, which takes the text as
    /// it is), ``expression`` alone for values
    /// that have no text form (arrays, dictionaries, objects), which only a binding can set.
    static func schemaType(of type: Any.Type, enumerations: inout [String: String]) -> String {
        switch type {
        case _ where type == Any.self: return "xs:string"
        case is String.Type, is URL.Type: return "xs:string"
        case is Bool.Type: return "boolean"
        case is any FixedWidthInteger.Type: return "integer"
        case is any BinaryFloatingPoint.Type: return "number"
        case is Color.Type: return "color"
        case is Font.Type: return "font"
        case is EdgeInsets.Type: return "edgeInsets"
        case is Point.Type: return "point"
        case is Offset.Type: return "offset"
        case is Size.Type: return "size"
        case is Rect.Type: return "rect"
        case is Date.Type: return "date"
        case is TimeZone.Type: return "timeZone"
        case let enumeration as any NamedEnumeration.Type:
            let name = String(describing: enumeration)
            enumerations[name] = enumerationType(name, cases: enumeration.caseNames)
            return name
        case let options as any NamedOptionSet.Type:
            let name = String(describing: options)
            let words = (options.optionNames + ["[0-9]+"]).joined(separator: "|")
            enumerations[name] = patternType(name, "[ ,]*(\(words))([ ,]+(\(words)))*[ ,]*")
            return name
        case is any KeyValueConvertible.Type: return "xs:string"
        default: return "expression"
        }
    }

    /// A simple type `name` accepting a binding or one of `cases`.
    static func enumerationType(_ name: String, cases: [String]) -> String {
        "  <xs:simpleType name=\"\(name)\"><xs:union memberTypes=\"expression\"><xs:simpleType><xs:restriction base=\"xs:string\">"
            + cases.map { "<xs:enumeration value=\"\($0)\"/>" }.joined() + "</xs:restriction></xs:simpleType></xs:union></xs:simpleType>"
    }

    /// `type` without any optional around it, and whether there was one.
    static func unwrapped(_ type: Any.Type) -> (type: Any.Type, isOptional: Bool) {
        guard let optional = type as? any AnyOptional.Type else { return (type, false) }
        return (unwrapped(optional.wrappedType).type, true)
    }
}

extension NamedOptionSet {
    /// The names parsing accepts: each option's, and `none` and `all`.
    static var optionNames: [String] {
        var names = namedOptions.map(\.name)
        for name in ["none", "all"] where !names.contains(name) { names.append(name) }
        return names
    }
}
