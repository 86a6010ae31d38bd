import Bindings
import Foundation

// Attributes: each element's own and its classes', converted on a prototype of its view type, or
// compiled into bindings and actions.
extension MarkupCompiler {
    /// The element's attributes with those of its classes first, so that the element's own win.
    @inline(never)
    mutating func attributes(of element: MarkupElement, file: String) -> [SourcedAttribute] {
        var result: [SourcedAttribute] = []
        if let classAttribute = element.attribute(named: "class") {
            let location = MarkupLocation(file: file, position: classAttribute.valuePosition)
            for name in classAttribute.value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                guard let properties = styles.classes[name] else {
                    diagnostics.append(location.diagnostic(.unknownClass(
                        name: name, suggestion: Suggestion.closest(to: name, in: styles.classes.keys)), severity: .warning))
                    continue
                }
                result.append(contentsOf: properties.map { SourcedAttribute(name: $0.key, value: $0.value, nameLocation: location, valueLocation: location, attribute: nil) })
            }
        }
        for attribute in element.attributes where attribute.name != "class" {
            result.removeAll { $0.name == attribute.name }
            result.append(SourcedAttribute(
                name: attribute.name, value: attribute.value,
                nameLocation: MarkupLocation(file: file, position: attribute.namePosition),
                valueLocation: MarkupLocation(file: file, position: attribute.valuePosition), attribute: attribute))
        }
        return result
    }

    @inline(never)
    mutating func compileAttribute(_ attribute: SourcedAttribute, on prototype: View, into template: inout ElementTemplate) {
        if attribute.name == "id" {
            template.outlet = .init(name: attribute.value, location: attribute.valueLocation)
            return
        }
        if attribute.name == "style", let creatable = template.viewType as? any MarkupStyleCreatable.Type {
            do {
                _ = try creatable.make(markupStyle: attribute.value)
                template.style = (attribute.value, attribute.valueLocation)
            } catch {
                let expected = error.reason.map { "\(error.expected) (\($0))" } ?? error.expected
                diagnostics.append(attribute.valueLocation.diagnostic(.invalidValue(property: "style", value: attribute.value, expected: expected)))
            }
            return
        }
        // A key the view declares is a property even when it reads as an action (`onTintColor`).
        if let event = ActionAttribute.event(of: attribute.name), type(of: prototype).declaredValueType(forKey: attribute.name) == nil {
            template.actions.append(.init(event: event, name: attribute.value, location: attribute.valueLocation))
            return
        }
        switch AttributeValue(attribute.value) {
        case .binding(let source, let offset, let mode):
            compileBinding(attribute, source: source, offset: offset, mode: mode, on: prototype, into: &template)
        case .localized(let key):
            let string = localizedString(key)
            let problems = diagnostics.count
            compileProperty(attribute, text: string ?? key, on: prototype, into: &template)
            // Only for a property that was set: an ignored or unknown one has its own diagnostic.
            if string == nil, diagnostics.count == problems {
                diagnostics.append(attribute.valueLocation.diagnostic(.missingLocalizedString(key: key), severity: .warning))
            }
        case .literal(let text):
            compileProperty(attribute, text: text, on: prototype, into: &template)
        }
    }

    mutating func compileProperty(_ attribute: SourcedAttribute, text: String, on prototype: View, into template: inout ElementTemplate) {
        do {
            try prototype.setValue(text, forKeyPath: attribute.name)
            // A computed key may read back nothing for what was set (a picker's `value` before its
            // rows exist): it keeps the text then, converted when set by name on each instance.
            let readBack = prototype.value(forKeyPath: attribute.name)
            let value = readBack == nil && type(of: prototype).computedKeys[attribute.name] != nil ? text : readBack
            let assignment = try KeyValueAssignment(value, forKeyPath: attribute.name, of: prototype)
            template.properties.append(.init(assignment: assignment, location: attribute.nameLocation))
        } catch {
            diagnostics.append(diagnostic(for: error, attribute: attribute, text: text, on: prototype))
        }
    }

    mutating func compileBinding(_ attribute: SourcedAttribute, source: String, offset: Int, mode: BindingMode,
                                         on prototype: View, into template: inout ElementTemplate) {
        let expression: BindingExpression
        do {
            expression = try BindingExpression(parsing: source)
        } catch {
            let position = attribute.attribute?.valuePosition(ofCharacterAt: offset + error.offset) ?? attribute.valueLocation.position
            diagnostics.append(MarkupLocation(file: attribute.valueLocation.file, position: position)
                .diagnostic(.invalidExpression(message: error.description)))
            return
        }
        if mode == .twoWay, !expression.isKeyPath {
            diagnostics.append(attribute.valueLocation.diagnostic(.invalidExpression(
                message: BindingError.twoWayNeedsKeyPath(source: source).description)))
            return
        }
        if let reference = expression.formatter {
            do {
                let formatter = try loader.formatters.formatter(for: reference)
                if mode == .twoWay, !(formatter is any ParsingValueFormatter) {
                    diagnostics.append(attribute.valueLocation.diagnostic(.invalidExpression(
                        message: BindingError.twoWayFormatterCannotParse(source: source, formatter: reference.name).description)))
                    return
                }
            } catch {
                // A name the loader lacks may be the owner's (`FormatterProviding`): the template
                // checks it when it is instantiated for an owner.
                guard case .unknownFormatter = error.kind else {
                    diagnostics.append(attribute.valueLocation.diagnostic(.invalidExpression(message: error.description)))
                    return
                }
            }
        }
        do throws(KeyValueError) {
            // Reading the target checks every key of its path: the view refuses keys it does not declare.
            _ = try prototype.checkedValue(forKeyPath: attribute.name)
            template.bindings.append(.init(keyPath: attribute.name, expression: expression, mode: mode, location: attribute.valueLocation))
        } catch {
            diagnostics.append(diagnostic(for: error, attribute: attribute, text: attribute.value, on: prototype))
        }
    }

    func diagnostic(for error: KeyValueError, attribute: SourcedAttribute, text: String, on prototype: View) -> MarkupDiagnostic {
        switch error {
        case let .unknownKey(type, key, suggestion):
            // Only the element's own keys are listed: `textLabel.style` is an error on the label.
            let viewType = Swift.type(of: prototype)
            let isElementKey = key == attribute.name.split(separator: ".").first.map(String.init)
                && !viewType.declaredKeys.contains(key)
            if isElementKey, UnsupportedAttributes.contains(key, on: viewType) {
                return attribute.nameLocation.diagnostic(.unsupportedProperty(name: attribute.name, type: type), severity: .warning)
            }
            let hint = suggestion ?? (isElementKey ? UnsupportedAttributes.closest(to: key, on: viewType) : nil)
            return attribute.nameLocation.diagnostic(.unknownProperty(name: key, type: type, suggestion: hint))
        case let .cannotConvert(_, _, _, _, failure):
            let expected = failure.reason.map { "\(failure.expected) (\($0))" } ?? failure.expected
            return attribute.valueLocation.diagnostic(.invalidValue(property: attribute.name, value: text, expected: expected))
        case .nilForNonOptional, .readOnlyKey, .notAContainer, .invalidKeyPath, .invalidCollectionOperator,
             .dependencyCycle, .unresolvableKeyPath, .unobservableKeyPath:
            return attribute.nameLocation.diagnostic(.invalidValue(property: attribute.name, value: text, expected: error.description))
        }
    }
}

/// An attribute to apply, from the element itself or from one of its classes.
struct SourcedAttribute {
    let name: String
    let value: String
    let nameLocation: MarkupLocation
    let valueLocation: MarkupLocation
    /// The element's own attribute, to locate characters inside its value; `nil` for class values.
    let attribute: MarkupAttribute?
}

/// Recognises `onXxx` action attributes.
enum ActionAttribute {
    /// The event of an action attribute (`onTap` → `Tap`), or `nil` for other attributes.
    static func event(of name: String) -> String? {
        guard name.hasPrefix("on"), name.count > 2, let third = name.dropFirst(2).first, third.isUppercase else { return nil }
        return String(name.dropFirst(2))
    }
}
