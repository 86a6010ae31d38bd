// Checkmarks of static sections, as MarkupKit's LMTableView: the section's selection mode decides what
// selecting a row does, and the cells' `value`s let an app read and set the choice as data.
extension TableView {
    /// The selection mode of `section` (`default` for a section that does not exist).
    public func selectionMode(forSection section: Int) -> TableSelectionMode {
        sections.indices.contains(section) ? sections[section].selectionMode : .default
    }

    /// Sets the selection mode of `section` (markup's `<?sectionSelectionMode …?>`). Switching to
    /// `singleCheckmark` keeps only the first checked row checked.
    public func setSelectionMode(_ mode: TableSelectionMode, forSection section: Int) {
        updateSection(section) { $0.selectionMode = mode }
        sectionValues[section]?.applyToCheckmarks()
        guard mode == .singleCheckmark, let first = cells(inSection: section).firstIndex(where: \.checked) else { return }
        checkOnly(row: first, inSection: section)
    }

    /// The user selected the row at `indexPath`: in a `singleCheckmark` section the row becomes the
    /// only checked one, in a `multipleCheckmarks` section its checkmark toggles, in a `default`
    /// section nothing is checked; its cell is selected (see ``allowsMultipleSelection``). Then
    /// ``didSelectRow`` is called. Does nothing for a row that does
    /// not exist. Toolkit backends call it when a row is activated; tests call it to drive a screen.
    public func userDidSelectRow(at indexPath: TableIndexPath) {
        guard indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section) else { return }
        switch selectionMode(forSection: indexPath.section) {
        case .default:
            break
        case .singleCheckmark:
            checkOnly(row: indexPath.row, inSection: indexPath.section)
        case .multipleCheckmarks:
            if let cell = cellForRow(at: indexPath) { cell.checked.toggle() }
        }
        selectCell(at: indexPath)
        sectionValues[indexPath.section]?.checkmarksDidChange()
        didSelectRow?(indexPath)
    }

    /// Selects the cell of the row: the only one selected, or with ``allowsMultipleSelection`` one
    /// more, its selection toggling.
    private func selectCell(at indexPath: TableIndexPath) {
        guard let cell = cellForRow(at: indexPath) else { return }
        cell.isInMultipleSelectionTable = allowsMultipleSelection
        guard !allowsMultipleSelection else { return cell.isSelected.toggle() }
        for other in sections.flatMap(\.cells) + visibleCells where other !== cell && other.isSelected {
            other.isSelected = false
        }
        cell.isSelected = true
    }

    /// The user selected the row at `indexPath`.
    @available(*, deprecated, renamed: "userDidSelectRow(at:)")
    public func selectRow(at indexPath: TableIndexPath) {
        userDidSelectRow(at: indexPath)
    }

    /// The value of the first checked row of `section`, or `nil` when none is checked.
    public func value(forSection section: Int) -> Any? {
        cells(inSection: section).first(where: \.checked)?.value
    }

    /// The values of the checked rows of `section`, top to bottom (rows without a value are skipped).
    public func values(forSection section: Int) -> [Any] {
        cells(inSection: section).filter(\.checked).compactMap(\.value)
    }

    /// Checks the rows of `section` whose value equals `value` and unchecks the others; in a
    /// `singleCheckmark` section only the first match is checked. `nil` matches no row.
    public func setValue(_ value: Any?, forSection section: Int) {
        var found = false
        for cell in cells(inSection: section) {
            let matches = Self.valuesEqual(cell.value, value)
                && !(found && selectionMode(forSection: section) == .singleCheckmark)
            found = found || matches
            cell.checked = matches
        }
    }

    /// Checks the rows of `section` whose value is among `values` and unchecks the others; in a
    /// `singleCheckmark` section only the first match is checked.
    public func setValues(_ values: [Any], forSection section: Int) {
        var found = false
        for cell in cells(inSection: section) {
            let matches = values.contains { Self.valuesEqual(cell.value, $0) }
                && !(found && selectionMode(forSection: section) == .singleCheckmark)
            found = found || matches
            cell.checked = matches
        }
    }

    /// Whether two cell values are equal: as `AnyHashable` when both are hashable (so `"S" == "S"`,
    /// `2 == 2`), by identity for objects, and never when either is `nil`.
    public static func valuesEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
        guard let lhs = lhs.flatMap(View.unwrapped), let rhs = rhs.flatMap(View.unwrapped) else { return false }
        if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
        if let left = lhs as AnyObject?, let right = rhs as AnyObject?, type(of: lhs) is AnyClass {
            return left === right
        }
        return false
    }

    /// Checks row `row` of `section` and unchecks every other row.
    func checkOnly(row: Int, inSection section: Int) {
        for (index, cell) in cells(inSection: section).enumerated() where cell.checked != (index == row) {
            cell.checked = index == row
        }
    }

    /// The static cells of `section`, or none.
    private func cells(inSection section: Int) -> [TableViewCell] {
        sections.indices.contains(section) ? sections[section].cells : []
    }
}
