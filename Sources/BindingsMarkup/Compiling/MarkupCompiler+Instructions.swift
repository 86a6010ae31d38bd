// Processing instructions among a view's children: conditions first, then slots, then what each
// instruction means; the names markup itself gives meaning are ``MarkupInstructionName``.
extension MarkupCompiler {
    /// One processing instruction among an element's children: conditionals, the instructions that
    /// name a slot for the next view (``MarkupViewSlots``), section instructions, includes and a
    /// container's own.
    @inline(never)
    mutating func compileChildInstruction(_ instruction: MarkupInstruction, file: String, parent: View,
                                          conditions: inout PlatformCondition, children: inout [ChildTemplate],
                                          pendingSlot: inout PendingSlot?) {
        let location = MarkupLocation(file: file, position: instruction.position)
        guard applyCondition(instruction, at: location, to: &conditions) else { return }
        if beginSlot(instruction.target, location: location, parent: parent, pending: &pendingSlot) { return }
        let compiled = compileInstruction(instruction, location: location, parent: parent)
        // An included document's root is the next view too, as MarkupKit appends it as any element.
        if pendingSlot != nil, compiled.count == 1, case .element(let template) = compiled[0] {
            children.append(contentsOf: fillSlot(with: template, pending: &pendingSlot))
        } else {
            children.append(contentsOf: compiled)
        }
    }

    /// What a processing instruction among `parent`'s children compiles to; problems are reported.
    @inline(never)
    mutating func compileInstruction(_ instruction: MarkupInstruction, location: MarkupLocation, parent: View) -> [ChildTemplate] {
        switch MarkupInstructionName(rawValue: instruction.target) {
        case .properties, .case, .else, .end:
            return []  // styles are collected before compiling, conditions applied before this
        case .include:
            return compileInclude(instruction.data, location: location, parent: parent).map { [.element($0)] } ?? []
        case .sectionBreak, .sectionName, .sectionSelectionMode, .sectionRows, .sectionValue:
            return compileSectionInstruction(instruction, location: location, parent: parent)
        case nil:
            if let compiled = compileItemInstruction(instruction, location: location, parent: parent) { return compiled }
            reportUnknown(instruction, at: location, parent: parent)
            return []
        }
    }

    /// Warns of an instruction nothing takes, suggesting the nearest name markup or `parent` (none
    /// outside the root element) knows.
    mutating func reportUnknown(_ instruction: MarkupInstruction, at location: MarkupLocation, parent: View?) {
        if let replacement = RetiredMarkup.instructions[instruction.target] {
            return diagnostics.append(location.diagnostic(.compiling(.retiredMarkup("'<?\(instruction.target)?>'", replacement: replacement)), severity: .warning))
        }
        let known = MarkupInstructionName.allCases.map(\.rawValue) + allSlotNames()
            + (parent.map { MarkupElementDescription(type(of: $0)).itemInstructions } ?? [])
        diagnostics.append(location.diagnostic(.compiling(.unknownInstruction(
            target: instruction.target, suggestion: Suggestion.closest(to: instruction.target, in: known))), severity: .warning))
    }
}
