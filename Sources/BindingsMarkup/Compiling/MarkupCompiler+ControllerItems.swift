import Bindings

// Controller items: `<navigationItem>`, its bar button items and `<tabBarItem>`, which set the
// owner controller's items. Their attributes are the items' properties, checked on a new item as a
// view's are on its prototype; they may bind to the owner, fill an outlet, and a bar button item
// may name an action.
extension MarkupCompiler {
    /// `child` compiled when it is a controller item element (reported where it may not appear), or
    /// `nil` for another element.
    mutating func compileControllerItem(_ child: MarkupElement, file: String, parent: View, atRoot: Bool) -> [ChildTemplate]? {
        guard let element = ControllerItemElement(rawValue: child.name) else { return nil }
        let location = MarkupLocation(file: file, position: child.position)
        guard atRoot, ControllerItemElement.ownerItems.contains(element) else {
            diagnostics.append(location.diagnostic(.compiling(.misplacedElement(name: child.name, parent: String(describing: type(of: parent))))))
            return []
        }
        let template = compileItemAttributes(of: child, as: element, file: file)
        for grandchild in child.childElements {
            let childLocation = MarkupLocation(file: file, position: grandchild.position)
            guard element == .navigationItem, let barElement = ControllerItemElement(rawValue: grandchild.name),
                  ControllerItemElement.barButtonItems.contains(barElement) else {
                diagnostics.append(childLocation.diagnostic(.compiling(.misplacedElement(name: grandchild.name, parent: child.name))))
                continue
            }
            let barItem = compileItemAttributes(of: grandchild, as: barElement, file: file)
            if let misplaced = grandchild.childElements.first {
                diagnostics.append(MarkupLocation(file: file, position: misplaced.position)
                    .diagnostic(.compiling(.misplacedElement(name: misplaced.name, parent: grandchild.name))))
            }
            template.barButtonItems.append(barItem)
        }
        return [.controllerItem(template)]
    }

    /// The element's attributes checked on a new object of its type.
    private mutating func compileItemAttributes(of element: MarkupElement, as kind: ControllerItemElement, file: String) -> ControllerItemTemplate {
        let template = ControllerItemTemplate(element: kind, location: MarkupLocation(file: file, position: element.position))
        let object = kind.makeObject()
        for attribute in attributes(of: element, file: file) {
            compileItemAttribute(attribute, of: kind, on: object, into: template)
        }
        return template
    }

    private mutating func compileItemAttribute(_ attribute: SourcedAttribute, of kind: ControllerItemElement,
                                               on object: any KeyValueCoding, into template: ControllerItemTemplate) {
        if attribute.name == MarkupElementDescription.outletAttribute {
            template.outlet = .init(name: attribute.value, location: attribute.valueLocation)
            outletCount += 1
            return
        }
        if let event = ActionAttribute.event(of: attribute.name), type(of: object).declaredValueType(forKey: attribute.name) == nil {
            guard kind.events.contains(event) else {
                return report(.unknownKey(type: String(describing: type(of: object)), key: attribute.name, suggestion: nil), attribute, on: object)
            }
            template.action = .init(event: event, name: attribute.value, location: attribute.valueLocation)
            return
        }
        let text: String
        switch AttributeValue(attribute.value) {
        case .binding(let source, let offset, let mode):
            return compileItemBinding(attribute, source: source, offset: offset, mode: mode, on: object, into: template)
        case .localized(let key):
            text = localizedString(key) ?? key
            if localizedString(key) == nil {
                diagnostics.append(attribute.valueLocation.diagnostic(.localization(.missingLocalizedString(key: key)), severity: .warning))
            }
        case .literal(let literal):
            text = literal
        }
        do throws(KeyValueError) {
            try object.setValue(text, forKeyPath: attribute.name)
            let assignment = try KeyValueAssignment(object.value(forKeyPath: attribute.name), forKeyPath: attribute.name, of: object)
            template.properties.append(.init(assignment: assignment, location: attribute.nameLocation))
        } catch {
            report(error, attribute, on: object, text: text)
        }
    }

    private mutating func compileItemBinding(_ attribute: SourcedAttribute, source: String, offset: Int, mode: BindingMode,
                                             on object: any KeyValueCoding, into template: ControllerItemTemplate) {
        guard mode != .twoWay else {
            diagnostics.append(attribute.valueLocation.diagnostic(.compiling(.invalidValue(
                property: attribute.name, value: attribute.value, expected: "a one-way binding ($ or $=); the user does not edit bar items"))))
            return
        }
        guard let expression = parseBinding(attribute, source: source, offset: offset) else { return }
        do throws(KeyValueError) {
            _ = try object.checkedValue(forKeyPath: attribute.name)
            template.bindings.append(.init(keyPath: attribute.name, expression: expression, mode: mode, location: attribute.valueLocation))
        } catch {
            report(error, attribute, on: object)
        }
    }

    private mutating func report(_ error: KeyValueError, _ attribute: SourcedAttribute, on object: any KeyValueCoding, text: String? = nil) {
        switch error {
        case let .unknownKey(type, key, suggestion):
            let keys = Swift.type(of: object).declaredKeys + Swift.type(of: object).computedKeys.keys
            diagnostics.append(attribute.nameLocation.diagnostic(.compiling(.unknownProperty(
                name: key, type: type, suggestion: suggestion ?? Suggestion.closest(to: key, in: keys)))))
        case let .cannotConvert(_, _, _, _, failure):
            let expected = failure.reason.map { "\(failure.expected) (\($0))" } ?? failure.expected
            diagnostics.append(attribute.valueLocation.diagnostic(.compiling(.invalidValue(property: attribute.name, value: text ?? attribute.value, expected: expected))))
        default:
            diagnostics.append(attribute.nameLocation.diagnostic(.compiling(.invalidValue(
                property: attribute.name, value: text ?? attribute.value, expected: error.description))))
        }
    }
}
