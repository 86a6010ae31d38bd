// A section's header and footer: a title, or a view shown at its fitting height.
extension TableView {
    /// The header title set for `section`, or `nil`.
    public func headerTitle(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].headerTitle : nil
    }

    /// Sets the header title of `section` (markup's `<sectionHeader title="…"/>`).
    public func setHeaderTitle(_ title: String?, forSection section: Int) {
        updateSection(section) { $0.headerTitle = title }
        reloadData()
    }

    /// Sets the header of `section` (markup's `<sectionHeader>`): a view, shown at its fitting height,
    /// or else a title, shown in ``headerFont`` in a line ``titleHeight`` tall.
    public func setHeader(title: String?, view: View?, forSection section: Int) {
        updateSection(section) {
            if $0.headerView !== view { $0.headerView?.removeFromSuperview() }
            $0.headerTitle = title
            $0.headerView = view
        }
        reloadData()
    }

    /// The header view set for `section`, or `nil`.
    public func headerView(forSection section: Int) -> View? {
        sections.indices.contains(section) ? sections[section].headerView : nil
    }

    /// The footer title set for `section`, or `nil`.
    public func footerTitle(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].footerTitle : nil
    }

    /// Sets the footer title of `section` (markup's `<sectionFooter title="…"/>`).
    public func setFooterTitle(_ title: String?, forSection section: Int) {
        updateSection(section) { $0.footerTitle = title }
        reloadData()
    }

    /// Sets the footer of `section` (markup's `<sectionFooter>`): a view, shown at its fitting height,
    /// or else a title, shown in ``footerFont`` in a line ``titleHeight`` tall.
    public func setFooter(title: String?, view: View?, forSection section: Int) {
        updateSection(section) {
            if $0.footerView !== view { $0.footerView?.removeFromSuperview() }
            $0.footerTitle = title
            $0.footerView = view
        }
        reloadData()
    }

    /// The footer view set for `section`, or `nil`.
    public func footerView(forSection section: Int) -> View? {
        sections.indices.contains(section) ? sections[section].footerView : nil
    }
}
