/// Where something in a template came from, to report problems found while building it.
struct MarkupLocation: Sendable, Hashable {
    let file: String
    let position: SourcePosition

    func diagnostic(_ kind: MarkupDiagnostic.Kind, severity: MarkupDiagnostic.Severity = .error) -> MarkupDiagnostic {
        MarkupDiagnostic(file: file, position: position, severity: severity, kind: kind)
    }
}
