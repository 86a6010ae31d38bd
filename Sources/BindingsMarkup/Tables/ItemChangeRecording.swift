/// A view told of changes of its rows or items by index, one at a time or collected by a
/// `performBatchUpdates(_:)`: a ``TableView`` and a ``CollectionView`` read them alike.
@MainActor
protocol ItemChangeRecording: AnyObject {
    /// The batch being collected while `performBatchUpdates(_:)` runs.
    var pendingBatch: TableRowBatch? { get set }
    /// Applies a batch of changes at once.
    func apply(_ batch: TableRowBatch)
}

extension ItemChangeRecording {
    /// Runs `updates`, collecting the changes they make, and applies them at once; batches may
    /// nest, and the outermost applies.
    func collectBatch(_ updates: () -> Void) {
        let isOutermost = pendingBatch == nil
        if isOutermost { pendingBatch = TableRowBatch() }
        updates()
        guard isOutermost, let batch = pendingBatch.take() else { return }
        apply(batch)
    }

    /// Adds a change to the batch being collected, or applies it alone outside a batch.
    func record(_ change: (inout TableRowBatch) -> Void) {
        guard var batch = pendingBatch.take() else {
            var single = TableRowBatch()
            change(&single)
            return apply(single)
        }
        change(&batch)
        pendingBatch = batch
    }

    /// Records items inserted at `indexPaths`, their places after the change.
    func recordInsertions(_ indexPaths: [TableIndexPath]) {
        record { $0.inserted.formUnion(indexPaths) }
    }

    /// Records the items at `indexPaths` deleted, their places before the change.
    func recordDeletions(_ indexPaths: [TableIndexPath]) {
        record { $0.deleted.formUnion(indexPaths) }
    }

    /// Records the items at `indexPaths` reloaded, their places before the change.
    func recordReloads(_ indexPaths: [TableIndexPath]) {
        record { $0.reloaded.formUnion(indexPaths) }
    }

    /// Records the item at `indexPath` moved to `newIndexPath`.
    func recordMove(_ indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }
}
