// Includes: `<?include Name?>` compiles another document's root element in place, with its own
// classes, and reports documents that include each other.
extension MarkupCompiler {
    @inline(never)
    mutating func compileInclude(_ name: String, location: MarkupLocation, parent: View) -> ElementTemplate? {
        guard !name.isEmpty else {
            diagnostics.append(location.diagnostic(.compiling(.invalidInstruction(target: MarkupInstructionName.include.rawValue, reason: "a document name is required"))))
            return nil
        }
        guard !includeChain.contains(name) else {
            diagnostics.append(location.diagnostic(.compiling(.cyclicInclude(chain: includeChain + [name]))))
            return nil
        }
        let document: MarkupDocument
        switch sources.parseDocument(named: name, ownerType: ownerType) {
        case .success(let parsed): document = parsed
        case .failure(let problems):
            diagnostics.append(contentsOf: problems.diagnostics.isEmpty
                ? [location.diagnostic(sources.notFound(name, ownerType: ownerType))] : problems.diagnostics)
            return nil
        }
        let savedStyles = styles
        styles.merge(collectStyles(in: document))
        includeChain.append(name)
        defer {
            includeChain.removeLast()
            styles = savedStyles
        }
        let template = compileElement(document.root, file: document.file, parent: parent)
        reportUnknown(document.instructionsAfterRoot, file: document.file)
        return template
    }
}
