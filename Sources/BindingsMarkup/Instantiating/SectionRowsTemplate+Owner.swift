import Bindings

// What `<?sectionRows?>` meets when a template is built for an owner.
extension SectionRowsTemplate {
    /// The problems binding the rows for `owner` would meet: a key path the owner lacks or that
    /// holds no array, and a cell document that `loader` cannot compile.
    @MainActor
    func problems(for owner: some KeyValueCoding, loader: MarkupLoader?) -> [MarkupDiagnostic] {
        var problems: [MarkupDiagnostic] = []
        do {
            let value = try owner.checkedValue(forKeyPath: keyPath)
            if let value, !(value is [Any]) {
                problems.append(location.diagnostic(.invalidInstruction(
                    target: Self.target, reason: "'\(keyPath)' holds a \(type(of: value)), not an array")))
            }
        } catch {
            problems.append(location.diagnostic(.unknownOwnerKey(message: error.description)))
        }
        do {
            _ = try loader?.template(named: cellDocument, ownerType: type(of: owner))
        } catch {
            problems.append(contentsOf: error.diagnostics)
        }
        return problems
    }

    /// `error` as diagnostics at the instruction.
    func diagnostics(for error: TableRowsBindingError) -> [MarkupDiagnostic] {
        switch error {
        case .keyPath(let error): [location.diagnostic(.unknownOwnerKey(message: error.description))]
        case .cellDocument(_, let diagnostics): diagnostics.diagnostics
        case .noSuchSection, .notAnArray: [location.diagnostic(.invalidInstruction(target: Self.target, reason: error.description))]
        }
    }
}
