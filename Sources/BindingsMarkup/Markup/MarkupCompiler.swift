import Bindings
import Foundation

/// Compiles a parsed document into a template: resolves element types, converts attribute values,
/// parses binding expressions, expands includes, conditionals and class templates, and collects
/// every problem with its position.
@MainActor
struct MarkupCompiler {
    let loader: MarkupLoader
    /// The class of the owner the document is compiled for, whose module included documents are
    /// searched in too.
    let ownerType: Any.Type?
    var diagnostics: [MarkupDiagnostic] = []
    /// Documents being compiled, outermost first, to find cyclic includes.
    private var includeChain: [String]
    /// One instance per view type, on which attribute values are tried and converted.
    private var prototypes: [ObjectIdentifier: View] = [:]
    private var styles: StyleSheet
    /// The strings `@key` values look up, read at the first one.
    var strings: LocalizedStrings?

    init(loader: MarkupLoader, name: String, ownerType: Any.Type? = nil) {
        self.loader = loader
        self.ownerType = ownerType
        includeChain = [name]
        styles = loader.sharedStyles
    }

    /// The root element of a document that loads into an existing view (MarkupKit's `<root>`).
    static let existingRootName = "root"

    /// Compiles `document`; `nil` when its root element could not be compiled.
    mutating func compile(_ document: MarkupDocument) -> ElementTemplate? {
        styles.merge(collectStyles(in: document))
        let template = compileElement(document.root, file: document.file, parent: nil)
        prototypes.removeAll()
        if let template { checkDuplicateIDs(in: template) }
        return template
    }

    /// Two views with one `id` would fill the same outlet, the first silently lost.
    private mutating func checkDuplicateIDs(in template: ElementTemplate) {
        var first: [String: MarkupLocation] = [:]
        for outlet in template.allElements.compactMap(\.outlet) {
            if let earlier = first[outlet.name] {
                diagnostics.append(outlet.location.diagnostic(.duplicateID(
                    name: outlet.name, firstFile: earlier.file, firstAt: earlier.position)))
            } else {
                first[outlet.name] = outlet.location
            }
        }
    }

    // MARK: Elements

    private mutating func compileElement(_ element: MarkupElement, file: String, parent: View?) -> ElementTemplate? {
        guard let (template, prototype) = compileAttributes(of: element, file: file, parent: parent) else { return nil }
        var compiled = template
        compiled.children = compileChildren(of: element, file: file, parent: prototype)
        return compiled
    }

    /// The element's template with its attributes, and the prototype of its type, or `nil` for an
    /// unknown element (reported, with the nearest of the view names and the items `parent` takes).
    @inline(never)
    private mutating func compileAttributes(of element: MarkupElement, file: String, parent: View?) -> (ElementTemplate, View)? {
        let location = MarkupLocation(file: file, position: element.position)
        // A document's `<root>` stands for the view it is loaded into: the owner, when it is a view.
        let isExistingRoot = parent == nil && element.name == Self.existingRootName
        if let parent, element.name == Self.existingRootName, loader.elementTypes.type(named: element.name) == nil {
            diagnostics.append(location.diagnostic(.misplacedElement(name: element.name, parent: String(describing: type(of: parent)))))
            return nil
        }
        guard let viewType = isExistingRoot ? (ownerType as? View.Type ?? View.self) : loader.elementTypes.type(named: element.name) else {
            if let framework = UnavailableClasses.framework(of: element.name) {
                diagnostics.append(location.diagnostic(.unavailableElement(name: element.name, framework: framework)))
                return nil
            }
            let items = (parent as? any MarkupItemContainer).map { type(of: $0).markupItemKinds.map(\.element) } ?? []
            diagnostics.append(location.diagnostic(.unknownElement(
                name: element.name, suggestion: Suggestion.closest(to: element.name, in: loader.elementTypes.names + items))))
            return nil
        }
        let prototype = self.prototype(of: viewType)
        var template = ElementTemplate(elementName: element.name, viewType: viewType, location: location)
        template.itemsFirst = viewType is any MarkupItemContainer.Type
        template.isExistingRoot = isExistingRoot
        for attribute in attributes(of: element, file: file) {
            compileAttribute(attribute, on: prototype, into: &template)
        }
        return (template, prototype)
    }

