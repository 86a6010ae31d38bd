// A table takes cells as the rows of its last section, and markup's section structure.
extension TableView: MarkupSectionContainer {
    /// Appends a cell as a static row of the last section; any other view becomes a subview.
    public func addMarkupChild(_ child: View) {
        if let cell = child as? TableViewCell {
            appendStaticCell(cell)
        } else {
            addSubview(child)
        }
    }

    /// Appends a section.
    public func addMarkupSectionBreak() {
        _ = appendSection()
    }

    /// Names the last section.
    public func setMarkupSectionName(_ name: String) {
        setName(name, forSection: numberOfSections - 1)
    }

    /// Sets the last section's selection mode.
    public func setMarkupSectionSelectionMode(_ mode: TableSelectionMode) {
        setSelectionMode(mode, forSection: numberOfSections - 1)
    }

    /// Sets the last section's header.
    public func setMarkupSectionHeader(title: String?, view: View?) {
        setHeader(title: title, view: view, forSection: numberOfSections - 1)
    }

    /// Sets the last section's footer.
    public func setMarkupSectionFooter(title: String?, view: View?) {
        setFooter(title: title, view: view, forSection: numberOfSections - 1)
    }

    /// Binds the last section's checked value both ways (see ``bindValue(ofSection:to:keyPath:)``).
    public func bindMarkupSectionValue(to owner: any KeyValueCoding, keyPath: String) throws(BindingError) {
        try bindValue(ofSection: sections.count - 1, to: owner, keyPath: keyPath)
    }

    /// Binds the last section's rows to the array (see ``bindRows(inSection:to:keyPath:identifiedBy:cellDocument:loader:)``).
    public func bindMarkupSectionRows(to owner: any KeyValueCoding, keyPath: String, identifiedBy identityKeyPath: String?,
                                      cellDocument: String, loader: MarkupLoader) throws(TableRowsBindingError) -> TableRowsBinding {
        try bindRows(inSection: sections.count - 1, to: owner, keyPath: keyPath, identifiedBy: identityKeyPath,
                     cellDocument: cellDocument, loader: loader)
    }
}

// A table is created in MarkupKit's `plainTableView` or `groupedTableView` style.
extension TableView: MarkupStyleCreatable {
    /// MarkupKit's `plainTableView` and `groupedTableView`, and the kit's own names.
    nonisolated public static var markupStyleNames: [String] {
        MarkupStyleName.names(of: TableViewStyle.self, suffix: "TableView")
    }

    /// A table in `style`: `plain`, `grouped` or `insetGrouped`, alone or followed by `TableView`.
    /// Grouped tables have UIKit's grouped background color.
    public static func make(markupStyle: String) throws(KeyValueConversionFailure) -> Self {
        let table = Self()
        table.style = try MarkupStyleName.parse(markupStyle, suffix: "TableView")
        if table.style != .plain { table.backgroundColor = Self.groupedBackgroundColor }
        return table
    }

    /// UIKit's grouped background, `#F2F2F7`.
    nonisolated public static let groupedBackgroundColor = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
}
