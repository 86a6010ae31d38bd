/// The error thrown when a markup document cannot be used: every diagnostic collected, in document order.
public struct MarkupDiagnostics: Error, Hashable, Sendable, CustomStringConvertible {
    /// The collected diagnostics.
    public var diagnostics: [MarkupDiagnostic]

    /// Wraps a list of diagnostics.
    public init(_ diagnostics: [MarkupDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error (as opposed to warnings and notes only).
    public var containsErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The rendered diagnostics, one per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
