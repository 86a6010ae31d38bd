extension MarkupDiagnostic {
    /// Every problem the markup module reports, by the stage that reports it: each stage declares
    /// its problems and words them beside its code (`MarkupDiagnostic+…Problem.swift`), in a
    /// switch the compiler checks is exhaustive, so a new problem cannot go unworded.
    public enum Kind: Hashable, Sendable {
        /// The parser's: encoding, document structure, attributes and character data.
        case parsing(ParsingProblem)
        /// The compiler's: elements, attributes, values, expressions, includes, instructions, ids.
        case compiling(CompilingProblem)
        /// Building for an owner: outlets, actions, owner keys, the root view.
        case owner(OwnerProblem)
        /// Finding documents.
        case loading(LoadingProblem)
        /// Localized strings and named colors.
        case localization(LocalizationProblem)

        /// The message for this problem, without location or severity, as its stage words it.
        public var message: String {
            switch self {
            case .parsing(let problem): problem.message
            case .compiling(let problem): problem.message
            case .owner(let problem): problem.message
            case .loading(let problem): problem.message
            case .localization(let problem): problem.message
            }
        }
    }
}
