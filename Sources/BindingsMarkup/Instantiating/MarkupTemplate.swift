import Bindings

/// A compiled markup document: builds its view tree for an owner as often as needed, without
/// parsing XML again.
///
/// Building sets each element's properties (already converted to their types), adds its children,
/// binds its `$` attributes to the owner, connects its actions, calls ``View/awakeFromMarkup()``,
/// and finally assigns the views with an `id` to the owner's outlets. Problems that depend on the
/// owner (a key a binding reads, a key a two-way binding writes back, a formatter, an outlet, an
/// action) are checked before anything is built; keys the owner's class declares are checked for
/// its first instance only (see ``KeyValueCoding/declaresKeyPath(_:)``). Formatters are looked up in the owner's registry first when it is ``FormatterProviding``,
/// then in the loader's.
@MainActor
public final class MarkupTemplate {
    /// The document's name.
    public let name: String
    /// Problems that did not stop compilation, such as unknown classes or instructions.
    public let warnings: [MarkupDiagnostic]
    let root: ElementTemplate
    /// Every element, the root first, listed once: instantiation validates them all.
    let elements: [ElementTemplate]
    /// The owner controller's items the root element sets, and their bar button items.
    let controllerItems: [ControllerItemTemplate]
    /// The loader's formatters, which an owner's own come before.
    let formatters: FormatterRegistry
    /// The formatters the bindings and items' `$` attributes name, in document order: all an owner whose keys are known is
    /// checked for, unless ``checksOtherThanFormatters``.
    private let formatterReferences: [(reference: FormatterReference, location: MarkupLocation)]
    /// Whether an element has actions or a section bound to the owner, checked for every owner.
    private let checksOtherThanFormatters: Bool
    /// How many bindings building makes, to reserve room for them at once.
    private let bindingCount: Int
    /// The owner classes whose keys this template's bindings and outlets were found to declare
    /// (see ``KeyValueCoding/declaresKeyPath(_:)``): instances of them skip those checks.
    private var ownerClassesWithDeclaredKeys: Set<ObjectIdentifier> = []
    /// The loader registry's generation at which every formatter the bindings name was found, for
    /// owners that bring none: checking again finds the same until a formatter is registered.
    private var formattersFoundAtGeneration: Int?
    /// What the last owner's class conforms to: casting each owner asks the runtime every time.
    private var ownerConformances: (ownerClass: ObjectIdentifier, isActionTarget: Bool, providesFormatters: Bool)?

    /// The loader that compiled the template, which finds the cell documents `<?sectionRows?>`
    /// names; weak, as it keeps the template.
    private weak var loader: MarkupLoader?

    init(name: String, root: ElementTemplate, warnings: [MarkupDiagnostic], formatters: FormatterRegistry, loader: MarkupLoader) {
        self.loader = loader
        self.name = name
        self.root = root
        elements = root.allElements
        var items: [ControllerItemTemplate] = []
        for case .controllerItem(let item) in root.children { items += item.all }
        controllerItems = items
        self.warnings = warnings
        self.formatters = formatters
        // Loops, not closures: a closure here is main-actor isolated and checks its executor.
        var references: [(reference: FormatterReference, location: MarkupLocation)] = []
        var otherChecks = false
        var bindings = 0
        for element in elements {
            bindings += element.bindings.count
            for binding in element.bindings {
                if let reference = binding.expression.formatter { references.append((reference, binding.location)) }
            }
            for case .item(_, let readings, _) in element.children {
                for reading in readings {
                    if let reference = reading.expression.formatter { references.append((reference, reading.location)) }
                }
            }
            if !element.actions.isEmpty { otherChecks = true }
            for case .section(let section) in element.children {
                if case .rows = section { otherChecks = true }
                if case .value = section { otherChecks = true }
            }
        }
        formatterReferences = references
        checksOtherThanFormatters = otherChecks || !items.isEmpty
        bindingCount = bindings
    }

    /// The number of elements in the template (included documents counted).
    public var elementCount: Int { elements.count }

