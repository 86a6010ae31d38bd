import Bindings

extension ViewKit {
    /// The Markdown table of every element and the attributes it adds to those of the nearest
    /// listed class it inherits from, generated from ``elements`` and each class's declared keys
    /// (an object's keys as dotted attributes, see ``attributes(of:)``): the `Elements` article
    /// embeds it, and a test compares the two, so the documentation cannot drift from the registry.
    @MainActor
    static func catalogTable() -> String {
        var lines = ["| Element | MarkupKit names | Inherits from | Attributes it adds | Children, events and styles |",
                     "| --- | --- | --- | --- | --- |"]
        for element in elements {
            let names = element.markupKitNames.map { "`\($0)`" }.joined(separator: ", ")
            let superclass = listedAncestor(of: element.type)
            let inherited = Set(superclass.map(attributes(of:)) ?? [])
            let keys = attributes(of: element.type).filter { !inherited.contains($0) }.joined(separator: ", ")
            let parent = superclass.map { "`\(String(describing: $0))`" } ?? "—"
            let extras = markupVocabulary(of: element.type)
            lines.append("| `\(element.name)` | \(names) | \(parent) | \(keys.isEmpty ? "—" : keys) | \(extras.isEmpty ? "—" : extras) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The attributes a document can set on the class, as the table shows them: its declared keys,
    /// with a key that holds an object standing for that object's keys as dotted attributes
    /// (`layer.cornerRadius`, `textContainer.lineFragmentPadding`, see ``MarkupAttributeKey``); a
    /// key that holds a view (a cell's `textLabel`) stands for every attribute of the listed class it
    /// is (`textLabel.*`, a `Label`'s attributes).
    @MainActor
    static func attributes(of type: View.Type) -> [String] {
        MarkupElementDescription(type).attributeKeys.flatMap { attribute -> [String] in
            switch attribute {
            case .value(let key):
                return ["`\(key)`"]
            case .object(let key, let object):
                if let view = object as? View, let listed = listedClass(of: Swift.type(of: view)) {
                    return ["`\(key).*` (a `\(String(describing: listed))`'s attributes)"]
                }
                return Swift.type(of: object).declaredKeys.map { "`\(key).\($0)`" }
            }
        }
    }

    /// What markup gives the class besides attributes, from the protocols it adopts: item elements
    /// with their attributes, instructions (a slot's with the class its view must be, when not any
    /// view), `on` events and `style` names.
    private static func markupVocabulary(of type: View.Type) -> String {
        let description = MarkupElementDescription(type)
        var parts = description.itemKinds.map { kind in "`<\(kind.element)\(kind.attributes.map { " " + $0 }.joined())>`" }
        parts += description.itemInstructions.map { "`<?\($0)?>`" }
        parts += description.sectionElements.map { "`<\($0.rawValue)>`" }
        parts += description.sectionInstructions.map { "`<?\($0.rawValue)?>`" }
        parts += description.slots.map { slot in
            "`<?\(slot.name)?>`" + (slot.viewType == View.self ? "" : " (a `\(String(describing: slot.viewType))`)")
        }
        parts += description.events.map { "`on\($0)`" }
        if let styleNames = description.styleNames {
            parts.append("`style`: " + styleNames.map { "`\($0)`" }.joined(separator: ", "))
        }
        return parts.joined(separator: ", ")
    }

    /// `type` when it is an element, else the nearest class above it that is one.
    private static func listedClass(of type: View.Type) -> View.Type? {
        elements.contains { $0.type == type } ? type : listedAncestor(of: type)
    }

    /// The nearest class above `type` that is itself an element (`View` above `ColumnView`, not
    /// the `StackView` between them), so that the table shows every key a listed class takes.
    private static func listedAncestor(of type: View.Type) -> View.Type? {
        var current: AnyClass? = _getSuperclass(type)
        while let candidate = current {
            if let view = candidate as? View.Type, elements.contains(where: { $0.type == view }) { return view }
            current = _getSuperclass(candidate)
        }
        return nil
    }
}
