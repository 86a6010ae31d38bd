import Foundation

/// Class templates: named sets of attributes that elements apply with `class="name"`, defined by
/// `<?properties {JSON}?>` in a document or in a style sheet file (`<?properties Name?>` or
/// ``MarkupLoader/styleSheets``).
struct StyleSheet {
    /// Attributes by class name, in the order they are written.
    private(set) var classes: [String: [(key: String, value: String)]] = [:]

    /// Adds `other`'s classes; a class defined in both gets `other`'s attributes on top.
    mutating func merge(_ other: StyleSheet) {
        for (name, attributes) in other.classes {
            var merged = classes[name] ?? []
            for attribute in attributes {
                merged.removeAll { $0.key == attribute.key }
                merged.append(attribute)
            }
            classes[name] = merged
        }
    }

    /// Parses `{"label.heading": {"font": "System-Bold 24", "numberOfLines": 2}}`.
    static func parse(json: String) throws(StyleSheetError) -> StyleSheet {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        } catch {
            throw StyleSheetError(reason: "not valid JSON")
        }
        guard let dictionary = object as? [String: Any] else {
            throw StyleSheetError(reason: "expected a JSON object of class names")
        }
        var sheet = StyleSheet()
        for (name, value) in dictionary {
            guard let attributes = value as? [String: Any] else {
                throw StyleSheetError(reason: "class '\(name)' must be a JSON object of attributes")
            }
            sheet.classes[name] = attributes.keys.sorted().map { key in (key, text(of: attributes[key])) }
        }
        return sheet
    }

    private static func text(of value: Any?) -> String {
        switch value {
        case let text as String: return text
        case let number as NSNumber:
            // JSON booleans arrive as NSNumber too, with the Objective-C type code of a char.
            if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
            return number.stringValue
        default: return String(describing: value ?? "")
        }
    }
}

/// Why a style sheet could not be read.
struct StyleSheetError: Error {
    let reason: String
}
