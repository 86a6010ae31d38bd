import Foundation

// Styles: class templates from `<?properties?>` instructions and style sheets, applied with `class=`.
extension MarkupCompiler {
    /// The element's attributes with those of its classes first, so that the element's own win.
    @inline(never)
    mutating func attributes(of element: MarkupElement, file: String) -> [SourcedAttribute] {
        var result: [SourcedAttribute] = []
        result.reserveCapacity(element.attributes.count)
        if let classAttribute = element.attribute(named: MarkupElementDescription.classAttribute) {
            let location = MarkupLocation(file: file, position: classAttribute.valuePosition)
            for name in classAttribute.value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                guard let properties = styles.classes[name] else {
                    diagnostics.append(location.diagnostic(.compiling(.unknownClass(
                        name: name, suggestion: Suggestion.closest(to: name, in: styles.classes.keys))), severity: .warning))
                    continue
                }
                result.append(contentsOf: properties.map { SourcedAttribute(name: $0.key, value: $0.value, nameLocation: location, valueLocation: location, attribute: nil) })
            }
        }
        // Only class values can share a name with an attribute: the parser drops duplicates.
        let hasClassValues = !result.isEmpty
        for attribute in element.attributes where attribute.name != MarkupElementDescription.classAttribute {
            if hasClassValues { result.removeAll { $0.name == attribute.name } }
            result.append(SourcedAttribute(
                name: attribute.name, value: attribute.value,
                nameLocation: MarkupLocation(file: file, position: attribute.namePosition),
                valueLocation: MarkupLocation(file: file, position: attribute.valuePosition), attribute: attribute))
        }
        return result
    }

    /// The classes of the document's `<?properties?>` instructions, wherever they are. An unknown
    /// instruction before the root element is warned of as one among children is.
    mutating func collectStyles(in document: MarkupDocument) -> StyleSheet {
        var sheet = StyleSheet()
        var instructions = document.instructionsBeforeRoot + document.instructionsAfterRoot
        reportUnknown(document.instructionsBeforeRoot, file: document.file)
        // The stored records, in document order: no element or node values made to find them.
        for record in document.root.tree.records {
            for case .instruction(let instruction) in record.children { instructions.append(instruction) }
        }
        for instruction in instructions where instruction.target == MarkupInstructionName.properties.rawValue {
            let location = MarkupLocation(file: document.file, position: instruction.position)
            switch sources.styleSheet(from: instruction.data) {
            case .success(let parsed): sheet.merge(parsed)
            case .failure(let kind): diagnostics.append(location.diagnostic(kind))
            }
        }
        return sheet
    }

    /// Warns of the unknown ones among `instructions`, which are outside the root element.
    mutating func reportUnknown(_ instructions: [MarkupInstruction], file: String) {
        for instruction in instructions where MarkupInstructionName(rawValue: instruction.target) == nil {
            reportUnknown(instruction, at: MarkupLocation(file: file, position: instruction.position), parent: nil)
        }
    }
}
