/// Tracks `<?case NAME?> … <?else?> … <?end?>` blocks: children count only while every enclosing
/// block matches the loader's platform name.
struct ConditionStack {
    private struct Frame {
        let matches: Bool
        var inElse = false
        let position: SourcePosition
        var isActive: Bool { inElse ? !matches : matches }
    }

    let platform: String
    private var frames: [Frame] = []

    init(platform: String) {
        self.platform = platform.lowercased()
    }

    /// Whether children at this point are compiled.
    var isActive: Bool { frames.allSatisfy(\.isActive) }

    /// The position of a `<?case?>` still open at the end of the children.
    var unclosedCase: SourcePosition? { frames.last?.position }

    /// Applies a conditional instruction; returns the problem when it is unbalanced.
    mutating func apply(_ instruction: MarkupInstruction) -> MarkupDiagnostic.Kind? {
        switch MarkupInstructionName(rawValue: instruction.target) {
        case .case:
            // `<?case ios?>`, or several names: `<?case ios, tvos?>`.
            let names = instruction.data.split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.lowercased() }
            guard !names.isEmpty else {
                return .invalidInstruction(target: instruction.target, reason: "a platform name is required")
            }
            frames.append(Frame(matches: names.contains(platform), position: instruction.position))
        case .else:
            guard let last = frames.indices.last, !frames[last].inElse else { return .unbalancedConditional(instruction: instruction.target) }
            frames[last].inElse = true
        case .end:
            guard !frames.isEmpty else { return .unbalancedConditional(instruction: instruction.target) }
            frames.removeLast()
        default:
            break
        }
        return nil
    }
}