    private mutating func prototype(of type: View.Type) -> View {
        if let prototype = prototypes[ObjectIdentifier(type)] { return prototype }
        let prototype = type.init()
        prototypes[ObjectIdentifier(type)] = prototype
        return prototype
    }

    // MARK: Children

    // Elements nest as deep as the parser allows (512 levels): compileElement and compileChildren
    // recurse, so the work done once per node lives in functions kept out of line, which keeps
    // the recursive frames small enough for a worker thread's stack under the sanitizers.

    /// One processing instruction among an element's children: conditionals, section instructions,
    /// includes and a container's own.
    @inline(never)
    private mutating func compileChildInstruction(_ instruction: MarkupInstruction, file: String, parent: View,
                                                  conditions: inout ConditionStack, children: inout [ChildTemplate],
                                                  pendingSectionView: inout (target: String, location: MarkupLocation)?) {
        let location = MarkupLocation(file: file, position: instruction.position)
        if let problem = conditions.apply(instruction) {
            diagnostics.append(location.diagnostic(problem))
            return
        }
        guard conditions.isActive, !ConditionStack.targets.contains(instruction.target) else { return }
        if SectionElement.viewInstructions.contains(instruction.target) {
            if let pending = pendingSectionView {
                diagnostics.append(pending.location.diagnostic(.invalidInstruction(target: pending.target, reason: "a view must follow it")))
            }
            pendingSectionView = parent is any MarkupSectionContainer ? (instruction.target, location) : nil
            if pendingSectionView == nil {
                diagnostics.append(location.diagnostic(.misplacedElement(name: "<?\(instruction.target)?>", parent: String(describing: type(of: parent)))))
            }
            return
        }
        children.append(contentsOf: compileInstruction(instruction, location: location, parent: parent))
    }

    /// A child element that is not a view: a container's item or a section element, compiled, or
    /// `nil` for a view element.
    @inline(never)
    private mutating func compileNonViewChild(_ child: MarkupElement, file: String, parent: View) -> [ChildTemplate]? {
        if let container = parent as? any MarkupItemContainer,
           let kind = type(of: container).markupItemKinds.first(where: { $0.element == child.name }) {
            return compileItem(child, kind: kind, file: file, container: container).map { [$0] } ?? []
        }
        if let section = compileSectionElement(child, file: file, parent: parent) { return [.section(section)] }
        return SectionElement.isSectionElement(child.name) ? [] : nil
    }

    private mutating func compileChildren(of element: MarkupElement, file: String, parent: View) -> [ChildTemplate] {
        var children: [ChildTemplate] = []
        var conditions = ConditionStack(platform: loader.platform)
        // MarkupKit's `<?sectionHeaderView?>`/`<?sectionFooterView?>`: the next element is the view.
        var pendingSectionView: (target: String, location: MarkupLocation)?
        for node in element.children {
            switch node {
            case .element(let child):
                guard conditions.isActive else { continue }
                if let nonView = compileNonViewChild(child, file: file, parent: parent) {
                    children.append(contentsOf: nonView)
                } else if let template = compileElement(child, file: file, parent: parent) {
                    if let pending = pendingSectionView.take() {
                        children.append(.section(SectionElement.isHeaderView(pending.target) ? .header(template, title: nil) : .footer(template, title: nil)))
                    } else {
                        children.append(.element(template))
                    }
                }
            case .processingInstruction(let instruction):
                compileChildInstruction(instruction, file: file, parent: parent, conditions: &conditions,
                                        children: &children, pendingSectionView: &pendingSectionView)
            case .text:
                continue
            }
        }
        if let pending = pendingSectionView {
            diagnostics.append(pending.location.diagnostic(.invalidInstruction(target: pending.target, reason: "a view must follow it")))
        }
        if parent is any MarkupSectionContainer { diagnostics.append(contentsOf: SectionRowsTemplate.problems(in: children)) }
        if let unclosed = conditions.unclosedCase {
            diagnostics.append(MarkupLocation(file: file, position: unclosed).diagnostic(.unbalancedConditional(instruction: "case")))
        }
        return children
    }

