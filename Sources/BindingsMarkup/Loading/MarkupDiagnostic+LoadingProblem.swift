// The wording of the problems the loader reports finding documents.
extension MarkupDiagnostic {
    /// A problem the loader reports finding documents.
    public enum LoadingProblem: Hashable, Sendable {
        /// A document named by `<?include?>`, a style sheet or a build request that cannot be found
        /// in any of the folders `searched` (paths, in the order they were searched).
        case documentNotFound(name: String, searched: [String])
    }
}

extension MarkupDiagnostic.LoadingProblem {
    /// The message, without location or severity.
    public var message: String {
        switch self {
        case .documentNotFound(let name, let searched):
            return "no markup document named '\(name)'; "
                + (searched.isEmpty ? "no folders to search" : "searched " + searched.joined(separator: ", "))
        }
    }
}
