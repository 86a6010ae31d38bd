import Bindings

// Attributes: each one an outlet, a style, an action, a binding (`+Bindings`) or a property
// converted on a prototype of the element's view type.
extension MarkupCompiler {
    @inline(never)
    mutating func compileAttribute(_ attribute: SourcedAttribute, on prototype: View, into template: ElementTemplate) {
        if attribute.name == MarkupElementDescription.outletAttribute {
            template.outlet = .init(name: attribute.value, location: attribute.valueLocation)
            outletCount += 1
            return
        }
        if attribute.name == MarkupElementDescription.styleAttribute, let creatable = template.viewType as? any MarkupStyleCreatable.Type {
            do {
                _ = try creatable.make(markupStyle: attribute.value)
                template.style = (attribute.value, attribute.valueLocation)
            } catch {
                let expected = error.reason.map { "\(error.expected) (\($0))" } ?? error.expected
                diagnostics.append(attribute.valueLocation.diagnostic(.compiling(.invalidValue(property: MarkupElementDescription.styleAttribute, value: attribute.value, expected: expected))))
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
            compileBinding(attribute, source: source, offset: offset, mode: mode, on: prototype, into: template)
        case .localized(let key):
            let string = localizedString(key)
            let problems = diagnostics.count
            compileProperty(attribute, text: string ?? key, on: prototype, into: template)
            // Only for a property that was set: an ignored or unknown one has its own diagnostic.
            if string == nil, diagnostics.count == problems {
                diagnostics.append(attribute.valueLocation.diagnostic(.localization(.missingLocalizedString(key: key)), severity: .warning))
            }
        case .literal(let text):
            if let color = namedColor(text, for: attribute.name) ?? patternColor(text, attribute) {
                compileColor(color, attribute, on: prototype, into: template)
            } else {
                compileProperty(attribute, text: text, on: prototype, into: template, reason: unknownColorReason(text, for: attribute.name))
            }
        }
    }

    /// Whether the attribute `name` takes a color: its name ends in `color`, as MarkupKit tells them apart.
    static func isColorAttribute(_ name: String) -> Bool {
        name.utf8.count >= 5 && name.lowercased().hasSuffix("color")
    }

    /// The color the app's tables give `text`, when `name` is a color attribute's (it ends in
    /// `color`, as MarkupKit tells them apart).
    mutating func namedColor(_ text: String, for name: String) -> Color? {
        // `#RRGGBB` names no color: the tables are not looked for then.
        guard !text.hasPrefix("#"), Self.isColorAttribute(name) else { return nil }
        let colors = self.colors ?? sources.namedColors(ownerType: ownerType)
        if self.colors == nil {
            diagnostics += colors.problems
            self.colors = colors
        }
        return colors.values[text]
    }

    /// Sets a named color, as a converted literal is set.
    mutating func compileColor(_ color: Color, _ attribute: SourcedAttribute, on prototype: View, into template: ElementTemplate) {
        do {
            try prototype.setValue(color, forKeyPath: attribute.name)
            let assignment = try KeyValueAssignment(color, forKeyPath: attribute.name, of: prototype)
            template.properties.append(.init(assignment: assignment, location: attribute.nameLocation))
        } catch {
            diagnostics.append(diagnostic(for: error, attribute: attribute, text: attribute.value, on: prototype))
        }
    }

    /// Sets the property `attribute` names to `text` converted; `reason`, when given, replaces the
    /// conversion's own reason in the error of a value that does not convert.
    mutating func compileProperty(_ attribute: SourcedAttribute, text: String, on prototype: View, into template: ElementTemplate,
                                  reason: String? = nil) {
        do {
            if let assignment = try typedAssignment(attribute.name, text: text, on: prototype) {
                // Set on the prototype as by name: later attributes are tried on what it became.
                try assignment.apply(to: prototype)
                template.properties.append(.init(assignment: assignment, location: attribute.nameLocation))
                return
            }
            try prototype.setValue(text, forKeyPath: attribute.name)
            // A computed key may read back nothing for what was set (a picker's `value` before its
            // rows exist): it keeps the text then, converted when set by name on each instance.
            let readBack = prototype.value(forKeyPath: attribute.name)
            let value = readBack == nil && type(of: prototype).computedKeys[attribute.name] != nil ? text : readBack
            let assignment = try KeyValueAssignment(value, forKeyPath: attribute.name, of: prototype)
            template.properties.append(.init(assignment: assignment, location: attribute.nameLocation))
        } catch {
            diagnostics.append(diagnostic(for: error, attribute: attribute, text: text, on: prototype, reason: reason))
        }
    }

    /// The assignment of `text` to the `@Observed` property `key` of `prototype`'s class,
    /// converted once per document for each class, key and text (`spacing="4"` is common), or
    /// `nil` for any other key.
    mutating func typedAssignment(_ key: String, text: String, on prototype: View) throws(KeyValueError) -> KeyValueAssignment? {
        let cacheKey = ConvertedAttribute(viewClass: ObjectIdentifier(type(of: prototype)), key: key, text: text)
        if let known = convertedAttributes[cacheKey] { return known }
        guard let assignment = try KeyValueAssignment(converting: text, forKey: key, of: prototype) else { return nil }
        // Room for a document's usual values at once, rather than rehashing as they come.
        if convertedAttributes.isEmpty { convertedAttributes.reserveCapacity(16) }
        convertedAttributes[cacheKey] = assignment
        return assignment
    }

    func diagnostic(for error: KeyValueError, attribute: SourcedAttribute, text: String, on prototype: View,
                    reason: String? = nil) -> MarkupDiagnostic {
        switch error {
        case let .unknownKey(type, key, suggestion):
            // Only the element's own keys are listed: `textLabel.style` is an error on the label.
            let viewType = Swift.type(of: prototype)
            let isElementKey = key == attribute.name.split(separator: ".").first.map(String.init)
                && !viewType.declaredKeys.contains(key)
            if isElementKey, UnsupportedAttributes.contains(key, on: viewType) {
                return attribute.nameLocation.diagnostic(.compiling(.unsupportedProperty(name: attribute.name, type: type)), severity: .warning)
            }
            if isElementKey, let replacement = RetiredMarkup.attribute(key, on: viewType) {
                return attribute.nameLocation.diagnostic(.compiling(.retiredMarkup("'\(key)'", replacement: replacement)), severity: .warning)
            }
            let hint = suggestion ?? (isElementKey ? UnsupportedAttributes.closest(to: key, on: viewType) : nil)
            return attribute.nameLocation.diagnostic(.compiling(.unknownProperty(name: key, type: type, suggestion: hint)))
        case let .cannotConvert(_, _, _, _, failure):
            let expected = (reason ?? failure.reason).map { "\(failure.expected) (\($0))" } ?? failure.expected
            return attribute.valueLocation.diagnostic(.compiling(.invalidValue(property: attribute.name, value: text, expected: expected)))
        case .nilForNonOptional, .readOnlyKey, .notAContainer, .invalidKeyPath, .invalidCollectionOperator,
             .dependencyCycle, .unresolvableKeyPath, .unobservableKeyPath:
            return attribute.nameLocation.diagnostic(.compiling(.invalidValue(property: attribute.name, value: text, expected: error.description)))
        }
    }
}

