/// The cells of a table or a collection view waiting to show another item, by reuse identifier,
/// and the factories that make a cell when a queue is empty.
///
/// A class, not a value: a factory or `prepareForReuse()` is the app's code, which may reach the
/// view that owns the queues while they hand out a cell.
@MainActor
final class CellReuseQueues<Cell: ReusableCell> {
    private var queues: [String: [Cell]] = [:]
    private var factories: [String: @MainActor () -> Cell] = [:]
    /// The cell a row host offers while the source configures its item: handed out before the queue's.
    var offered: Cell?
    /// How many cells the factories made.
    private(set) var created = 0

    /// Makes `factory` the maker of cells for `identifier`, replacing any earlier one.
    func register(_ identifier: String, factory: @escaping @MainActor () -> Cell) {
        factories[identifier] = factory
    }

    /// The identifiers cells are registered for, in order.
    var identifiers: [String] {
        factories.keys.sorted()
    }

    /// A cell for `identifier`: the offered cell, or a queued one, after its `prepareForReuse()`,
    /// or else a new one from the factory; `nil` when the queue is empty and nothing is registered.
    func dequeue(_ identifier: String) -> Cell? {
        if let cell = offered, cell.reuseIdentifier == identifier {
            offered = nil
            cell.prepareForReuse()
            return cell
        }
        if let cell = queues[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let factory = factories[identifier] else { return nil }
        let cell = factory()
        cell.reuseIdentifier = identifier
        created += 1
        return cell
    }

    /// Puts `cell` back in its queue; `false` when it has no identifier or is queued already (a
    /// source that returned one cell for two items must not get it twice).
    @discardableResult
    func enqueue(_ cell: Cell) -> Bool {
        guard let identifier = cell.reuseIdentifier, !(queues[identifier]?.contains { $0 === cell } ?? false) else { return false }
        queues[identifier, default: []].append(cell)
        return true
    }

    /// The number of cells waiting for `identifier`.
    func count(for identifier: String) -> Int {
        queues[identifier]?.count ?? 0
    }
}
