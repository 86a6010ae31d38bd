/// One problem found in a markup document, located by file, line and column.
///
/// Diagnostics are plain values: the parser and the document compiler collect them instead of throwing on the
/// first problem. Each stage words its own kinds (``Kind/message``); ``description`` renders the
/// compiler form `PharmacyCell.xml:12:5: error: unexpected end of file; expected '>'`.
public struct MarkupDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The file name shown in the rendered diagnostic (as given to the parser).
    public var file: String
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem, in Unicode scalars.
    public var column: Int
    /// How serious the problem is.
    public var severity: Severity
    /// What the problem is, with its data.
    public var kind: Kind

    /// Creates a diagnostic from explicit coordinates.
    public init(file: String, line: Int, column: Int, severity: Severity = .error, kind: Kind) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.kind = kind
    }

    /// Creates a diagnostic at a source position.
    public init(file: String, position: SourcePosition, severity: Severity = .error, kind: Kind) {
        self.init(file: file, line: position.line, column: position.column, severity: severity, kind: kind)
    }

    /// The line and column of the problem.
    public var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// The human-readable message, without location or severity.
    public var message: String { kind.message }

    /// The compiler form `file:line:column: severity: message`.
    public var description: String { "\(file):\(line):\(column): \(severity): \(kind.message)" }
}
