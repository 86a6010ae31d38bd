// What is in view and where: the items whose frames meet the viewport get cells, placed at their
// frames less the content offset; the others give theirs back.
extension CollectionView {
    /// The items whose frames meet the viewport, in order.
    public var indexPathsForVisibleItems: [TableIndexPath] {
        if let itemHost { return itemHost.shownItems.map(\.indexPath) }
        let geometry = geometry()
        return geometry.items(in: viewport).compactMap { geometry.indexPath(ofItem: $0) }
    }

    /// The cells of the items in view as laid out now, in the items' order.
    public var visibleCells: [CollectionViewCell] {
        if let itemHost { return itemHost.shownItems.map(\.cell) }
        return placedCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The cell shown for the item at `indexPath`, or `nil` when it is not in view.
    public func cellForItem(at indexPath: TableIndexPath) -> CollectionViewCell? {
        if let itemHost { return itemHost.shownItems.first { $0.indexPath == indexPath }?.cell }
        return geometry().item(at: indexPath).flatMap { placedCells[$0] }
    }

    /// The frame of the item at `indexPath` in the content, or `nil` for an item that does not exist.
    public func frameOfItem(at indexPath: TableIndexPath) -> Rect? {
        let geometry = geometry()
        return geometry.item(at: indexPath).flatMap { geometry.frame(ofItem: $0) }
    }

    /// The item whose frame contains `point` of the content, or `nil` for a point between items.
    public func indexPathForItem(at point: Point) -> TableIndexPath? {
        let geometry = geometry()
        return geometry.item(containing: point).flatMap { geometry.indexPath(ofItem: $0) }
    }

    /// The number of items a full line holds at the collection view's size: a row's when scrolling
    /// vertically, a column's horizontally.
    public var itemsPerLine: Int {
        geometry().itemsPerLine
    }

    /// Scrolls so that the item at `indexPath` starts at the top (the left, scrolling horizontally)
    /// of the viewport, as far as the content allows. Does nothing for an item that does not exist.
    public func scrollToItem(at indexPath: TableIndexPath) {
        guard let frame = frameOfItem(at: indexPath) else { return }
        let vertical = collectionViewLayout.scrollDirection == .vertical
        userDidScroll(to: vertical ? Point(x: contentOffset.x, y: frame.minY) : Point(x: frame.minX, y: contentOffset.y))
    }

    /// The part of the content in view: the frame's size at the content offset.
    var viewport: Rect {
        let length = { (value: Double) in value.isFinite ? max(0, value) : 0 }
        return Rect(x: length(contentOffset.x), y: length(contentOffset.y), width: length(frame.width), height: length(frame.height))
    }

    /// Gives back the cells of items that left the viewport (so the data source dequeues them),
    /// then places a cell for each item in view at its frame.
    func layoutItems() {
        let geometry = geometry()
        let viewport = viewport
        let inView = geometry.items(in: viewport)
        let kept = Set(inView)
        for index in placedCells.keys.sorted() where !kept.contains(index) {
            unplace(itemAt: index)
        }
        for index in inView {
            guard let frame = geometry.frame(ofItem: index) else { continue }
            let cell = placedCells[index] ?? place(itemAt: index, geometry: geometry)
            cell?.frame = Rect(x: frame.minX - viewport.minX, y: frame.minY - viewport.minY, width: frame.width, height: frame.height)
        }
    }

    /// Gets and adds the data source's cell for item `index`, or `nil` without a data source.
    private func place(itemAt index: Int, geometry: FlowLayoutGeometry) -> CollectionViewCell? {
        guard let dataSource, let path = geometry.indexPath(ofItem: index) else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        cell.isSelected = selection.contains(path)
        if cell.superview !== self { addSubview(cell) }
        placedCells[index] = cell
        return cell
    }
}
