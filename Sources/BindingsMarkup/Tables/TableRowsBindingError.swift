import Bindings

/// Why a section could not be bound to an array.
public enum TableRowsBindingError: Error, CustomStringConvertible {
    /// The table has no such section (it has `count`).
    case noSuchSection(Int, count: Int)
    /// The key path does not resolve on the owner.
    case keyPath(KeyValueError)
    /// The key path holds a value of `type`, not an array.
    case notAnArray(keyPath: String, type: String)
    /// The cell document is missing or has problems, listed in `diagnostics`.
    case cellDocument(name: String, diagnostics: MarkupDiagnostics)
    /// The elements are told apart by `identityKeyPath`, but the first (of `elementType`) has no
    /// hashable value there.
    case noIdentity(identityKeyPath: String, elementType: String)

    /// The problem in one sentence (a cell document's diagnostics, one per line).
    public var description: String {
        switch self {
        case .noSuchSection(let section, let count): "the table has no section \(section) (it has \(count))"
        case .keyPath(let error): error.description
        case .notAnArray(let keyPath, let type): "'\(keyPath)' holds a \(type), not an array"
        case .cellDocument(_, let diagnostics): diagnostics.diagnostics.map(\.description).joined(separator: "\n")
        case .noIdentity(let identityKeyPath, let elementType):
            "the rows are identified by '\(identityKeyPath)', but the first element (a \(elementType)) has no hashable value there"
        }
    }
}
