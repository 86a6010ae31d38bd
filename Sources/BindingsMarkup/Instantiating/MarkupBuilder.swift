import Bindings

/// Builds one view tree from a template, remembering what it did so that a failure can be undone.
@MainActor
struct MarkupBuilder {
    let owner: any KeyValueCoding
    let actions: [String: @MainActor (View) -> Void]
    let formatters: MarkupFormatters
    /// Finds the cell documents `<?sectionRows?>` names.
    weak var loader: MarkupLoader?
    var problems: [MarkupDiagnostic] = []
    private var outlets: [(outlet: ElementTemplate.Outlet, view: View)] = []
    private var assignedOutlets: [(name: String, previous: Any?)] = []
    var bindings: [Binding] = []
    /// The owner's items' properties that building changed, with their values before.
    var restoredItemValues: [(object: any KeyValueCoding, keyPath: String, previous: Any?)] = []
    private var rowBindings: [TableRowsBinding] = []
    private var restoredProperties: [(view: View, keyPath: String, previous: Any?)] = []
    private var existingRoot: View?
    private var addedToExistingRoot: [View] = []

    init(owner: some KeyValueCoding, actions: [String: @MainActor (View) -> Void], formatters: MarkupFormatters, loader: MarkupLoader?,
         bindingCount: Int = 0) {
        self.owner = owner
        self.loader = loader
        self.actions = actions
        self.formatters = formatters
        bindings.reserveCapacity(bindingCount)
    }

    /// Builds `template`'s view, into `existing` when given.
    mutating func build(_ template: ElementTemplate, into existing: View? = nil) -> View {
        let view = existing ?? make(template)
        if existing != nil { existingRoot = existing }
        // A view's items come before its attributes, which may select one (`selectedSegmentIndex`, `value`).
        let itemsFirst = template.itemsFirst
        if !itemsFirst { applyProperties(of: template, to: view, existing: existing) }
        if let elements = template.childElements {
            if !elements.isEmpty { view.reserveSubviews(elements.count) }
            for element in elements { buildChild(element, into: view, of: template, existing: existing) }
        } else {
            buildChildren(of: template, into: view, existing: existing)
        }
        if itemsFirst { applyProperties(of: template, to: view, existing: existing) }
        if !template.bindings.isEmpty { bind(view, as: template) }
        for action in template.actions {
            guard let handler = actions[action.name] else { continue }
            if !MarkupChildren.connect(ControlEvent(action.event), of: view, to: handler) {
                problems.append(action.location.diagnostic(.compiling(.unknownProperty(
                    name: "on\(action.event)", type: String(describing: type(of: view)), suggestion: nil))))
            }
        }
        view.awakeFromMarkup()
        if let outlet = template.outlet { outlets.append((outlet, view)) }
        return view
    }

    /// Builds a child element's view and adds it to `view`, the view of `template`.
    private mutating func buildChild(_ child: ElementTemplate, into view: View, of template: ElementTemplate, existing: View?) {
        let childView = build(child)
        append(childView, to: view, of: template)
        if existing != nil { addedToExistingRoot.append(childView) }
    }

    /// Builds children of every kind, in order: views, slots, sections, items and instructions.
    // Out of line: `build` recurses once per nesting level.
    @inline(never)
    private mutating func buildChildren(of template: ElementTemplate, into view: View, existing: View?) {
        for child in template.children {
            switch child {
            case .element(let childTemplate):
                buildChild(childTemplate, into: view, of: template, existing: existing)
            case .slot(let name, let childTemplate):
                let childView = build(childTemplate)
                (view as? any MarkupViewSlots)?.setMarkupView(childView, forSlot: name)
            case .section(let section):
                apply(section, to: view)
            case .item(let item, let readOnce, let location):
                let read = readOnce.isEmpty ? item : withOwnerValues(readOnce, in: item)
                record(location) { () throws(MarkupItemFailure) in try (view as? any MarkupItemContainer)?.addMarkupItem(read) }
            case .instruction(let target, let data, let location):
                record(location) { () throws(MarkupItemFailure) in try (view as? any MarkupItemContainer)?.applyMarkupInstruction(target, data: data) }
            case .controllerItem(let item):
                apply(item)
            }
        }
    }

    /// `item` with the values of `readings` read from the owner now, formatted, as text (none for
    /// `nil`); a formatter that cannot be made is reported and its attribute left out.
    private mutating func withOwnerValues(_ readings: [ItemAttributeReading], in item: MarkupItem) -> MarkupItem {
        var attributes = item.attributes
        for reading in readings {
            let registry = reading.expression.formatter.map(formatters.registry(for:)) ?? .shared
            let owner = self.owner
            do {
                let value = try reading.expression.evaluateFormatted(in: registry) { owner.value(forKeyPath: $0.string) }
                if let value { attributes[reading.name] = String(describing: value) }
            } catch {
                problems.append(reading.location.diagnostic(.compiling(.invalidExpression(.formatter(error)))))
            }
        }
        return MarkupItem(item.element, attributes: attributes)
    }

    /// Binds `view`'s properties to the owner as the template says.
    // Out of line, with the owner and formatters read once: in `build`, which mutates the builder,
    // each binding would copy them.
    @inline(never)
    private mutating func bind(_ view: View, as template: ElementTemplate) {
        let owner = self.owner
        let formatters = self.formatters
        for spec in template.bindings {
            do {
                // Without a formatter, the binding asks for no registry.
                let registry = spec.expression.formatter.map(formatters.registry(for:))
                bindings.append(try Binding(view, spec.keyPath, to: owner, spec.expression, mode: spec.mode, formatters: registry))
            } catch {
                problems.append(spec.location.diagnostic(.compiling(.invalidExpression(.binding(error)))))
            }
        }
    }

