import Bindings
import Foundation

// Processing instructions among a view's children: style sheets, includes, the table's sections
// and rows, and a container's own instructions.
extension MarkupCompiler {
    /// The instructions a table's sections take, which only a section container allows.
    static let sectionTargets: Set<String> = ["sectionBreak", "sectionName", "sectionSelectionMode", "sectionValue", SectionRowsTemplate.target]

    /// What a processing instruction among `parent`'s children compiles to; problems are reported.
    @inline(never)
    mutating func compileInstruction(_ instruction: MarkupInstruction, location: MarkupLocation, parent: View) -> [ChildTemplate] {
        if Self.sectionTargets.contains(instruction.target), !(parent is any MarkupSectionContainer) {
            diagnostics.append(location.diagnostic(.misplacedElement(name: "<?\(instruction.target)?>", parent: String(describing: type(of: parent)))))
            return []
        }
        switch instruction.target {
        case "properties":
            return []  // collected before compiling
        case "include":
            return compileInclude(instruction.data, location: location, parent: parent).map { [.element($0)] } ?? []
        case "sectionBreak", "sectionName", "sectionSelectionMode":
            switch SectionElement.instruction(instruction) {
            case .success(let section): return [.section(section)]
            case .failure(let kind): diagnostics.append(location.diagnostic(kind)); return []
            }
        case "sectionValue":
            let data = instruction.data.trimmingCharacters(in: .whitespaces)
            guard data.hasPrefix("$$"), data.count > 2, !data.contains(where: \.isWhitespace) else {
                diagnostics.append(location.diagnostic(.invalidInstruction(
                    target: instruction.target, reason: "expected '$$keyPath', such as '$$viewModel.size'")))
                return []
            }
            return [.section(.value(keyPath: String(data.dropFirst(2)), location: location))]
        case SectionRowsTemplate.target:
            switch SectionRowsTemplate.compile(instruction.data, location: location, loader: loader, ownerType: ownerType) {
            case .success(let rows): return [.section(.rows(rows))]
            case .failure(let problems): diagnostics.append(contentsOf: problems); return []
            }
        default:
            let containerTargets = (parent as? any MarkupItemContainer).map { type(of: $0).markupInstructionTargets } ?? []
            if let container = parent as? any MarkupItemContainer, containerTargets.contains(instruction.target) {
                do {
                    try container.applyMarkupInstruction(instruction.target, data: instruction.data)
                    return [.instruction(target: instruction.target, data: instruction.data, location: location)]
                } catch {
                    diagnostics.append(location.diagnostic(.invalidInstruction(target: instruction.target, reason: "expected \(error.expected)")))
                    return []
                }
            }
            let known = ["properties", "include"] + Self.sectionTargets.sorted()
                + allSlotNames() + ConditionStack.targets + containerTargets
            diagnostics.append(location.diagnostic(.unknownInstruction(
                target: instruction.target, suggestion: Suggestion.closest(to: instruction.target, in: known)), severity: .warning))
            return []
        }
    }

    @inline(never)
    mutating func compileInclude(_ name: String, location: MarkupLocation, parent: View) -> ElementTemplate? {
        guard !name.isEmpty else {
            diagnostics.append(location.diagnostic(.invalidInstruction(target: "include", reason: "a document name is required")))
            return nil
        }
        guard !includeChain.contains(name) else {
            diagnostics.append(location.diagnostic(.cyclicInclude(chain: includeChain + [name])))
            return nil
        }
        let document: MarkupDocument
        switch loader.parseDocument(named: name, ownerType: ownerType) {
        case .success(let parsed): document = parsed
        case .failure(let problems):
            diagnostics.append(contentsOf: problems.diagnostics.isEmpty
                ? [location.diagnostic(loader.notFound(name, ownerType: ownerType))] : problems.diagnostics)
            return nil
        }
        let savedStyles = styles
        styles.merge(collectStyles(in: document))
        includeChain.append(name)
        defer {
            includeChain.removeLast()
            styles = savedStyles
        }
        return compileElement(document.root, file: document.file, parent: parent)
    }
}