    @inline(never)
    private mutating func compileInstruction(_ instruction: MarkupInstruction, location: MarkupLocation, parent: View) -> [ChildTemplate] {
        switch instruction.target {
        case "properties":
            return []  // collected before compiling
        case "include":
            return compileInclude(instruction.data, location: location, parent: parent).map { [.element($0)] } ?? []
        case "sectionBreak", "sectionName", "sectionSelectionMode":
            guard parent is any MarkupSectionContainer else {
                diagnostics.append(location.diagnostic(.misplacedElement(name: "<?\(instruction.target)?>", parent: String(describing: type(of: parent)))))
                return []
            }
            switch SectionElement.instruction(instruction) {
            case .success(let section): return [.section(section)]
            case .failure(let kind): diagnostics.append(location.diagnostic(kind)); return []
            }
        case "sectionValue":
            guard parent is any MarkupSectionContainer else {
                diagnostics.append(location.diagnostic(.misplacedElement(name: "<?\(instruction.target)?>", parent: String(describing: type(of: parent)))))
                return []
            }
            let data = instruction.data.trimmingCharacters(in: .whitespaces)
            guard data.hasPrefix("$$"), data.count > 2, !data.contains(where: \.isWhitespace) else {
                diagnostics.append(location.diagnostic(.invalidInstruction(
                    target: instruction.target, reason: "expected '$$keyPath', such as '$$viewModel.size'")))
                return []
            }
            return [.section(.value(keyPath: String(data.dropFirst(2)), location: location))]
        case SectionRowsTemplate.target:
            guard parent is any MarkupSectionContainer else {
                diagnostics.append(location.diagnostic(.misplacedElement(name: "<?\(instruction.target)?>", parent: String(describing: type(of: parent)))))
                return []
            }
            switch SectionRowsTemplate.compile(instruction.data, location: location, loader: loader, ownerType: ownerType) {
            case .success(let rows): return [.section(.rows(rows))]
            case .failure(let problems): diagnostics.append(contentsOf: problems); return []
            }
        default:
            let containerTargets = (parent as? any MarkupItemContainer).map { type(of: $0).markupInstructionTargets } ?? []
            if let container = parent as? any MarkupItemContainer, containerTargets.contains(instruction.target) {
                do {
                    try container.applyMarkupInstruction(instruction.target, data: instruction.data)
                    return [.instruction(target: instruction.target, data: instruction.data, location: location)]
                } catch {
                    diagnostics.append(location.diagnostic(.invalidInstruction(target: instruction.target, reason: "expected \(error.expected)")))
                    return []
                }
            }
            let known = ["properties", "include", "sectionBreak", "sectionName", "sectionSelectionMode", "sectionValue", SectionRowsTemplate.target]
                + SectionElement.viewInstructions + ConditionStack.targets + containerTargets
            diagnostics.append(location.diagnostic(.unknownInstruction(
                target: instruction.target, suggestion: Suggestion.closest(to: instruction.target, in: known)), severity: .warning))
            return []
        }
    }

    @inline(never)
    private mutating func compileInclude(_ name: String, location: MarkupLocation, parent: View) -> ElementTemplate? {
        guard !name.isEmpty else {
            diagnostics.append(location.diagnostic(.invalidInstruction(target: "include", reason: "a document name is required")))
            return nil
        }
        guard !includeChain.contains(name) else {
            diagnostics.append(location.diagnostic(.cyclicInclude(chain: includeChain + [name])))
            return nil
        }
        let document: MarkupDocument
        switch loader.parseDocument(named: name, ownerType: ownerType) {
        case .success(let parsed): document = parsed
        case .failure(let problems):
            diagnostics.append(contentsOf: problems.diagnostics.isEmpty
                ? [location.diagnostic(loader.notFound(name, ownerType: ownerType))] : problems.diagnostics)
            return nil
        }
        let savedStyles = styles
        styles.merge(collectStyles(in: document))
        includeChain.append(name)
        defer {
            includeChain.removeLast()
            styles = savedStyles
        }
        return compileElement(document.root, file: document.file, parent: parent)
    }

