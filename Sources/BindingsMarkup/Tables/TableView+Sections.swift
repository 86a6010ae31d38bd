// A section's header and footer: a title, or a view shown at its fitting height. Both are read and
// set alike, through the section's fields for one of them (`SectionSupplement`).
extension TableView {
    /// The header title set for `section`, or `nil`.
    public func headerTitle(forSection section: Int) -> String? {
        supplement(.header, ofSection: section)?.title
    }

    /// The footer title set for `section`, or `nil`.
    public func footerTitle(forSection section: Int) -> String? {
        supplement(.footer, ofSection: section)?.title
    }

    /// The header view set for `section`, or `nil`.
    public func headerView(forSection section: Int) -> View? {
        supplement(.header, ofSection: section)?.view
    }

    /// The footer view set for `section`, or `nil`.
    public func footerView(forSection section: Int) -> View? {
        supplement(.footer, ofSection: section)?.view
    }

    /// Sets the header title of `section` (markup's `<sectionHeader title="…"/>`).
    public func setHeaderTitle(_ title: String?, forSection section: Int) {
        setSupplementTitle(title, .header, ofSection: section)
    }

    /// Sets the footer title of `section` (markup's `<sectionFooter title="…"/>`).
    public func setFooterTitle(_ title: String?, forSection section: Int) {
        setSupplementTitle(title, .footer, ofSection: section)
    }

    /// Sets the header of `section` (markup's `<sectionHeader>`): a view, shown at its fitting height,
    /// or else a title, shown in ``headerFont`` in a line ``titleHeight`` tall.
    public func setHeader(title: String?, view: View?, forSection section: Int) {
        setSupplement(title: title, view: view, .header, ofSection: section)
    }

    /// Sets the footer of `section` (markup's `<sectionFooter>`): a view, shown at its fitting height,
    /// or else a title, shown in ``footerFont`` in a line ``titleHeight`` tall.
    public func setFooter(title: String?, view: View?, forSection section: Int) {
        setSupplement(title: title, view: view, .footer, ofSection: section)
    }

    /// The title and view of `supplement` in `section`, or `nil` for a section the table does not keep.
    private func supplement(_ supplement: SectionSupplement, ofSection section: Int) -> (title: String?, view: View?)? {
        guard sections.indices.contains(section) else { return nil }
        return (sections[section][keyPath: supplement.title], sections[section][keyPath: supplement.view])
    }

    private func setSupplementTitle(_ title: String?, _ supplement: SectionSupplement, ofSection section: Int) {
        updateSection(section) { $0[keyPath: supplement.title] = title }
        reloadData()
    }

    /// Replaces the title and view of `supplement`; a view replaced by another leaves the table.
    private func setSupplement(title: String?, view: View?, _ supplement: SectionSupplement, ofSection section: Int) {
        updateSection(section) {
            if $0[keyPath: supplement.view] !== view { $0[keyPath: supplement.view]?.removeFromSuperview() }
            $0[keyPath: supplement.title] = title
            $0[keyPath: supplement.view] = view
        }
        reloadData()
    }
}

/// A section's header or footer: which fields of ``TableSection`` hold its title and view.
enum SectionSupplement {
    /// The header, above the rows.
    case header
    /// The footer, below the rows.
    case footer

    /// The title's field.
    var title: WritableKeyPath<TableSection, String?> {
        switch self {
        case .header: \.headerTitle
        case .footer: \.footerTitle
        }
    }

    /// The view's field.
    var view: WritableKeyPath<TableSection, View?> {
        switch self {
        case .header: \.headerView
        case .footer: \.footerView
        }
    }
}
