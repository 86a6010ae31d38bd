/// The outcome of parsing: the document when its structure could be read, plus every diagnostic.
public struct MarkupParseResult: Sendable {
    /// The parsed document, or `nil` when a structural error stopped parsing. A document may be present even
    /// though ``diagnostics`` contains recoverable errors (e.g. an unknown entity, kept literally).
    public let document: MarkupDocument?
    /// Every diagnostic, in the order found (document order).
    public let diagnostics: [MarkupDiagnostic]

    /// Creates a result.
    public init(document: MarkupDocument?, diagnostics: [MarkupDiagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }

    /// Whether the document parsed without any error.
    public var succeeded: Bool {
        document != nil && !diagnostics.contains { $0.severity == .error }
    }

    /// The document, or every diagnostic thrown as one error when parsing stopped or found any error.
    public func get() throws(MarkupDiagnostics) -> MarkupDocument {
        guard succeeded, let document else { throw MarkupDiagnostics(diagnostics) }
        return document
    }
}
