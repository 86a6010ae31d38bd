import Bindings

// Cells come from reuse queues by identifier, as a table's do: registered as a class, a factory or
// a markup document, handed out again after their items scroll out.
extension CollectionView {
    /// Registers a cell class for `identifier`: ``dequeueReusableCell(withReuseIdentifier:for:)``
    /// creates one with `init()` when the queue is empty. A class whose document the cell loads
    /// itself, as MarkupKit's cells do in their initializer, registers this way.
    public func register(_ cellType: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        register(forCellWithReuseIdentifier: identifier) { cellType.init() }
    }

    /// Registers a factory for `identifier`, called when the queue is empty.
    public func register(forCellWithReuseIdentifier identifier: String, factory: @escaping @MainActor () -> CollectionViewCell) {
        reuse.register(identifier, factory: factory)
    }

    /// Registers the markup document `cellDocument` for `identifier`: each new cell is a
    /// ``CollectionViewContentCell`` whose content the document builds, with the cell as its owner
    /// and its `<root>`, so the document binds to the item's value as `$content`.
    ///
    /// - Throws: the document's diagnostics when it is missing or does not compile.
    public func register(cellDocument: String, forCellWithReuseIdentifier identifier: String,
                         loader: MarkupLoader = .shared) throws(MarkupDiagnostics) {
        try register(cellDocument: cellDocument, cellType: CollectionViewContentCell.self, forCellWithReuseIdentifier: identifier, loader: loader)
    }

    /// Registers the markup document `cellDocument` for `identifier`, each new cell a `cellType`
    /// (whose `@Observed` properties the document binds to) built from it with the cell as the
    /// document's owner and its `<root>`.
    ///
    /// - Throws: the document's diagnostics when it is missing, does not compile, or names outlets,
    ///   keys or actions a `cellType` lacks.
    public func register(cellDocument: String, cellType: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String,
                         loader: MarkupLoader = .shared) throws(MarkupDiagnostics) {
        let template = try loader.template(named: cellDocument, ownerType: cellType)
        let problems = template.problems(for: cellType.init())
        guard problems.isEmpty else { throw MarkupDiagnostics(problems) }
        register(forCellWithReuseIdentifier: identifier) {
            let cell = cellType.init()
            // Checked above for this class: an instance fails only as the probe did.
            _ = try? template.instantiate(owner: cell, root: cell)
            return cell
        }
    }

    /// The identifiers cells are registered for, in order.
    public var registeredCellIdentifiers: [String] {
        reuse.identifiers
    }

    /// A cell for the item at `indexPath`: the cell a host offers for it, or one whose item
    /// scrolled out, after its ``CollectionViewCell/prepareForReuse()``, or else a new one from what
    /// is registered for `identifier`. `nil` when the queue is empty and nothing is registered.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: TableIndexPath) -> CollectionViewCell? {
        reuse.dequeue(identifier)
    }

    /// The number of cells waiting in the queue for `identifier`.
    @_spi(Testing) public func queuedCellCount(forIdentifier identifier: String) -> Int {
        reuse.count(for: identifier)
    }

    /// Takes the cell placed for item `index` off the collection view and back to its queue; the
    /// data source hears that the item no longer shows it, and a content cell lets go of its value.
    func unplace(itemAt index: Int) {
        guard let cell = placedCells.removeValue(forKey: index) else { return }
        cell.removeFromSuperview()
        guard reuse.enqueue(cell) else { return }
        if let path = indexPath(ofItem: index) { endDisplaying(cell, forItemAt: path) }
    }

    /// The section and item of item `index` counted across the sections as last counted.
    func indexPath(ofItem index: Int) -> TableIndexPath? {
        var first = 0
        for (section, count) in counts.enumerated() {
            if index >= first, index < first + count { return TableIndexPath(item: index - first, section: section) }
            first += count
        }
        return nil
    }

    /// Tells the data source that the item at `indexPath` no longer shows `cell`, and makes a
    /// ``CollectionViewContentCell`` let go of its value, so that a cell waiting for reuse keeps
    /// no item's object alive or observed.
    @_spi(Backend) public func endDisplaying(_ cell: CollectionViewCell, forItemAt indexPath: TableIndexPath) {
        dataSource?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        (cell as? CollectionViewContentCell)?.content = nil
    }
}