    /// Builds the view tree for `owner`.
    ///
    /// - Parameter root: an existing view: when it is of the root element's type (or a subclass),
    ///   the root element applies to it; otherwise the root view is built and added to it. A
    ///   document whose root element is `<root>` requires it, and always applies to it.
    /// - Returns: the root view (`root` itself when the root element applied to it).
    @discardableResult
    public func instantiate(owner: some KeyValueCoding, root existing: View? = nil) throws(MarkupDiagnostics) -> View {
        let conformances = conformances(of: owner)
        let actions = conformances.isActionTarget ? (owner as? any MarkupActionTarget)?.markupActions ?? [:] : [:]
        let formatters = MarkupFormatters(owner: owner, loader: self.formatters, mayProvide: conformances.providesFormatters)
        let problems = validate(elements, owner: owner, actions: actions, formatters: formatters)
        guard problems.isEmpty else { throw MarkupDiagnostics(problems) }

        if root.isExistingRoot {
            guard let existing else { throw MarkupDiagnostics([root.location.diagnostic(.owner(.rootWithoutView))]) }
            guard type(of: existing).isKind(of: root.viewType) else {
                throw MarkupDiagnostics([root.location.diagnostic(.owner(.rootViewMismatch(
                    expected: String(describing: root.viewType), found: String(describing: type(of: existing)))))])
            }
        }
        let appliesToExisting = existing.map { type(of: $0).isKind(of: root.viewType) } ?? false
        var builder = MarkupBuilder(owner: owner, actions: actions, formatters: formatters, loader: loader, bindingCount: bindingCount)
        let view = builder.build(root, into: appliesToExisting ? existing : nil)
        if let existing, !appliesToExisting { existing.addSubview(view) }
        builder.assignOutlets()
        guard builder.problems.isEmpty else {
            builder.rollBack()
            if existing != nil, !appliesToExisting { view.removeFromSuperview() }
            throw MarkupDiagnostics(builder.problems)
        }
        return view
    }

    /// Whether `owner`'s class is a ``MarkupActionTarget`` and ``FormatterProviding``, cast once
    /// per class in a row of owners of one class.
    private func conformances(of owner: some KeyValueCoding) -> (isActionTarget: Bool, providesFormatters: Bool) {
        let ownerClass = ObjectIdentifier(type(of: owner))
        if let known = ownerConformances, known.ownerClass == ownerClass { return (known.isActionTarget, known.providesFormatters) }
        let found = (isActionTarget: owner is any MarkupActionTarget, providesFormatters: owner is any FormatterProviding)
        ownerConformances = (ownerClass, found.isActionTarget, found.providesFormatters)
        return found
    }

    /// The problems instantiating for `owner` would report before building anything: owner keys
    /// that bindings read or two-way bindings cannot write, formatters, outlets and actions. Empty
    /// when the template builds for it.
    public func problems(for owner: some KeyValueCoding) -> [MarkupDiagnostic] {
        let actions = (owner as? any MarkupActionTarget)?.markupActions ?? [:]
        return validate(elements, owner: owner, actions: actions, formatters: MarkupFormatters(owner: owner, loader: formatters))
    }

    /// The formatters the template's bindings name that the loader's registry does not have: an
    /// owner may bring them (``FormatterProviding``), so instantiating checks them for each owner,
    /// and a check without an owner reports them here.
    func formattersNotInTheLoader(except ownerFormatters: Set<String> = []) -> [MarkupDiagnostic] {
        let loaderOnly = MarkupFormatters(owner: NoOwner(), loader: formatters)
        var problems: [MarkupDiagnostic] = []
        for (reference, location) in formatterReferences where !ownerFormatters.contains(reference.name) {
            do {
                try loaderOnly.check(reference)
            } catch {
                problems.append(location.diagnostic(.compiling(.invalidExpression(.formatter(error)))))
            }
        }
        return problems
    }

