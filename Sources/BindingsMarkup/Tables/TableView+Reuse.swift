extension TableView {
    /// Registers a cell class for `identifier`: ``dequeueReusableCell(withIdentifier:)`` creates one with
    /// `init()` when the queue is empty.
    public func register(_ cellType: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        register(forCellReuseIdentifier: identifier) { cellType.init() }
    }

    /// Registers a factory for `identifier`, called when the queue is empty; for cells built from markup.
    public func register(forCellReuseIdentifier identifier: String, factory: @escaping @MainActor () -> TableViewCell) {
        reuse.register(identifier, factory: factory)
    }

    /// The identifiers cells are registered for, in order.
    public var registeredCellIdentifiers: [String] {
        reuse.identifiers
    }

    /// A cell for `identifier`: the cell a row host offers for the row, or one whose row scrolled
    /// out, after its ``TableViewCell/prepareForReuse()``, or else a new one from the registered factory. `nil` when the queue is empty and nothing is
    /// registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        reuse.dequeue(identifier)
    }

    /// The number of cells waiting in the queue for `identifier`.
    @_spi(Testing) public func queuedCellCount(forIdentifier identifier: String) -> Int {
        reuse.count(for: identifier)
    }

    /// Takes the view placed for item `index` off the table: a title label goes to the spare labels; with
    /// a data source, a cell goes to its queue (or is dropped without a reuse identifier) and a section's
    /// header or footer view is removed. A static table keeps its cells and views as subviews.
    func unplace(itemAt index: Int) {
        guard let view = placedViews.removeValue(forKey: index) else { return }
        if let label = view as? SectionTitleLabel {
            label.removeFromSuperview()
            spareTitleLabels.append(label)
            return
        }
        guard suppliesRows else { return }
        view.removeFromSuperview()
        guard let cell = view as? TableViewCell, !sections.contains(where: { $0.cells.contains { $0 === cell } }),
              reuse.enqueue(cell) else { return }
        guard index < items.count, case .row(let path) = items[index] else { return }
        if let rows = boundRows(path.section) {
            rows.endDisplaying(cell)
        } else {
            dataSource?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
    }

    /// A title label for a header or footer, from the spares when possible.
    func titleLabel(_ title: String, isHeader: Bool) -> SectionTitleLabel {
        let label = spareTitleLabels.popLast() ?? SectionTitleLabel()
        // Grouped tables show headers in capitals, as UIKit's do.
        label.text = isHeader && style != .plain ? title.uppercased() : title
        label.font = isHeader ? Self.headerFont : Self.footerFont
        label.textColor = isHeader ? .black : Color(white: 0.5)
        return label
    }
}

// A table's cells wait in the reuse queues a collection view's do too.
extension TableViewCell: ReusableCell {}
