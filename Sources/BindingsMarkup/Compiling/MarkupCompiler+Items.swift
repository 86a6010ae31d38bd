// Items: the child elements and instructions a ``MarkupItemContainer`` takes (a picker's `<row>`
// and `<?componentName?>`), checked against its kinds and tried on the prototype.
extension MarkupCompiler {
    /// A child element that is not a view: a container's item, a section element or a controller
    /// item (at the root), compiled, or `nil` for a view element.
    @inline(never)
    mutating func compileNonViewChild(_ child: MarkupElement, file: String, parent: View, atRoot: Bool) -> [ChildTemplate]? {
        if let controllerItem = compileControllerItem(child, file: file, parent: parent, atRoot: atRoot) { return controllerItem }
        if let kind = MarkupElementDescription(type(of: parent)).itemKind(named: child.name), let container = parent as? any MarkupItemContainer {
            return compileItem(child, kind: kind, file: file, container: container).map { [$0] } ?? []
        }
        guard let section = SectionElement(rawValue: child.name) else { return nil }
        return compileSectionElement(child, section, file: file, parent: parent).map { [.section($0)] } ?? []
    }

    /// An item element of a ``MarkupItemContainer``: its attributes checked against its kind, then
    /// tried on the prototype so that a value the view refuses is reported now.
    @inline(never)
    mutating func compileItem(_ element: MarkupElement, kind: MarkupItemKind, file: String,
                              container: any MarkupItemContainer) -> ChildTemplate? {
        let location = MarkupLocation(file: file, position: element.position)
        var values: [String: String] = [:]
        var readOnce: [ItemAttributeReading] = []
        var valid = true
        for attribute in element.attributes {
            let nameLocation = MarkupLocation(file: file, position: attribute.namePosition)
            guard kind.attributes.contains(attribute.name) else {
                diagnostics.append(nameLocation.diagnostic(.compiling(.unknownProperty(
                    name: attribute.name, type: kind.element, suggestion: Suggestion.closest(to: attribute.name, in: kind.attributes)))))
                valid = false
                continue
            }
            if case .binding(let source, let offset, let mode) = AttributeValue(attribute.value) {
                let valueLocation = MarkupLocation(file: file, position: attribute.valuePosition)
                guard mode != .twoWay else {
                    diagnostics.append(valueLocation.diagnostic(.compiling(.invalidValue(
                        property: attribute.name, value: attribute.value, expected: "a literal, a localized value or a value read once ('$key'); items are not views to bind both ways"))))
                    valid = false
                    continue
                }
                let sourced = SourcedAttribute(name: attribute.name, value: attribute.value, nameLocation: nameLocation,
                                               valueLocation: valueLocation, attribute: attribute)
                guard let expression = parseBinding(sourced, source: source, offset: offset),
                      checkFormatter(of: expression, source: source, mode: mode, at: valueLocation) else {
                    valid = false
                    continue
                }
                readOnce.append(ItemAttributeReading(name: attribute.name, expression: expression, location: valueLocation))
                continue
            }
            values[attribute.name] = localized(attribute.value, at: MarkupLocation(file: file, position: attribute.valuePosition))
        }
        for name in kind.required where element.attribute(named: name) == nil {
            diagnostics.append(location.diagnostic(.compiling(.missingAttribute(name: name, element: kind.element))))
            valid = false
        }
        if let child = element.childElements.first {
            diagnostics.append(MarkupLocation(file: file, position: child.position).diagnostic(.compiling(.misplacedElement(name: child.name, parent: kind.element))))
            valid = false
        }
        guard valid else { return nil }
        let item = MarkupItem(kind.element, attributes: values)
        do {
            try container.addMarkupItem(item)
        } catch {
            let position = element.attribute(named: error.attribute)?.valuePosition ?? element.position
            diagnostics.append(MarkupLocation(file: file, position: position).diagnostic(.compiling(.invalidValue(
                property: error.attribute, value: error.value, expected: error.expected))))
            return nil
        }
        return .item(item, readOnce: readOnce, location: location)
    }

    /// One of the container's own instructions, applied to the prototype, or `nil` when `parent`
    /// takes no instruction of that name.
    @inline(never)
    mutating func compileItemInstruction(_ instruction: MarkupInstruction, location: MarkupLocation, parent: View) -> [ChildTemplate]? {
        guard MarkupElementDescription(type(of: parent)).itemInstructions.contains(instruction.target),
              let container = parent as? any MarkupItemContainer else { return nil }
        do {
            try container.applyMarkupInstruction(instruction.target, data: instruction.data)
            return [.instruction(target: instruction.target, data: instruction.data, location: location)]
        } catch {
            diagnostics.append(location.diagnostic(.compiling(.invalidInstruction(target: instruction.target, reason: "expected \(error.expected)"))))
            return []
        }
    }
}
