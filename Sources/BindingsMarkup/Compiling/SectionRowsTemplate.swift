import Bindings

/// `<?sectionRows $keyPath CellDocument?>` in a table: the last section's rows follow the owner's
/// array at `keyPath`, each a ``ContentCell`` built from the document `CellDocument`, which binds
/// to the row's element as `$content`. A third part, `id=key`, names the key of each element
/// that tells elements apart when the whole array changes (`id=index` for row dictionaries).
///
/// Compiling checks the form, that the cell document exists, and that the section has no static
/// cells; instantiating checks, before building anything, that the key path names an array of
/// the owner and that the cell document compiles.
struct SectionRowsTemplate {
    static let target = MarkupInstructionName.sectionRows.rawValue
    static let form = "'$keyPath CellDocument', or '$keyPath CellDocument id=key', such as '$viewModel.items TodoItemCell id=id'"

    let keyPath: String
    let cellDocument: String
    /// The key path of each element that tells elements apart (`id=`), or `nil` for their identity.
    let identityKeyPath: String?
    let location: MarkupLocation

    /// What the instruction means, or why it is invalid.
    enum Outcome {
        case success(SectionRowsTemplate)
        case failure([MarkupDiagnostic])
    }

    /// Reads the instruction `data` and checks that the cell document exists.
    @MainActor
    static func compile(_ data: String, location: MarkupLocation, sources: any MarkupCompilerSources, ownerType: Any.Type?) -> Outcome {
        let parts = data.split(whereSeparator: \.isWhitespace).map(String.init)
        let identity = parts.count == 3 && parts[2].hasPrefix("id=") ? String(parts[2].dropFirst(3)) : nil
        guard parts.count == 2 || identity?.isEmpty == false, parts[0].hasPrefix("$"), parts[0].count > 1 else {
            return .failure([location.diagnostic(.compiling(.invalidInstruction(target: target, reason: "expected \(form)")))])
        }
        if case .failure(let problems) = sources.parseDocument(named: parts[1], ownerType: ownerType) {
            return .failure(problems.diagnostics.isEmpty ? [location.diagnostic(sources.notFound(parts[1], ownerType: ownerType))] : problems.diagnostics)
        }
        return .success(SectionRowsTemplate(keyPath: String(parts[0].dropFirst()), cellDocument: parts[1],
                                            identityKeyPath: identity, location: location))
    }

    /// A section whose rows follow an array shows no static cells: cells there are an error, as is
    /// a second array for the same section.
    static func problems(in children: [ChildTemplate]) -> [MarkupDiagnostic] {
        var problems: [MarkupDiagnostic] = []
        var bound: SectionRowsTemplate?
        var hasCells = false
        for child in children {
            switch child {
            case .section(.sectionBreak):
                bound = nil
                hasCells = false
            case .section(.rows(let rows)):
                if bound != nil {
                    problems.append(rows.location.diagnostic(.compiling(.invalidInstruction(target: target, reason: "the section's rows already follow an array; start another section with '<?sectionBreak?>'"))))
                } else if hasCells {
                    problems.append(rows.location.diagnostic(.compiling(.invalidInstruction(target: target, reason: Self.cellsReason))))
                }
                bound = rows
            case .element(let template) where template.viewType is TableViewCell.Type:
                if let bound, !hasCells {
                    problems.append(bound.location.diagnostic(.compiling(.invalidInstruction(target: target, reason: Self.cellsReason))))
                }
                hasCells = true
            default:
                continue
            }
        }
        return problems
    }

    private static let cellsReason = "its section also has static cells; put them in another section with '<?sectionBreak?>'"
}
