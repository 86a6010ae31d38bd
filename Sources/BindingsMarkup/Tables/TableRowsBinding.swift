import Bindings
import Dispatch
import Foundation

/// A section's rows following an observable array: made by
/// ``TableView/bindRows(inSection:to:keyPath:identifiedBy:cellDocument:loader:)`` or markup's `<?sectionRows?>`.
///
/// **Lifetime.** The table keeps the binding: it lasts as long as the table, until
/// ``invalidate()`` or ``TableView/unbindRows(inSection:)``; the returned binding need not be kept.
/// The array's owner is held weakly: when it is freed, the rows stay as they were.
///
/// **Changes.** Insertions, removals and replacements of the array (`$items.append(…)`,
/// `$items.remove(at:)`, `performBatchUpdates`) arrive as ``TableView/insertRows(at:)``,
/// ``TableView/deleteRows(at:)`` and ``TableView/reloadRows(at:)``: only those rows get cells
/// again. Setting the whole array inserts and deletes the rows whose elements differ (by object
/// identity, or equality for hashable values; otherwise every row).
///
/// **Threads.** A change made on the main queue reaches the table at once. Changes made on other
/// threads wait, in the order their notifications arrived, and are applied together on the main
/// queue. Notifications of changes made at once on several threads may arrive in another order
/// than the changes were made, so after applying such changes the binding compares its rows with
/// the array, and when they differ (or a change did not fit) it brings the rows in line with the
/// array as for a setting. Either way the rows end equal to the array. When the array is an
/// `@Observed` property of the owner itself (not reached through other keys), each change carries
/// the property's write count: changes are applied in the order they were made, and the check
/// waits for the notifications of writes the array already holds.
@MainActor
public final class TableRowsBinding {
    /// The key path of the array, from its owner.
    public let keyPath: String
    /// The section whose rows follow the array.
    public let section: Int
    /// The key path, from each element, of what tells elements apart when the whole array is set,
    /// or `nil` for their identity (see ``TableView/bindRows(inSection:to:keyPath:identifiedBy:cellDocument:loader:)``).
    public let identityKeyPath: String?
    /// The elements the rows show, top to bottom: the array as the changes applied so far left it.
    public private(set) var elements: [Any] = [] {
        didSet { knownIdentities = nil }
    }
    /// The identities of ``elements`` once worked out (`.some(nil)`: they have none), kept until
    /// the elements change: each array set anew compares the shown rows' with the new ones'.
    private var knownIdentities: ElementIdentities??

    /// How many times a row's cell was given its element.
    var rowsBound = 0
    /// How many times changes did not add up and the rows were brought in line with the array.
    var realignments = 0

    weak var table: TableView?
    let cellIdentifier: String
    let inbox = ArrayChangeInbox()
    private let readArray: @MainActor () -> (array: [Any], version: Int)
    private var observation: KeyValueObservation?
    private var isDraining = false
    /// The write count the rows were last brought in line with the whole array at: a change
    /// arriving later with a version no greater is already shown.
    private var shownVersion = 0

    init(table: TableView, section: Int, keyPath: String, identityKeyPath: String?, cellIdentifier: String,
         readArray: @escaping @MainActor () -> (array: [Any], version: Int)) {
        self.table = table
        self.section = section
        self.keyPath = keyPath
        self.identityKeyPath = identityKeyPath
        self.cellIdentifier = cellIdentifier
        self.readArray = readArray
    }

    /// The number of rows.
    var count: Int { elements.count }

    /// Whether the rows still follow the array.
    public var isValid: Bool { observation?.isValid ?? false }

    /// Stops following the array and gives the section back to the table's static cells.
    public func invalidate() {
        observation?.invalidate()
        observation = nil
        table?.unbindRows(inSection: section)
    }

    func observe(_ observation: () throws(KeyValueError) -> KeyValueObservation) throws(KeyValueError) {
        self.observation = try observation()
    }

    /// Ends the observation only: the table drops the binding itself.
    func stop() {
        observation?.invalidate()
        observation = nil
    }

    // MARK: Cells

    /// A cell for `row`, given its element.
    func cell(forRow row: Int, in table: TableView) -> TableViewCell {
        let cell = table.dequeueReusableCell(withIdentifier: cellIdentifier) ?? ContentCell()
        (cell as? ContentCell)?.content = elements.indices.contains(row) ? elements[row] : nil
        rowsBound += 1
        return cell
    }

    /// The cell's row stopped showing: it lets go of its element.
    func endDisplaying(_ cell: TableViewCell) {
        (cell as? ContentCell)?.content = nil
    }

    // MARK: Changes

    /// A change heard on the main queue: applied now, after any still waiting.
    func receive(_ event: ArrayChangeEvent) {
        _ = inbox.append(event, onMain: true)
        drain()
    }

