import Bindings

// What `<?sectionRows?>` meets when a template is built for an owner.
extension SectionRowsTemplate {
    /// The problems binding the rows for `owner` would meet: a key path the owner lacks or that
    /// holds no array, a cell document that `loader` cannot compile and, when the array has
    /// elements, what the cell document reads that the first lacks.
    @MainActor
    func problems(for owner: some KeyValueCoding, loader: MarkupLoader?) -> [MarkupDiagnostic] {
        var problems: [MarkupDiagnostic] = []
        var first: Any?
        do {
            let value = try owner.checkedValue(forKeyPath: keyPath)
            if let value, !(value is [Any]) {
                problems.append(location.diagnostic(.compiling(.invalidInstruction(
                    target: Self.target, reason: "'\(keyPath)' holds a \(type(of: value)), not an array"))))
            }
            first = (value as? [Any])?.first
            if let identityKeyPath, let first, ElementIdentity.of(first, keyPath: identityKeyPath) == nil {
                problems.append(location.diagnostic(.compiling(.invalidInstruction(target: Self.target, reason: TableRowsBindingError.noIdentity(
                    identityKeyPath: identityKeyPath, elementType: String(describing: type(of: first))).description))))
            }
        } catch {
            problems.append(location.diagnostic(.owner(.unknownOwnerKey(error))))
        }
        do {
            let template = try loader?.template(named: cellDocument, ownerType: type(of: owner))
            // As binding the rows checks it: against a cell showing the first element.
            if let template, let first {
                let probe = ContentCell()
                probe.content = first
                problems.append(contentsOf: template.problems(for: probe))
            }
        } catch {
            problems.append(contentsOf: error.diagnostics)
        }
        return problems
    }

    /// `error` as diagnostics at the instruction.
    func diagnostics(for error: TableRowsBindingError) -> [MarkupDiagnostic] {
        switch error {
        case .keyPath(let error): [location.diagnostic(.owner(.unknownOwnerKey(error)))]
        case .cellDocument(_, let diagnostics): diagnostics.diagnostics
        case .noSuchSection, .notAnArray, .noIdentity: [location.diagnostic(.compiling(.invalidInstruction(target: Self.target, reason: error.description)))]
        }
    }
}
