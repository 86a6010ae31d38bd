/// Tracks MarkupKit's `<?case NAME?> … <?end?>` blocks (with `<?else?>` besides) among one
/// element's children: children count only while the open block, if any, matches the loader's
/// platform name.
///
/// As in MarkupKit, a `<?case?>` ends the block before it (`<?case ios?> … <?case tvos?> … <?end?>`)
/// and `<?end?>` is optional: a block left open goes on past the element's end, over the rest of
/// the document, until an `<?end?>` or `<?case?>` in an enclosing element.
struct PlatformCondition {
    private struct Block {
        let matches: Bool
        var inElse = false
        var isActive: Bool { inElse ? !matches : matches }
    }

    let platform: String
    private var block: Block?

    init(platform: String) {
        self.platform = platform.lowercased()
    }

    /// Whether children at this point are compiled.
    var isActive: Bool { block?.isActive ?? true }

    /// The block still open, which goes on after the element: whether it keeps what follows.
    var openBlockKeeps: Bool? { block?.isActive }

    /// Goes on with the block an inner element left open, keeping or leaving out what follows.
    mutating func continueBlock(keeping: Bool) {
        block = Block(matches: keeping)
    }

    /// Applies a conditional instruction; returns the problem when it is unbalanced.
    mutating func apply(_ instruction: MarkupInstruction) -> MarkupDiagnostic.Kind? {
        switch MarkupInstructionName(rawValue: instruction.target) {
        case .case:
            // `<?case ios?>`, or several names: `<?case ios, tvos?>`.
            let names = instruction.data.split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.lowercased() }
            guard !names.isEmpty else {
                return .compiling(.invalidInstruction(target: instruction.target, reason: "a platform name is required"))
            }
            block = Block(matches: names.contains(platform))
        case .else:
            guard let open = block, !open.inElse else { return .compiling(.unbalancedConditional(instruction: instruction.target)) }
            block?.inElse = true
        case .end:
            guard block != nil else { return .compiling(.unbalancedConditional(instruction: instruction.target)) }
            block = nil
        default:
            break
        }
        return nil
    }
}