    /// The problems that depend on the owner: keys that bindings read (and write), formatters,
    /// outlets and actions.
    private func validate(_ elements: [ElementTemplate], owner: some KeyValueCoding,
                          actions: [String: @MainActor (View) -> Void], formatters: MarkupFormatters) -> [MarkupDiagnostic] {
        var problems: [MarkupDiagnostic] = []
        // Formatted only for a problem: a type's name costs thousands of instructions to print.
        var ownerName: String { String(describing: type(of: owner)) }
        let ownerClass = ObjectIdentifier(type(of: owner))
        let keysKnown = ownerClassesWithDeclaredKeys.contains(ownerClass)
        if keysKnown, !checksOtherThanFormatters {
            let generation = formatters.owner == nil ? self.formatters.generation : nil
            if let generation, generation == formattersFoundAtGeneration { return [] }
            // What the loop below would check with the keys known, in the same order.
            for (reference, location) in formatterReferences {
                do {
                    try formatters.check(reference)
                } catch {
                    problems.append(location.diagnostic(.compiling(.invalidExpression(.formatter(error)))))
                }
            }
            if problems.isEmpty, let generation { formattersFoundAtGeneration = generation }
            return problems
        }
        var keysDeclared = true
        for element in elements {
            for binding in element.bindings {
                for keyPath in binding.expression.dependencies where !keysKnown {
                    keysDeclared = keysDeclared && type(of: owner).declaresKeyPath(components: keyPath.components)
                    if let problem = Self.ownerKeyProblem(keyPath.string, of: owner, at: binding.location) { problems.append(problem) }
                }
                if binding.mode == .twoWay, !keysKnown, let keyPath = binding.expression.dependencies.first,
                   let problem = Self.writeBackProblem(keyPath, of: owner, at: binding.location) {
                    problems.append(problem)
                }
                if let reference = binding.expression.formatter, let problem = Self.formatterProblem(reference, in: formatters, at: binding.location) {
                    problems.append(problem)
                }
            }
            if let outlet = element.outlet, !keysKnown {
                keysDeclared = keysDeclared && type(of: owner).declaresKeyPath(outlet.name)
                if let problem = Self.outletProblem(outlet, of: owner) { problems.append(problem) }
            }
            // An item's `$` attribute is read once, but from the owner all the same.
            for case .item(_, let readings, _) in element.children {
                for reading in readings {
                    for keyPath in reading.expression.dependencies where !keysKnown {
                        keysDeclared = keysDeclared && type(of: owner).declaresKeyPath(components: keyPath.components)
                        if let problem = Self.ownerKeyProblem(keyPath.string, of: owner, at: reading.location) { problems.append(problem) }
                    }
                    if let reference = reading.expression.formatter, let problem = Self.formatterProblem(reference, in: formatters, at: reading.location) {
                        problems.append(problem)
                    }
                }
            }
            for case .section(let section) in element.children {
                switch section {
                case .rows(let rows):
                    problems.append(contentsOf: rows.problems(for: owner, loader: loader))
                case .value(let keyPath, let location):
                    do {
                        _ = try owner.checkedValue(forKeyPath: keyPath)
                        // The section writes the value checked by the user back to it.
                        if let problem = Self.writeBackProblem(ExpressionKeyPath(keyPath), of: owner, at: location) { problems.append(problem) }
                    } catch {
                        problems.append(location.diagnostic(.owner(.unknownOwnerKey(error))))
                    }
                default:
                    continue
                }
            }
            for action in element.actions where actions[action.name] == nil {
                problems.append(action.location.diagnostic(.owner(.unknownAction(
                    name: action.name, owner: ownerName, suggestion: Suggestion.closest(to: action.name, in: actions.keys)))))
            }
        }
        problems += controllerItemProblems(owner: owner, actions: actions, formatters: formatters)
        if !keysKnown, keysDeclared, problems.isEmpty { ownerClassesWithDeclaredKeys.insert(ownerClass) }
        return problems
    }
}

extension MarkupTemplate {
    /// The problem of a binding reading `keyPath`, which `owner` lacks, or `nil`.
    static func ownerKeyProblem(_ keyPath: String, of owner: some KeyValueCoding, at location: MarkupLocation) -> MarkupDiagnostic? {
        do {
            _ = try owner.checkedValue(forKeyPath: keyPath)
            return nil
        } catch {
            return location.diagnostic(.owner(.unknownOwnerKey(error)))
        }
    }

    /// The problem of a binding naming a formatter neither the owner nor the loader has, or `nil`.
    static func formatterProblem(_ reference: FormatterReference, in formatters: MarkupFormatters, at location: MarkupLocation) -> MarkupDiagnostic? {
        do {
            try formatters.check(reference)
            return nil
        } catch {
            return location.diagnostic(.compiling(.invalidExpression(.formatter(error))))
        }
    }

    /// The problem of an `id` naming an outlet `owner` lacks, or `nil`.
    static func outletProblem(_ outlet: ElementTemplate.Outlet, of owner: some KeyValueCoding) -> MarkupDiagnostic? {
        do {
            _ = try owner.checkedValue(forKey: outlet.name)
            return nil
        } catch {
            var suggestion: String? {
                if case .unknownKey(_, _, let suggestion) = error { return suggestion }
                return nil
            }
            return outlet.location.diagnostic(.owner(.missingOutlet(name: outlet.name, owner: String(describing: type(of: owner)), suggestion: suggestion)))
        }
    }
}

/// An owner with no keys and no formatters, for checks that need none.
private final class NoOwner: KeyValueCoding, Sendable {}