    /// Sets the template's literal attributes on `view`, remembering an existing root's previous values.
    // Out of line: `build` recurses once per nesting level.
    @inline(never)
    private mutating func applyProperties(of template: ElementTemplate, to view: View, existing: View?) {
        // A view the template made, with only typed properties: stores, with no lookup per view.
        if existing == nil, let stores = template.typedStores, ObjectIdentifier(type(of: view)) == ObjectIdentifier(template.viewType) {
            for index in stores.indices { stores[index].write(to: view) }
            return
        }
        for property in template.properties {
            if existing != nil { restoredProperties.append((view, property.keyPath, property.assignment.currentValue(of: view))) }
            do {
                try property.assignment.apply(to: view)
            } catch {
                problems.append(property.location.diagnostic(.compiling(.invalidValue(
                    property: property.keyPath, value: String(describing: property.assignment.value ?? "nil"),
                    expected: error.description))))
            }
        }
    }

    /// Adds a child's view, just built, to its parent's view: directly when the parent's class is
    /// no ``MarkupContainer``, known after the first build without a cast.
    // Out of line: `build` recurses once per nesting level.
    @inline(never)
    private func append(_ child: View, to parent: View, of template: ElementTemplate) {
        if template.isContainer(parent) {
            MarkupChildren.append(child, to: parent)
        } else {
            parent.addNewSubview(child)
        }
    }

    /// A new view of the template's type, in its style when it has one (checked when compiled).
    // Out of line: `build` recurses once per nesting level.
    @inline(never)
    private mutating func make(_ template: ElementTemplate) -> View {
        guard let style = template.style, let creatable = template.viewType as? any MarkupStyleCreatable.Type else {
            return template.viewType.init()
        }
        do {
            return try creatable.make(markupStyle: style.name)
        } catch {
            problems.append(style.location.diagnostic(.compiling(.invalidValue(property: "style", value: style.name, expected: error.expected))))
            return template.viewType.init()
        }
    }

    /// Runs an item's or instruction's step; the compiler tried it already, so a failure here is a
    /// view that changed its mind, reported all the same.
    // Out of line: `build` recurses once per nesting level.
    @inline(never)
    private mutating func record(_ location: MarkupLocation, _ step: () throws(MarkupItemFailure) -> Void) {
        do {
            try step()
        } catch {
            problems.append(location.diagnostic(.compiling(.invalidValue(property: error.attribute, value: error.value, expected: error.expected))))
        }
    }

    // Out of line: `build` recurses once per nesting level.
    @inline(never)
    private mutating func apply(_ section: SectionTemplate, to view: View) {
        switch section {
        case .header(let template, let title), .footer(let template, let title):
            MarkupChildren.apply(section, content: template.map { build($0) }, title: title, to: view)
        case .sectionBreak, .name, .selectionMode:
            MarkupChildren.apply(section, content: nil, title: nil, to: view)
        case .rows(let rows):
            guard let container = view as? any MarkupSectionContainer, let loader else { return }
            do {
                rowBindings.append(try container.bindMarkupSectionRows(to: owner, keyPath: rows.keyPath, identifiedBy: rows.identityKeyPath,
                                                                          cellDocument: rows.cellDocument, loader: loader))
            } catch {
                problems.append(contentsOf: rows.diagnostics(for: error))
            }
        case .value(let keyPath, let location):
            guard let container = view as? any MarkupSectionContainer else { return }
            do {
                try container.bindMarkupSectionValue(to: owner, keyPath: keyPath)
            } catch {
                problems.append(location.diagnostic(.compiling(.invalidExpression(.binding(error)))))
            }
        }
    }

    /// Assigns the views with an `id` to the owner's outlets, after the whole tree is built.
    mutating func assignOutlets() {
        for (outlet, view) in outlets { assign(view, to: outlet) }
    }

    /// Sets the owner's outlet to `object` (a view, a bar button item), remembering its value before.
    mutating func assign(_ object: AnyObject, to outlet: ElementTemplate.Outlet) {
        let previous = owner.value(forKey: outlet.name)
        do {
            try owner.setValue(object, forKey: outlet.name)
            assignedOutlets.append((outlet.name, previous))
        } catch {
            problems.append(outlet.location.diagnostic(.owner(.outletTypeMismatch(
                name: outlet.name, owner: String(describing: type(of: owner)), viewType: String(describing: type(of: object))))))
        }
    }

    /// Undoes what building did to objects that existed before: outlets, bindings, an existing root.
    mutating func rollBack() {
        for (name, previous) in assignedOutlets.reversed() { try? owner.setValue(previous, forKey: name) }
        bindings.forEach { $0.unbind() }
        rowBindings.forEach { $0.invalidate() }
        addedToExistingRoot.forEach { $0.removeFromSuperview() }
        for (view, keyPath, previous) in restoredProperties.reversed() { try? view.setValue(previous, forKeyPath: keyPath) }
        for (object, keyPath, previous) in restoredItemValues.reversed() { try? object.setValue(previous, forKeyPath: keyPath) }
        assignedOutlets.removeAll()
        restoredItemValues.removeAll()
        bindings.removeAll()
        rowBindings.removeAll()
    }
}
