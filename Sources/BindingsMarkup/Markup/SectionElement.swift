/// The table-structure vocabulary of markup: `sectionHeader`/`sectionFooter` elements and the
/// `sectionBreak`, `sectionName` and `sectionSelectionMode` instructions.
enum SectionElement {
    static let header = "sectionHeader"
    static let footer = "sectionFooter"

    static func isSectionElement(_ name: String) -> Bool {
        name == header || name == footer
    }

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
