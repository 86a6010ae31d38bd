// The instructions that name a slot of their parent for the next view element (``MarkupViewSlots``):
// `<?backgroundView?>`, `<?leftView?>`, `<?sectionHeaderView?>` and the others a view declares.
extension MarkupCompiler {
    /// A slot's instruction waiting for its view element.
    struct PendingSlot {
        let slot: MarkupViewSlot
        let location: MarkupLocation
    }

    /// The names of every slot of the loader's element types, sorted: an instruction among them is
    /// a slot's, even where its parent takes no such slot.
    mutating func allSlotNames() -> [String] {
        if let slotNames { return slotNames }
        let names = Set(sources.elementTypes.registeredTypes.flatMap { MarkupElementDescription($0).slots.map(\.name) })
        slotNames = names.sorted()
        return slotNames ?? []
    }

    /// Starts the slot `target` names when `parent` takes it, or reports it misplaced when another
    /// view does; returns whether `target` is a slot's instruction at all. An instruction still
    /// waiting for its view is reported.
    @inline(never)
    mutating func beginSlot(_ target: String, location: MarkupLocation, parent: View, pending: inout PendingSlot?) -> Bool {
        let slot = MarkupElementDescription(type(of: parent)).slot(named: target)
        guard slot != nil || allSlotNames().contains(target) else { return false }
        if let waiting = pending { reportUnfilled(waiting) }
        pending = slot.map { PendingSlot(slot: $0, location: location) }
        if slot == nil {
            diagnostics.append(location.diagnostic(.compiling(.misplacedElement(name: "<?\(target)?>", parent: String(describing: type(of: parent))))))
        }
        return true
    }

    /// The child that puts `template`'s view in the waiting slot, or none when the slot does not
    /// take views of its class (reported).
    mutating func fillSlot(with template: ElementTemplate, pending: inout PendingSlot?) -> [ChildTemplate] {
        guard let waiting = pending.take() else { return [.element(template)] }
        guard template.viewType.isKind(of: waiting.slot.viewType) else {
            diagnostics.append(waiting.location.diagnostic(.compiling(.invalidInstruction(
                target: waiting.slot.name, reason: "a \(String(describing: waiting.slot.viewType)) must follow it"))))
            return []
        }
        return [.slot(waiting.slot.name, template)]
    }

    /// Reports a slot's instruction that no view followed.
    mutating func reportUnfilled(_ pending: PendingSlot) {
        diagnostics.append(pending.location.diagnostic(.compiling(.invalidInstruction(target: pending.slot.name, reason: "a view must follow it"))))
    }
}