    /// Applies the waiting changes in order; checks the rows against the array when the order may
    /// not have been the array's (changes from other threads, or several at once).
    ///
    /// Changes that carry the array's write count are applied in that order, and those the rows
    /// already show are dropped. The check waits while the array holds a write whose notification
    /// has not arrived yet: its arrival drains again, and realigning before it would show its
    /// elements twice once it is applied.
    func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while true {
            let (taken, offMain) = inbox.takeAll()
            guard !taken.isEmpty else { return }
            // With every write count known, the changes the rows already show are dropped and the
            // rest applied in the order they were made.
            let versioned = taken.allSatisfy { $0.version > 0 }
            let events = versioned ? taken.filter { $0.version > shownVersion }.sorted { $0.version < $1.version } : taken
            var fits = true
            for event in events where fits {
                fits = apply(event)
                if event.kind == .setting { shownVersion = max(shownVersion, event.version) }
            }
            if !fits || offMain || taken.count > 1 { realignIfNeeded(after: versioned ? events.last?.version : nil) }
        }
    }

    /// Applies one change; `false` when its indexes do not fit the rows.
    private func apply(_ event: ArrayChangeEvent) -> Bool {
        let paths = { (indexes: IndexSet) in indexes.map { TableIndexPath(row: $0, section: self.section) } }
        switch event.kind {
        case .insertion:
            guard let indexes = event.indexes, let added = event.elements, added.count == indexes.count,
                  let last = indexes.last, last < elements.count + added.count else { return false }
            var merged: [Any] = []
            merged.reserveCapacity(elements.count + added.count)
            var old = elements.makeIterator(), new = added.makeIterator()
            for position in 0..<(elements.count + added.count) {
                if let element = indexes.contains(position) ? new.next() : old.next() { merged.append(element) }
            }
            elements = merged
            table?.insertRows(at: paths(indexes))
        case .removal:
            guard let indexes = event.indexes, (indexes.last ?? -1) < elements.count else { return false }
            elements = elements.indices.filter { !indexes.contains($0) }.map { elements[$0] }
            table?.deleteRows(at: paths(indexes))
        case .replacement:
            guard let indexes = event.indexes, let replacing = event.elements, replacing.count == indexes.count,
                  (indexes.last ?? -1) < elements.count else { return false }
            for (index, element) in zip(indexes, replacing) { elements[index] = element }
            table?.reloadRows(at: paths(indexes))
        case .setting:
            realign(to: event.elements ?? [])
        }
        return true
    }

    /// Brings the rows in line with the array when they differ from it, unless the array is ahead
    /// of the last change applied (of write count `applied`): later ones are still on their way.
    private func realignIfNeeded(after applied: Int?) {
        let (array, version) = readArray()
        if version > 0, let applied, version > applied { return }
        switch (shownIdentities, identities(of: array)) {
        case let (shown?, current?):
            if shown == current { return }
        default:
            // Elements that cannot be told apart: only their number can be checked.
            if elements.count == array.count { return }
        }
        realignments += 1
        realign(to: array)
        shownVersion = max(shownVersion, version)
    }

    /// Makes the rows show `target`: rows of elements that left are deleted, rows of new ones
    /// inserted, the others keep their cells, moved or not, and cells of value elements showing
    /// get the new element.
    private func realign(to target: [Any]) {
        let old = elements, oldIdentities = shownIdentities, newIdentities = identities(of: target)
        elements = target
        knownIdentities = .some(newIdentities)
        guard let table else { return }
        guard let oldIDs = oldIdentities, let newIDs = newIdentities else {
            let path = { (row: Int) in TableIndexPath(row: row, section: self.section) }
            return table.performBatchUpdates {
                table.deleteRows(at: old.indices.map(path))
                table.insertRows(at: target.indices.map(path))
            }
        }
        table.applyRowChanges(oldIDs.difference(to: newIDs), inSection: section)
        guard let first = target.first, !(type(of: first) is AnyClass) else { return }
        for (path, cell) in table.shownCells where path.section == section {
            guard let cell = cell as? ContentCell, elements.indices.contains(path.row) else { continue }
            cell.content = elements[path.row]
            rowsBound += 1
        }
    }

    /// What tells the shown ``elements`` apart, or `nil` when one has no identity.
    private var shownIdentities: ElementIdentities? {
        if let knownIdentities { return knownIdentities }
        let identities = identities(of: elements)
        knownIdentities = .some(identities)
        return identities
    }

    /// What tells `elements` apart, or `nil` when one has no identity.
    private func identities(of elements: [Any]) -> ElementIdentities? {
        guard let identityKeyPath else { return ElementIdentity.of(elements) }
        return ElementIdentity.of(elements, keyPath: identityKeyPath)
    }
}
