import Bindings

// What `<navigationItem>` and `<tabBarItem>` need of the owner: to be a controller, and the keys,
// outlets, formatters and actions their attributes name.
extension MarkupTemplate {
    /// The problems of the controller items for `owner`: none when the template sets none.
    func controllerItemProblems(owner: some KeyValueCoding, actions: [String: @MainActor (View) -> Void],
                                formatters: MarkupFormatters) -> [MarkupDiagnostic] {
        guard let first = controllerItems.first else { return [] }
        let ownerName = String(describing: type(of: owner))
        guard owner is ViewController else {
            return [first.location.diagnostic(.controllerItemWithoutController(element: first.element.rawValue, owner: ownerName))]
        }
        var problems: [MarkupDiagnostic] = []
        for item in controllerItems {
            for binding in item.bindings {
                for keyPath in binding.expression.dependencies {
                    do {
                        _ = try owner.checkedValue(forKeyPath: keyPath.string)
                    } catch {
                        problems.append(binding.location.diagnostic(.unknownOwnerKey(message: error.description)))
                    }
                }
                if let reference = binding.expression.formatter {
                    do {
                        try formatters.check(reference)
                    } catch {
                        problems.append(binding.location.diagnostic(.invalidExpression(message: error.description)))
                    }
                }
            }
            if let outlet = item.outlet {
                do {
                    _ = try owner.checkedValue(forKey: outlet.name)
                } catch {
                    var suggestion: String? {
                        if case .unknownKey(_, _, let suggestion) = error { return suggestion }
                        return nil
                    }
                    problems.append(outlet.location.diagnostic(.missingOutlet(name: outlet.name, owner: ownerName, suggestion: suggestion)))
                }
            }
            if let action = item.action, actions[action.name] == nil {
                problems.append(action.location.diagnostic(.unknownAction(
                    name: action.name, owner: ownerName, suggestion: Suggestion.closest(to: action.name, in: actions.keys))))
            }
        }
        return problems
    }
}
