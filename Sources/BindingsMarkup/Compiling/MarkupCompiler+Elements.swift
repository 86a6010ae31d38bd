// Elements: which view type an element names, and the prototype its attributes are tried on.
extension MarkupCompiler {
    /// The root element of a document that loads into an existing view (MarkupKit's `<root>`).
    static let existingRootName = "root"

    /// The element's template with its attributes, and the prototype of its type, or `nil` for an
    /// unknown element (reported, with the nearest of the view names and the items `parent` takes).
    @inline(never)
    mutating func compileAttributes(of element: MarkupElement, file: String, parent: View?) -> (ElementTemplate, View)? {
        let location = MarkupLocation(file: file, position: element.position)
        // A document's `<root>` stands for the view it is loaded into: the owner, when it is a view,
        // or the root another owner supplies.
        let isExistingRoot = parent == nil && element.name == Self.existingRootName
        let existingRootType = ownerType as? View.Type ?? rootType ?? View.self
        guard let viewType = isExistingRoot ? existingRootType : viewType(of: element, at: location, parent: parent) else {
            return nil
        }
        let prototype = self.prototype(of: viewType)
        let template = ElementTemplate(elementName: element.name, viewType: viewType, location: location)
        template.itemsFirst = MarkupElementDescription(viewType).takesItems
        template.isExistingRoot = isExistingRoot
        for attribute in attributes(of: element, file: file) {
            compileAttribute(attribute, on: prototype, into: template)
        }
        return (template, prototype)
    }

    /// The registered type `element` names, or `nil` with the problem reported: a `<root>` below the
    /// top, an element of an older MarkupKit (a warning: it is left out), a class of a framework
    /// the kit does not provide, or an unknown name.
    mutating func viewType(of element: MarkupElement, at location: MarkupLocation, parent: View?) -> View.Type? {
        if let viewType = sources.elementTypes.type(named: element.name) { return viewType }
        if let parent, element.name == Self.existingRootName {
            diagnostics.append(location.diagnostic(.compiling(.misplacedElement(name: element.name, parent: String(describing: type(of: parent))))))
        } else if let replacement = RetiredMarkup.elements[element.name] {
            diagnostics.append(location.diagnostic(.compiling(.retiredMarkup("'<\(element.name)>'", replacement: replacement)), severity: .warning))
        } else if let framework = UnavailableClasses.framework(of: element.name) {
            diagnostics.append(location.diagnostic(.compiling(.unavailableElement(name: element.name, framework: framework))))
        } else {
            let items = parent.map { MarkupElementDescription(type(of: $0)).itemKinds.map(\.element) } ?? []
            diagnostics.append(location.diagnostic(.compiling(.unknownElement(
                name: element.name, suggestion: Suggestion.closest(to: element.name, in: sources.elementTypes.names + items)))))
        }
        return nil
    }

    mutating func prototype(of type: View.Type) -> View {
        if let prototype = prototypes[ObjectIdentifier(type)] { return prototype }
        let prototype = type.init()
        prototypes[ObjectIdentifier(type)] = prototype
        return prototype
    }
}
