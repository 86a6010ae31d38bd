import Bindings
import Foundation

// Sections: a table's `<sectionHeader>`/`<sectionFooter>` elements and its section instructions,
// which only a section container (``MarkupSectionContainer``) takes.
extension MarkupCompiler {
    /// A `<sectionHeader>` or `<sectionFooter>` with its title and view, or `nil` when `parent` is
    /// not a section container (reported).
    @inline(never)
    mutating func compileSectionElement(_ element: MarkupElement, _ section: SectionElement, file: String, parent: View) -> SectionTemplate? {
        let location = MarkupLocation(file: file, position: element.position)
        guard MarkupElementDescription(type(of: parent)).takesSections else {
            diagnostics.append(location.diagnostic(.compiling(.misplacedElement(name: element.name, parent: String(describing: type(of: parent))))))
            return nil
        }
        let title = element.attribute(named: SectionElement.titleAttribute).map {
            localized($0.value, at: MarkupLocation(file: file, position: $0.valuePosition))
        }
        let content = element.childElements.first.flatMap { compileElement($0, file: file, parent: parent) }
        switch section {
        case .sectionHeader: return .header(content, title: title)
        case .sectionFooter: return .footer(content, title: title)
        }
    }

    /// One of ``MarkupInstructionName/sections``: what it does to the last section, or nothing
    /// when its data is invalid or `parent` is not a section container (reported).
    @inline(never)
    mutating func compileSectionInstruction(_ instruction: MarkupInstruction, location: MarkupLocation, parent: View) -> [ChildTemplate] {
        guard MarkupElementDescription(type(of: parent)).takesSections else {
            diagnostics.append(location.diagnostic(.compiling(.misplacedElement(name: "<?\(instruction.target)?>", parent: String(describing: type(of: parent))))))
            return []
        }
        switch sectionInstruction(instruction, location: location) {
        case .success(let section):
            return [.section(section)]
        case .failure(let problems):
            diagnostics.append(contentsOf: problems)
            return []
        }
    }

    /// What a section instruction means, or why it is invalid.
    private enum SectionOutcome {
        case success(SectionTemplate)
        case failure([MarkupDiagnostic])
    }

    private func sectionInstruction(_ instruction: MarkupInstruction, location: MarkupLocation) -> SectionOutcome {
        let invalid = { (reason: String) in SectionOutcome.failure([location.diagnostic(.compiling(.invalidInstruction(target: instruction.target, reason: reason)))]) }
        switch MarkupInstructionName(rawValue: instruction.target) {
        case .sectionName:
            return instruction.data.isEmpty ? invalid("a section name is required") : .success(.name(instruction.data))
        case .sectionSelectionMode:
            do {
                return .success(.selectionMode(try TableSelectionMode.convert(fromKeyValue: instruction.data)))
            } catch {
                return invalid("expected \(error.expected)")
            }
        case .sectionValue:
            let data = instruction.data.trimmingCharacters(in: .whitespaces)
            guard data.hasPrefix("$$"), data.count > 2, !data.contains(where: \.isWhitespace) else {
                return invalid("expected '$$keyPath', such as '$$viewModel.size'")
            }
            return .success(.value(keyPath: String(data.dropFirst(2)), location: location))
        case .sectionRows:
            switch SectionRowsTemplate.compile(instruction.data, location: location, sources: sources, ownerType: ownerType) {
            case .success(let rows): return .success(.rows(rows))
            case .failure(let problems): return .failure(problems)
            }
        case .sectionBreak:
            return .success(.sectionBreak)
        case .properties, .include, .case, .else, .end, nil:
            return .failure([])  // not a section's: only section instructions are sent here
        }
    }
}
