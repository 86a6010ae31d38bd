extension MarkupDiagnostic {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, CustomStringConvertible {
        /// The document cannot be used as written.
        case error
        /// The document works but probably not as intended.
        case warning
        /// Extra information attached to another diagnostic.
        case note

        /// The lowercase name used in rendered diagnostics (`error`, `warning`, `note`).
        public var description: String { rawValue }
    }
}
