// Conditions: `<?case NAME?> … <?else?> … <?end?>` blocks, tracked per element by ``PlatformCondition``.
extension MarkupCompiler {
    /// Applies `instruction` to `conditions` when it is a condition's, reporting an unbalanced one;
    /// returns whether the instruction is still to compile: not a condition's, and in an active block.
    mutating func applyCondition(_ instruction: MarkupInstruction, at location: MarkupLocation, to conditions: inout PlatformCondition) -> Bool {
        if let problem = conditions.apply(instruction) {
            diagnostics.append(location.diagnostic(problem))
            return false
        }
        let isCondition = MarkupInstructionName.conditions.contains { $0.rawValue == instruction.target }
        return conditions.isActive && !isCondition
    }
}
