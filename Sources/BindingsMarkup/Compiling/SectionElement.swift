/// The table-structure vocabulary of markup: `sectionHeader`/`sectionFooter` elements, the
/// `sectionBreak`, `sectionName` and `sectionSelectionMode` instructions, and MarkupKit's
/// `sectionHeaderView`/`sectionFooterView` instructions, each followed by its view (a table's slots,
/// see ``MarkupViewSlots``).
enum SectionElement {
    static let header = "sectionHeader"
    static let footer = "sectionFooter"

    static func isSectionElement(_ name: String) -> Bool {
        name == header || name == footer
    }

    /// MarkupKit's instructions whose following element is the last section's header or footer view.
    static let headerView = "sectionHeaderView"
    static let footerView = "sectionFooterView"

    /// What a section instruction means, or why it is invalid.
    enum Outcome {
        case success(SectionTemplate)
        case failure(MarkupDiagnostic.Kind)
    }

    static func instruction(_ instruction: MarkupInstruction) -> Outcome {
        switch instruction.target {
        case "sectionBreak":
            return .success(.sectionBreak)
        case "sectionName":
            guard !instruction.data.isEmpty else {
                return .failure(.invalidInstruction(target: "sectionName", reason: "a section name is required"))
            }
            return .success(.name(instruction.data))
        default:
            do {
                return .success(.selectionMode(try TableSelectionMode.convert(fromKeyValue: instruction.data)))
            } catch {
                return .failure(.invalidInstruction(target: instruction.target, reason: "expected \(error.expected)"))
            }
        }
    }
}
