/// Row changes to apply at once, read as UIKit reads a batch: deletions, reloads and the sources
/// of moves are rows as they were before the batch; insertions and the destinations of moves are
/// rows as they are after it.
struct TableRowBatch {
    var deleted: Set<TableIndexPath> = []
    var inserted: Set<TableIndexPath> = []
    var reloaded: Set<TableIndexPath> = []
    var moves: [(from: TableIndexPath, to: TableIndexPath)] = []

    var isEmpty: Bool {
        deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moves.isEmpty
    }

    /// The sections the batch touches.
    var sections: Set<Int> {
        Set(deleted.map(\.section) + inserted.map(\.section) + reloaded.map(\.section)
            + moves.flatMap { [$0.from.section, $0.to.section] })
    }

    /// Rows that leave their place: deleted, or moved away.
    var departing: Set<TableIndexPath> {
        deleted.union(moves.map(\.from))
    }

    /// Rows that take a new place: inserted, or moved there.
    var arriving: Set<TableIndexPath> {
        inserted.union(moves.map(\.to))
    }

    /// Whether the batch is one UIKit would accept: no row both deleted and moved or reloaded, no
    /// place both inserted and moved to, nothing negative.
    var isConsistent: Bool {
        let sources = moves.map(\.from), destinations = moves.map(\.to)
        return Set(sources).count == sources.count && Set(destinations).count == destinations.count
            && deleted.isDisjoint(with: sources) && inserted.isDisjoint(with: destinations)
            && reloaded.isDisjoint(with: departing)
            && !(departing.union(arriving).union(reloaded)).contains { $0.row < 0 || $0.section < 0 }
    }
}

/// What a table keeps for row changes and sections bound to arrays.
struct TableRowSupport {
    /// The batch collected by ``TableView/performBatchUpdates(_:)``, while it runs.
    var batch: TableRowBatch?
    /// How many sections follow an array: while any does, the table recycles cells.
    var boundSections = 0
    /// Whether a data source was set and not set back to `nil`: gone now, it was freed.
    var dataSourceWasSet = false
    /// Whether the items built last have any row.
    var itemsHaveRows = false
    /// Whether the table said it shows no rows.
    var warned = false
    /// Where the table says so.
    var warningHandler: @MainActor (TableViewWarning) -> Void = TableViewWarning.writeToStandardError
}
