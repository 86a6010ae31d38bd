import Bindings
@preconcurrency import OpenCombine
import HeapBytes

/// Bytes of heap each technology keeps per observable property and per binding, counted exactly
/// by the allocator (`mallinfo2().uordblks`: bytes in allocated chunks, their headers included)
/// over many objects made at once (`ProfileCase memory`).
@MainActor
public enum MemoryCost {
    /// One measured quantity: bytes per unit for each technology that has it.
    public struct Row: Sendable {
        /// What is counted, such as `per @Observed property`.
        public let title: String
        /// Bytes per unit, by technology.
        public let bytes: [Technology: Double]
    }

    /// Objects per measurement: enough that the allocator's own bookkeeping does not show.
    static let count = 10_000

    /// Both rows: each observable property's share of its object, and each binding's cost.
    public static func rows() -> [Row] {
        [propertyRow(), bindingRow()]
    }

    /// Heap bytes in use now.
    static func heapBytes() -> Int {
        Int(heap_bytes_in_use())
    }

    /// Bytes per object that `make` keeps alive, over ``count`` objects.
    static func bytesPerObject(_ make: () -> AnyObject) -> Double {
        var objects: [AnyObject] = []
        objects.reserveCapacity(count)
        let before = heapBytes()
        for _ in 0..<count { objects.append(make()) }
        let after = heapBytes()
        withExtendedLifetime(objects) {}
        return Double(after - before) / Double(count)
    }

    /// The six-field summary of each technology, less the plain class's, per field: what making a
    /// stored property observable costs before anything observes it.
    static func propertyRow() -> Row {
        let plain = bytesPerObject { PlainSummary() }
        let fields = Double(ObservedSummary.keys.count)
        func share(_ make: () -> AnyObject) -> Double { (bytesPerObject(make) - plain) / fields }
        return Row(title: "per observable property, unobserved (beyond a plain stored one)", bytes: [
            .bindings: share { ObservedSummary() },
            .closures: share { ClosureSummary() },
            .openCombine: share { PublishedSummary() },
            .observation: share { TrackedSummary() },
        ])
    }

    /// Six bindings per summary to a row holder, the objects made beforehand: what binding adds,
    /// per binding, the first binding's structures on each object (registrars, subjects) included.
    static func bindingRow() -> Row {
        Row(title: "per binding (six per object pair, first-use structures included)", bytes: [
            .bindings: perBinding(make: { () -> (BindingsCell, ObservedSummary) in (filled(BindingsCell()), ObservedSummary()) }) { cell, summary, _ in
                for (key, field) in zip(ObservedSummary.keys, ModelBindUnbind.fields) {
                    do { try summary.bind(key, to: cell, field.expression) } catch { fatalError("\(error)") }
                }
            },
            .closures: perBinding(make: { () -> (ClosureRow, ClosureSummary) in (filled(ClosureRow()), ClosureSummary()) }) { cell, summary, _ in
                for (field, set) in zip(ModelBindUnbind.fields, ClosureSummary.setters) {
                    cell.handlers.append { [weak summary] row in if let summary { set(summary, field.text(row)) } }
                }
            },
            .openCombine: perBinding(make: { () -> (CombineCell, PublishedSummary) in (filled(CombineCell()), PublishedSummary()) }) { cell, summary, keep in
                for (field, keyPath) in zip(ModelBindUnbind.fields, PublishedSummary.fields) {
                    keep(cell.$content.map(field.text).assign(to: keyPath, on: summary))
                }
            },
            .observation: perBinding(make: { () -> (ObservableCell, TrackedSummary) in (filled(ObservableCell()), TrackedSummary()) }) { cell, summary, keep in
                for (field, set) in zip(ModelBindUnbind.fields, TrackedSummary.setters) {
                    keep(TrackedUpdate { [cell, summary] in set(summary, field.text(cell.content)) })
                }
            },
        ])
    }

    /// A row holder given the case's row, as every technology's cell is before it is bound.
    static func filled<Cell: RowHolder>(_ cell: Cell) -> Cell {
        cell.content = ModelBindUnbind.row
        return cell
    }

    /// Makes ``count`` object pairs, then measures what `bind` adds to them, per binding. What a
    /// technology needs kept (cancellables, tracked updates) goes to `keep`, into an array whose
    /// storage is reserved beforehand.
    static func perBinding<Cell: AnyObject, Summary: AnyObject>(
        make: () -> (Cell, Summary), bind: (Cell, Summary, (AnyObject) -> Void) -> Void
    ) -> Double {
        let pairs = (0..<count).map { _ in make() }
        let bindings = count * ModelBindUnbind.fields.count
        var kept: [AnyObject] = []
        kept.reserveCapacity(bindings)
        let before = heapBytes()
        for (cell, summary) in pairs { bind(cell, summary) { kept.append($0) } }
        let after = heapBytes()
        withExtendedLifetime((pairs, kept)) {}
        return Double(after - before) / Double(bindings)
    }
}

/// An object holding a pharmacy row in `content`: each technology's cell.
protocol RowHolder: AnyObject {
    var content: [String: Any]? { get set }
}

extension BindingsCell: RowHolder {}
extension ClosureRow: RowHolder {}
extension CombineCell: RowHolder {}
extension ObservableCell: RowHolder {}
