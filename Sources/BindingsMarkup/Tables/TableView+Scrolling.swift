extension TableView {
    /// The rows whose extent meets the viewport, as of the row heights known now (call
    /// `layoutIfNeeded()` first for the heights of newly shown rows).
    public var visibleRows: [TableIndexPath] {
        if let rowHost { return rowHost.shownRows.map(\.indexPath) }
        rebuildItemsIfNeeded()
        var rows: [TableIndexPath] = []
        var index = heightIndex.index(containing: viewportTop)
        while index < items.count, heightIndex.offset(of: index) < viewportTop + viewportHeight {
            if case .row(let path) = items[index] { rows.append(path) }
            index += 1
        }
        return rows
    }

    /// The cells the table holds for rows now (placed, or shown by its `rowHost`), with the rows
    /// they show, top to bottom; right at once after a row change, before the table is laid out
    /// again, as a data source needs to give cells that stayed their rows' new data.
    public var shownCells: [(indexPath: TableIndexPath, cell: TableViewCell)] {
        if let rowHost { return rowHost.shownRows }
        return placedViews.sorted { $0.key < $1.key }.compactMap { index, view in
            guard items.indices.contains(index), case .row(let path) = items[index], let cell = view as? TableViewCell else { return nil }
            return (path, cell)
        }
    }

    /// The row `cell` shows now, or `nil` when it shows none: as UIKit's, and right at once after a
    /// row change, before the table is laid out again.
    public func indexPath(for cell: TableViewCell) -> TableIndexPath? {
        shownCells.first { $0.cell === cell }?.indexPath
    }

    /// The cells on screen (meeting the viewport) as laid out now, top to bottom.
    public var visibleCells: [TableViewCell] {
        if let rowHost { return rowHost.shownRows.map(\.cell) }
        return placedViews.sorted { $0.key < $1.key }.compactMap { $0.value as? TableViewCell }
            .filter { $0.frame.maxY > 0 && $0.frame.minY < viewportHeight }
    }

    /// The height of all rows and titles, measured or estimated.
    public var contentHeight: Double {
        rebuildItemsIfNeeded()
        return heightIndex.total
    }

    /// The top of the row at `indexPath` in the content, or `nil` for a row that does not exist.
    public func contentOffset(ofRow indexPath: TableIndexPath) -> Double? {
        rebuildItemsIfNeeded()
        return items.index(of: .row(indexPath)).map { heightIndex.offset(of: $0) }
    }

    /// Scrolls so that the row at `indexPath` is at the top of the viewport. Does nothing for a row
    /// that does not exist.
    public func scrollToRow(at indexPath: TableIndexPath) {
        if let offset = contentOffset(ofRow: indexPath) { contentOffset = offset }
    }

    var viewportTop: Double {
        contentOffset.isFinite ? max(0, contentOffset) : 0
    }

    var viewportHeight: Double {
        frame.height.isFinite ? max(0, frame.height) : 0
    }

    /// Places the views of the items in the viewport, in three steps: items that left it give their
    /// views back first (so the data source dequeues them), then the items from the first visible one
    /// down are measured and placed until the viewport is full, then views of items that no longer fit
    /// (rows above grew) are given back too.
    func layoutItems() {
        rebuildItemsIfNeeded()
        // A refreshing control shows above the content, which moves down by its height.
        let top = viewportTop - refreshInset
        let bottom = top + viewportHeight
        let placesAll = !suppliesRows
        if !placesAll {
            for index in placedViews.keys.sorted() where !intersects(index, top: top, bottom: bottom) {
                unplace(itemAt: index)
            }
        }
        var index = placesAll ? 0 : heightIndex.index(containing: top)
        var y = heightIndex.offset(of: index)
        var placed = Set<Int>()
        let width = frame.width.isFinite ? max(0, frame.width) : 0
        while index < items.count, placesAll || y < bottom {
            let placedBefore = placedViews[index]
            let view = placedBefore ?? place(itemAt: index)
            // A view placed at this width before and unchanged since keeps its height: no measuring.
            var height = heightIndex.height(at: index)
            if placedBefore == nil || view.needsLayout || width != placedWidth {
                height = measuredHeight(of: view, width: width)
                heightIndex.setHeight(height, at: index)
            }
            let inset = view is SectionTitleLabel ? TableViewCell.defaultLayoutMargins : .zero
            view.frame = Rect(x: inset.left, y: y - top, width: max(0, width - inset.horizontal), height: height)
            placed.insert(index)
            y += height
            index += 1
        }
        for index in placedViews.keys.sorted() where !placed.contains(index) {
            unplace(itemAt: index)
        }
        placedWidth = width
    }

    /// Builds the list of items (titles and rows) and their heights again when it is stale.
    func rebuildItemsIfNeeded() {
        guard itemsAreStale else { return }
        itemsAreStale = false
        for index in placedViews.keys.sorted() {
            unplace(itemAt: index)
        }
        syncStaticCells()
        // Runs, not an item per row: a million rows cost as little as ten.
        var items: TableItems = tableHeaderView == nil ? [] : [.tableHeader]
        for section in 0..<numberOfSections {
            if headerView(forSection: section) != nil || headerText(forSection: section) != nil {
                items.append(.header(section: section))
            }
            items.appendRows(numberOfRows(inSection: section), ofSection: section)
            if footerView(forSection: section) != nil || footerText(forSection: section) != nil {
                items.append(.footer(section: section))
            }
        }
        if tableFooterView != nil {
            items.append(.tableFooter)
        }
        self.items = items
        let estimate = rowHeightEstimate
        heightIndex = RowHeightIndex(runs: items.runs.map { ($0.count, $0.isRows ? estimate : Self.titleHeight) })
        rowSupport.itemsHaveRows = items.hasRows
    }

    /// The height a row not measured yet counts.
    var rowHeightEstimate: Double {
        estimatedRowHeight.isFinite ? max(1, estimatedRowHeight) : 44
    }

    private func intersects(_ index: Int, top: Double, bottom: Double) -> Bool {
        guard index < items.count else { return false }
        let start = heightIndex.offset(of: index)
        return start < bottom && start + heightIndex.height(at: index) > top
    }

    /// Gets and adds the view for item `index`.
    private func place(itemAt index: Int) -> View {
        let view: View
        switch items[index] {
        case .tableHeader, .tableFooter:
            view = titleView(for: items[index]) ?? titleLabel("", isHeader: true)
        case .header(let section):
            view = headerView(forSection: section) ?? titleLabel(headerText(forSection: section) ?? "", isHeader: true)
        case .footer(let section):
            view = footerView(forSection: section) ?? titleLabel(footerText(forSection: section) ?? "", isHeader: false)
        case .row(let path):
            if let rows = boundRows(path.section) {
                view = rows.cell(forRow: path.row, in: self)
            } else if let dataSource, !isStatic(path.section) {
                view = dataSource.tableView(self, cellForRowAt: path)
            } else {
                view = sections[path.section].cells[path.row]
            }
        }
        if view.superview !== self { addSubview(view) }
        placedViews[index] = view
        return view
    }

    private func measuredHeight(of view: View, width: Double) -> Double {
        if view is SectionTitleLabel { return Self.titleHeight }
        return max(1, view.fittingSize(for: Size(width: width, height: .infinity)).height)
    }

    func headerText(forSection section: Int) -> String? {
        let title = dataSource.map { $0.tableView(self, titleForHeaderInSection: section) } ?? headerTitle(forSection: section)
        return title.flatMap { $0.isEmpty ? nil : $0 }
    }

    func footerText(forSection section: Int) -> String? {
        let title = dataSource.map { $0.tableView(self, titleForFooterInSection: section) } ?? footerTitle(forSection: section)
        return title.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Static cells are subviews exactly while there is no data source and no row host.
    private func syncStaticCells() {
        let areSubviews = !suppliesRows && rowHost == nil
        for cell in sections.flatMap(\.cells) {
            if areSubviews, cell.superview !== self {
                addSubview(cell)
            } else if !areSubviews, cell.superview === self {
                cell.removeFromSuperview()
            }
        }
    }
}
