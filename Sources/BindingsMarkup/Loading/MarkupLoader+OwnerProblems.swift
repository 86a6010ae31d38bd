import Bindings

// One run reports every problem of a document built for an owner: what the compiler found and,
// for what compiled, what only the owner can tell. Loading and the linter both ask here.
extension MarkupLoader {
    /// The compiler's diagnostics of the document `name` and, for what compiled, those only the
    /// owner can tell (keys, actions, formatters, outlets), in document order.
    func withOwnerProblems(_ diagnostics: MarkupDiagnostics, document name: String, owner: some KeyValueCoding) -> MarkupDiagnostics {
        guard let partial = partialTemplates[name] else { return diagnostics }
        return MarkupDiagnostics(Self.inDocumentOrder(diagnostics.diagnostics + partial.problems(for: owner)))
    }

    /// Every problem of the document `name`, compiled by `compile` for `owner`, in document order:
    /// the compiler's, warnings included, and the owner's, of the whole template or of what
    /// compiled when it did not. `suppliesRoot`: the owner loads it with a root view of its own.
    func problems(of name: String, owner: some KeyValueCoding, suppliesRoot: Bool = false,
                  compiledBy compile: () throws(MarkupDiagnostics) -> MarkupTemplate) -> [MarkupDiagnostic] {
        do {
            let template = try compile()
            var problems = template.warnings + template.problems(for: owner)
            // Loading gives a `<root>` the owner when it is a view, or the root another owner supplies.
            if template.root.isExistingRoot, !(owner is View), !suppliesRoot {
                problems.append(template.root.location.diagnostic(.owner(.rootWithoutView)))
            }
            return Self.inDocumentOrder(problems)
        } catch {
            return withOwnerProblems(error, document: name, owner: owner).diagnostics
        }
    }

    /// `diagnostics` by file (in the order files first appear), line and column; those at one
    /// place keep their order.
    static func inDocumentOrder(_ diagnostics: [MarkupDiagnostic]) -> [MarkupDiagnostic] {
        var fileOrder: [String: Int] = [:]
        for diagnostic in diagnostics where fileOrder[diagnostic.file] == nil { fileOrder[diagnostic.file] = fileOrder.count }
        return diagnostics.enumerated().sorted { lhs, rhs in
            let left = (fileOrder[lhs.element.file] ?? 0, lhs.element.line, lhs.element.column, lhs.offset)
            let right = (fileOrder[rhs.element.file] ?? 0, rhs.element.line, rhs.element.column, rhs.offset)
            return left < right
        }.map(\.element)
    }
}
