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
            return [first.location.diagnostic(.owner(.controllerItemWithoutController(element: first.element.rawValue, owner: ownerName)))]
        }
        var problems: [MarkupDiagnostic] = []
        for item in controllerItems {
            for binding in item.bindings {
                for keyPath in binding.expression.dependencies {
                    if let problem = Self.ownerKeyProblem(keyPath.string, of: owner, at: binding.location) { problems.append(problem) }
                }
                if let reference = binding.expression.formatter, let problem = Self.formatterProblem(reference, in: formatters, at: binding.location) {
                    problems.append(problem)
                }
            }
            if let outlet = item.outlet, let problem = Self.outletProblem(outlet, of: owner) { problems.append(problem) }
            if let action = item.action, actions[action.name] == nil {
                problems.append(action.location.diagnostic(.owner(.unknownAction(
                    name: action.name, owner: ownerName, suggestion: Suggestion.closest(to: action.name, in: actions.keys)))))
            }
        }
        return problems
    }
}