    @inline(never)
    private mutating func compileSectionElement(_ element: MarkupElement, file: String, parent: View) -> SectionTemplate? {
        guard SectionElement.isSectionElement(element.name) else { return nil }
        let location = MarkupLocation(file: file, position: element.position)
        guard parent is any MarkupSectionContainer else {
            diagnostics.append(location.diagnostic(.misplacedElement(name: element.name, parent: String(describing: type(of: parent)))))
            return nil
        }
        let title = element.attribute(named: "title").map { localized($0.value, at: MarkupLocation(file: file, position: $0.valuePosition)) }
        let content = element.childElements.first.flatMap { compileElement($0, file: file, parent: parent) }
        return element.name == SectionElement.header ? .header(content, title: title) : .footer(content, title: title)
    }

    /// An item element of a ``MarkupItemContainer``: its attributes checked against its kind, then
    /// tried on the prototype so that a value the view refuses is reported now.
    @inline(never)
    private mutating func compileItem(_ element: MarkupElement, kind: MarkupItemKind, file: String,
                                      container: any MarkupItemContainer) -> ChildTemplate? {
        let location = MarkupLocation(file: file, position: element.position)
        var values: [String: String] = [:]
        var valid = true
        for attribute in element.attributes {
            let nameLocation = MarkupLocation(file: file, position: attribute.namePosition)
            guard kind.attributes.contains(attribute.name) else {
                diagnostics.append(nameLocation.diagnostic(.unknownProperty(
                    name: attribute.name, type: kind.element, suggestion: Suggestion.closest(to: attribute.name, in: kind.attributes))))
                valid = false
                continue
            }
            if case .binding = AttributeValue(attribute.value) {
                diagnostics.append(MarkupLocation(file: file, position: attribute.valuePosition).diagnostic(.invalidValue(
                    property: attribute.name, value: attribute.value, expected: "a literal or localized value; items are not bound")))
                valid = false
                continue
            }
            values[attribute.name] = localized(attribute.value, at: MarkupLocation(file: file, position: attribute.valuePosition))
        }
        for name in kind.required where element.attribute(named: name) == nil {
            diagnostics.append(location.diagnostic(.missingAttribute(name: name, element: kind.element)))
            valid = false
        }
        if let child = element.childElements.first {
            diagnostics.append(MarkupLocation(file: file, position: child.position).diagnostic(.misplacedElement(name: child.name, parent: kind.element)))
            valid = false
        }
        guard valid else { return nil }
        let item = MarkupItem(kind.element, attributes: values)
        do {
            try container.addMarkupItem(item)
        } catch {
            let position = element.attribute(named: error.attribute)?.valuePosition ?? element.position
            diagnostics.append(MarkupLocation(file: file, position: position).diagnostic(.invalidValue(
                property: error.attribute, value: error.value, expected: error.expected)))
            return nil
        }
        return .item(item, location: location)
    }

    // MARK: Attributes

    /// The element's attributes with those of its classes first, so that the element's own win.
    @inline(never)
    private mutating func attributes(of element: MarkupElement, file: String) -> [SourcedAttribute] {
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
    private mutating func compileAttribute(_ attribute: SourcedAttribute, on prototype: View, into template: inout ElementTemplate) {
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
        if let event = ActionAttribute.event(of: attribute.name) {
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

    private mutating func compileProperty(_ attribute: SourcedAttribute, text: String, on prototype: View, into template: inout ElementTemplate) {
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

    private mutating func compileBinding(_ attribute: SourcedAttribute, source: String, offset: Int, mode: BindingMode,
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

    private func diagnostic(for error: KeyValueError, attribute: SourcedAttribute, text: String, on prototype: View) -> MarkupDiagnostic {
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

    // MARK: Styles

    private mutating func collectStyles(in document: MarkupDocument) -> StyleSheet {
        var sheet = StyleSheet()
        var instructions = document.instructionsBeforeRoot + document.instructionsAfterRoot
        for element in document.elements {
            for case .processingInstruction(let instruction) in element.children { instructions.append(instruction) }
        }
        for instruction in instructions where instruction.target == "properties" {
            let location = MarkupLocation(file: document.file, position: instruction.position)
            switch loader.styleSheet(from: instruction.data) {
            case .success(let parsed): sheet.merge(parsed)
            case .failure(let kind): diagnostics.append(location.diagnostic(kind))
            }
        }
        return sheet
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
