import Bindings
import Foundation

/// An XML Schema (XSD) of every element and attribute markup documents may use, generated from the
/// view kit's registry (``ViewKit/elements``), each class's declared keys and the protocols it adopts,
/// for `xmllint --schema` and for editors' validation and completion (`markup-lint --schema`).
///
/// Each element name has a complex type listing its attributes: its keys, the dotted keys of the
/// objects it holds (`textLabel.text`, `layer.cornerRadius`), `id`, `class`, its `onXxx` events and
/// `style`; its children are any view element, the items it takes and, for tables, the section
/// elements. Each key's type is its property's declared type (so an optional whose default is `nil`
/// is typed by what it wraps), as a simple type accepting the text the kit converts: numbers,
/// booleans, colors, fonts, geometry, dates, an enumeration's case names (see `schemaType(of:)`).
/// A value starting with `$` or `@` (a binding or a localized string) is allowed everywhere, as the
/// compiler reads those before converting.
@MainActor
public enum MarkupSchema {
    /// The schema document.
    public static func xsd(elements: [ViewKit.Element] = ViewKit.elements) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<!-- Generated from the view kit's registry by markup-lint with its schema option; do not edit. -->",
            #"<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">"#,
        ] + simpleTypes + [
            #"  <xs:group name="view">"#,
            "    <xs:choice>",
        ]
        let names = elements.flatMap { [$0.name] + $0.markupKitNames }
        lines += names.map { "      <xs:element ref=\"\($0)\"/>" }
        // The owner controller's items: the compiler takes them under the root element only.
        lines += ControllerItemElement.ownerItems.map { "      <xs:element ref=\"\($0.rawValue)\"/>" }
        lines += ["    </xs:choice>", "  </xs:group>"]
        var enumerations: [String: String] = [:]
        lines += controllerItemElements(enumerations: &enumerations)
        for element in elements {
            for name in [element.name] + element.markupKitNames {
                lines.append("  <xs:element name=\"\(name)\" type=\"\(element.name)Type\"/>")
            }
            lines += complexType(for: element, enumerations: &enumerations)
        }
        // A document's `<root>` applies to the view it loads into: any view's attributes, at the top only.
        lines.append("  <xs:element name=\"root\" type=\"ViewType\"/>")
        lines += enumerations.sorted { $0.key < $1.key }.map(\.value)
        lines.append("</xs:schema>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<navigationItem>` with its bar button items, and `<tabBarItem>`, each typed by its item's keys.
    private static func controllerItemElements(enumerations: inout [String: String]) -> [String] {
        func attributes(of element: ControllerItemElement) -> String {
            let type = element.objectType
            var attributes = Set(type.declaredKeys + type.computedKeys.keys).sorted().map { key in
                "<xs:attribute name=\"\(key)\" type=\"\(type.declaredValueType(forKey: key).map { schemaType(of: unwrapped($0).type, enumerations: &enumerations) } ?? "expression")\"/>"
            }
            attributes.append("<xs:attribute name=\"\(MarkupElementDescription.outletAttribute)\" type=\"xs:string\"/>")
            attributes += element.events.map { "<xs:attribute name=\"on\($0)\" type=\"xs:string\"/>" }
            return attributes.joined()
        }
        let barItems = ControllerItemElement.barButtonItems.map { element in
            "<xs:element name=\"\(element.rawValue)\"><xs:complexType>\(attributes(of: element))</xs:complexType></xs:element>"
        }.joined()
        return [
            "  <xs:element name=\"\(ControllerItemElement.navigationItem.rawValue)\"><xs:complexType>"
                + "<xs:choice minOccurs=\"0\" maxOccurs=\"unbounded\">\(barItems)</xs:choice>"
                + "\(attributes(of: .navigationItem))</xs:complexType></xs:element>",
            "  <xs:element name=\"\(ControllerItemElement.tabBarItem.rawValue)\"><xs:complexType>"
                + "\(attributes(of: .tabBarItem))</xs:complexType></xs:element>",
        ]
    }

    private static func complexType(for element: ViewKit.Element, enumerations: inout [String: String]) -> [String] {
        let type = element.type
        let description = MarkupElementDescription(type)
        var lines = ["  <xs:complexType name=\"\(element.name)Type\">", "    <xs:choice minOccurs=\"0\" maxOccurs=\"unbounded\">",
                     "      <xs:group ref=\"view\"/>"]
        for kind in description.itemKinds {
            lines.append("      <xs:element name=\"\(kind.element)\"><xs:complexType>"
                + kind.attributes.map { attribute in
                    "<xs:attribute name=\"\(attribute)\" type=\"xs:string\"\(kind.required.contains(attribute) ? " use=\"required\"" : "")/>"
                }.joined() + "</xs:complexType></xs:element>")
        }
        for section in description.sectionElements {
            lines.append("      <xs:element name=\"\(section.rawValue)\"><xs:complexType><xs:group ref=\"view\" minOccurs=\"0\"/>"
                + "<xs:attribute name=\"\(SectionElement.titleAttribute)\" type=\"xs:string\"/></xs:complexType></xs:element>")
        }
        lines.append("    </xs:choice>")
        var attributes: [(name: String, type: String, documentation: String)] = []
        func typed(_ name: String, _ declared: Any.Type?) -> (name: String, type: String, documentation: String) {
            guard let declared else { return (name, "expression", "undeclared") }
            let (valueType, isOptional) = unwrapped(declared)
            return (name, schemaType(of: valueType, enumerations: &enumerations),
                    String(describing: valueType) + (isOptional ? " (optional)" : ""))
        }
        for attribute in description.attributeKeys {
            switch attribute {
            case .value(let key):
                attributes.append(typed(key, type.declaredValueType(forKey: key)))
            case .object(let key, let object):
                let objectType = Swift.type(of: object)
                attributes += objectType.declaredKeys.map { typed("\(key).\($0)", objectType.declaredValueType(forKey: $0)) }
            }
        }
        attributes += [(MarkupElementDescription.outletAttribute, "xs:string", "the owner's outlet"),
                       (MarkupElementDescription.classAttribute, "xs:string", "templates from <?properties?>")]
        attributes += description.events.map { ("on\($0)", "xs:string", "the owner's action") }
        if let styleNames = description.styleNames {
            enumerations["\(element.name)Style"] = enumerationType("\(element.name)Style", cases: styleNames)
            attributes.append((MarkupElementDescription.styleAttribute, "\(element.name)Style", "how the view is created"))
        }
        for attribute in attributes.sorted(by: { $0.name < $1.name }) {
            lines.append("    <xs:attribute name=\"\(attribute.name)\" type=\"\(attribute.type)\">"
                + "<xs:annotation><xs:documentation>\(escaped(attribute.documentation))</xs:documentation></xs:annotation></xs:attribute>")
        }
        lines.append("  </xs:complexType>")
        return lines
    }

    /// `text` as XML character data, or as an attribute value with `quotes`.
    static func escaped(_ text: String, quotes: Bool = false) -> String {
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        return quotes ? escaped.replacingOccurrences(of: "\"", with: "&quot;") : escaped
    }
}

extension NamedEnumeration {
    /// The case names, in declaration order.
    static var caseNames: [String] { allCases.map(\.rawValue) }
}
