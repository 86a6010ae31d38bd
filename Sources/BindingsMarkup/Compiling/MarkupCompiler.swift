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
    var includeChain: [String]
    /// One instance per view type, on which attribute values are tried and converted.
    var prototypes: [ObjectIdentifier: View] = [:]
    /// The names of every slot the element types take, once asked for (see ``MarkupViewSlots``).
    var slotNames: [String]?
    var styles: StyleSheet
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
    mutating func checkDuplicateIDs(in template: ElementTemplate) {
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

    mutating func compileElement(_ element: MarkupElement, file: String, parent: View?) -> ElementTemplate? {
        guard let (template, prototype) = compileAttributes(of: element, file: file, parent: parent) else { return nil }
        var compiled = template
        compiled.children = compileChildren(of: element, file: file, parent: prototype)
        return compiled
    }

    /// The element's template with its attributes, and the prototype of its type, or `nil` for an
    /// unknown element (reported, with the nearest of the view names and the items `parent` takes).
    @inline(never)
    mutating func compileAttributes(of element: MarkupElement, file: String, parent: View?) -> (ElementTemplate, View)? {
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

    mutating func prototype(of type: View.Type) -> View {
        if let prototype = prototypes[ObjectIdentifier(type)] { return prototype }
        let prototype = type.init()
        prototypes[ObjectIdentifier(type)] = prototype
        return prototype
    }

    // MARK: Children

    // Elements nest as deep as the parser allows (512 levels): compileElement and compileChildren
    // recurse, so the work done once per node lives in functions kept out of line, which keeps
    // the recursive frames small enough for a worker thread's stack under the sanitizers.

    /// One processing instruction among an element's children: conditionals, the instructions that
    /// name a slot for the next view (``MarkupViewSlots``), section instructions, includes and a
    /// container's own.
    @inline(never)
    mutating func compileChildInstruction(_ instruction: MarkupInstruction, file: String, parent: View,
                                                  conditions: inout ConditionStack, children: inout [ChildTemplate],
                                                  pendingSlot: inout PendingSlot?) {
        let location = MarkupLocation(file: file, position: instruction.position)
        if let problem = conditions.apply(instruction) {
            diagnostics.append(location.diagnostic(problem))
            return
        }
        guard conditions.isActive, !ConditionStack.targets.contains(instruction.target) else { return }
        if beginSlot(instruction.target, location: location, parent: parent, pending: &pendingSlot) { return }
        let compiled = compileInstruction(instruction, location: location, parent: parent)
        // An included document's root is the next view too, as MarkupKit appends it as any element.
        if pendingSlot != nil, compiled.count == 1, case .element(let template) = compiled[0] {
            children.append(contentsOf: fillSlot(with: template, pending: &pendingSlot))
        } else {
            children.append(contentsOf: compiled)
        }
    }

    /// A child element that is not a view: a container's item or a section element, compiled, or
    /// `nil` for a view element.
    @inline(never)
    mutating func compileNonViewChild(_ child: MarkupElement, file: String, parent: View) -> [ChildTemplate]? {
        if let container = parent as? any MarkupItemContainer,
           let kind = type(of: container).markupItemKinds.first(where: { $0.element == child.name }) {
            return compileItem(child, kind: kind, file: file, container: container).map { [$0] } ?? []
        }
        if let section = compileSectionElement(child, file: file, parent: parent) { return [.section(section)] }
        return SectionElement.isSectionElement(child.name) ? [] : nil
    }

    mutating func compileChildren(of element: MarkupElement, file: String, parent: View) -> [ChildTemplate] {
        var children: [ChildTemplate] = []
        var conditions = ConditionStack(platform: loader.platform)
        // A slot's instruction (`<?backgroundView?>`): the next view element is the slot's view.
        var pendingSlot: PendingSlot?
        for node in element.children {
            switch node {
            case .element(let child):
                guard conditions.isActive else { continue }
                if let nonView = compileNonViewChild(child, file: file, parent: parent) {
                    children.append(contentsOf: nonView)
                } else if let template = compileElement(child, file: file, parent: parent) {
                    children.append(contentsOf: pendingSlot == nil ? [.element(template)] : fillSlot(with: template, pending: &pendingSlot))
                } else {
                    pendingSlot = nil  // the element was reported: its slot stays empty, and is not reported again
                }
            case .processingInstruction(let instruction):
                compileChildInstruction(instruction, file: file, parent: parent, conditions: &conditions,
                                        children: &children, pendingSlot: &pendingSlot)
            case .text:
                continue
            }
        }
        if let pending = pendingSlot { reportUnfilled(pending) }
        if parent is any MarkupSectionContainer { diagnostics.append(contentsOf: SectionRowsTemplate.problems(in: children)) }
        if let unclosed = conditions.unclosedCase {
            diagnostics.append(MarkupLocation(file: file, position: unclosed).diagnostic(.unbalancedConditional(instruction: "case")))
        }
        return children
    }

    @inline(never)
    mutating func compileSectionElement(_ element: MarkupElement, file: String, parent: View) -> SectionTemplate? {
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
    mutating func compileItem(_ element: MarkupElement, kind: MarkupItemKind, file: String,
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

    // MARK: Styles

    mutating func collectStyles(in document: MarkupDocument) -> StyleSheet {
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
