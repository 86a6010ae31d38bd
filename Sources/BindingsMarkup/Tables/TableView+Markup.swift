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
}
