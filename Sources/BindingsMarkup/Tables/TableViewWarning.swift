import Foundation

/// Why a table laid out on screen shows no rows when it looks meant to: what
/// ``TableView/warningHandler`` hears, once per table.
///
/// Each is a newcomer's trap, not a legitimately empty table: a section bound to an empty array,
/// or a live data source that counts no rows, says nothing.
public enum TableViewWarning: Hashable, Sendable, CustomStringConvertible {
    /// A data source was set, and freed since: the table holds it weakly.
    case dataSourceFreed
    /// Cells are registered (with these identifiers) but no data source or array supplies rows.
    case noRowSource(identifiers: [String])
    /// The data source counts rows in `section` but leaves the section to static cells, of which
    /// there are none (``TableViewDataSource/tableView(_:suppliesRowsInSection:)`` says `false`).
    case sectionNotSupplied(section: Int, rows: Int)

    /// The warning as one line, saying what to do.
    public var description: String {
        switch self {
        case .dataSourceFreed:
            return "TableView shows no rows: its dataSource was freed (the table holds it weakly); keep a strong reference to it"
        case .noRowSource(let identifiers):
            return "TableView shows no rows: cells are registered for \(identifiers.map { "'\($0)'" }.joined(separator: ", ")) "
                + "but no dataSource or array supplies rows; set dataSource, or bind a section with bindRows(inSection:to:keyPath:) or <?sectionRows?>"
        case .sectionNotSupplied(let section, let rows):
            return "TableView shows no rows: the data source counts \(rows) rows in section \(section) but does not supply it; "
                + "return true from tableView(_:suppliesRowsInSection:) for it"
        }
    }

    /// The default handler: writes `bindings: warning: …` to standard error.
    @MainActor public static func writeToStandardError(_ warning: TableViewWarning) {
        FileHandle.standardError.write(Data("bindings: warning: \(warning)\n".utf8))
    }
}

extension TableView {
    /// Called once, at a layout, when the table shows no rows because of a ``TableViewWarning``;
    /// by default ``TableViewWarning/writeToStandardError(_:)``. Set it to log elsewhere, or to
    /// collect warnings in tests.
    public var warningHandler: @MainActor (TableViewWarning) -> Void {
        get { rowSupport.warningHandler }
        set { rowSupport.warningHandler = newValue }
    }

    /// Warns, once, when a table laid out with room shows no rows for one of the reasons of
    /// ``TableViewWarning``.
    func warnIfRowsAreMissing() {
        guard viewportHeight > 0, let warning = missingRowsWarning() else { return }
        rowSupport.warned = true
        rowSupport.warningHandler(warning)
    }

    private func missingRowsWarning() -> TableViewWarning? {
        guard let dataSource else {
            if rowSupport.dataSourceWasSet { return .dataSourceFreed }
            let identifiers = registeredCellIdentifiers
            return rowSupport.boundSections == 0 && !identifiers.isEmpty ? .noRowSource(identifiers: identifiers) : nil
        }
        for section in 0..<numberOfSections where isStatic(section) {
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows > 0 { return .sectionNotSupplied(section: section, rows: rows) }
        }
        return nil
    }
}
