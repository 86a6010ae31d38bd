import Bindings

// Controller items: what `<navigationItem>` and `<tabBarItem>` set on the owner controller's items,
// every change remembered so that a failed build leaves them as they were.
extension MarkupBuilder {
    /// Applies `template` to the owner's item (the template checked the owner is a controller).
    mutating func apply(_ template: ControllerItemTemplate) {
        guard let controller = owner as? ViewController else { return }
        switch template.element {
        case .navigationItem:
            let item = controller.navigationItem
            configure(item, as: template)
            var leading: [BarButtonItem] = [], trailing: [BarButtonItem] = []
            for barTemplate in template.barButtonItems {
                let barItem = BarButtonItem()
                configure(barItem, as: barTemplate)
                connect(barItem, as: barTemplate, of: controller)
                if barTemplate.element == .leftBarButtonItem { leading.append(barItem) } else { trailing.append(barItem) }
            }
            change(item, "leftBarButtonItems", to: leading)
            change(item, "rightBarButtonItems", to: trailing)
        case .tabBarItem:
            configure(controller.tabBarItem, as: template)
        case .leftBarButtonItem, .rightBarButtonItem:
            return
        }
    }

    /// Sets `object`'s properties and bindings, and fills its outlet.
    private mutating func configure(_ object: some KeyValueCoding, as template: ControllerItemTemplate) {
        for property in template.properties {
            restoredItemValues.append((object, property.keyPath, property.assignment.currentValue(of: object)))
            do {
                try property.assignment.apply(to: object)
            } catch {
                problems.append(property.location.diagnostic(.compiling(.invalidValue(
                    property: property.keyPath, value: String(describing: property.assignment.value ?? "nil"), expected: error.description))))
            }
        }
        for spec in template.bindings {
            do {
                let registry = spec.expression.formatter.map(formatters.registry(for:))
                bindings.append(try Binding(object, spec.keyPath, to: owner, spec.expression, mode: spec.mode, formatters: registry))
            } catch {
                problems.append(spec.location.diagnostic(.compiling(.invalidExpression(.binding(error)))))
            }
        }
        if let outlet = template.outlet { assign(object, to: outlet) }
    }

    /// Connects a bar button item's action: the owner's, called with the button the bar shows for
    /// the item (or the controller's view when no bar shows it).
    private func connect(_ item: BarButtonItem, as template: ControllerItemTemplate, of controller: ViewController) {
        guard let action = template.action, let handler = actions[action.name] else { return }
        item.addAction { [weak controller] item in
            guard let controller else { return }
            handler(controller.navigationController?.navigationBar.button(for: item) ?? controller.view)
        }
    }

    /// Sets `key` of `object` to `value`, remembering the value before.
    private mutating func change(_ object: some KeyValueCoding, _ key: String, to value: Any) {
        restoredItemValues.append((object, key, object.value(forKey: key)))
        try? object.setValue(value, forKey: key)
    }
}
