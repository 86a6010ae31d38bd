import Bindings
import BindingsMarkup
import Foundation

/// The state of the pharmacy list screen: the search text and sort order the user chooses, and the
/// filtered, sorted, numbered rows and title that follow from them.
///
/// Views bind to it by key (`viewModel.title`, `viewModel.searchText`); the table's data source reads
/// ``results``. Changing ``searchText`` or ``sortOrder`` (from code or through a two-way binding)
/// recomputes ``results``: at once, or, with a refresh queue, on that queue, so the thread that
/// typed (the main thread of a window) never waits for 100,000 rows to be filtered and sorted.
/// There the newest request replaces older ones: a refresh that a newer one supersedes stops and
/// never lands, so typing "Walg" quickly filters once or twice, not four times in a row.
///
/// It may be changed on any thread (the GTK example walks on a background queue): every property
/// is `@Observed`, so reads and writes are atomic, and the loaded rows are guarded by a lock that
/// no observer is ever called under.
public final class PharmacyListViewModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: the @Observed properties are lock-protected, and `loaded` is guarded by `lock`.
    /// Text the rows must contain (name, street, city or ZIP code, ignoring case); empty for all rows.
    @Observed public var searchText = ""
    /// The order of ``results``.
    @Observed public var sortOrder = SortOrder.distance
    /// The rows to show: loaded rows themselves, not copies, each with its `index` in the file.
    @Observed public var results: [[String: Any]] = []
    /// A heading such as `12 pharmacies`.
    @Observed public var title = ""
    /// The sort order in words, such as `by distance`.
    @Observed public var sortDescription = ""
    /// The title of the empty list's status message ("No Pharmacies"), `nil` while rows show.
    @Observed public var emptyTitle: String? = nil
    /// What the empty list's status message says under its title: no results for the search text.
    @Observed public var emptyMessage: String? = nil

    /// Whether rows are still being read, or their first results computed: the list shows a
    /// progress indication meanwhile.
    @Observed public var isLoading = false

    private let lock = NSLock()
    private var loaded: [[String: Any]]
    /// The searched fields and name order of `loaded`, worked out when they load.
    private var searchIndex: PharmacySearchIndex
    /// The distance of each row of `loaded`, in an array of its own: a search reads it for every
    /// match, and reading 100,000 dictionaries scattered in memory cost more than the sort.
    private var distances: [Double]
    /// Where results are recomputed, or `nil` for at once on the thread that changed the input.
    private let refreshQueue: DispatchQueue?
    /// The newest refresh asked for; an older one still running stops.
    private var requested = 0
    /// How many refreshes computed and set their results.
    private var committed = 0
    /// Whether the rows are still being read (``load(_:)`` not called yet).
    private var isReading = false
    /// The results last set, with each row's `index` and how they differ from the results set
    /// before (`previous`, their indexes): worked out where the results were found, so that the
    /// list's thread neither reads 100,000 dictionaries again nor compares them. Holding an array
    /// keeps its storage from being reused by another, so an array with the same storage is it.
    private var published = Publication(rows: [], indexes: [], previous: [], difference: RowDifference(from: [Int](), to: []))
    /// Whether the user walked since the rows loaded: distances no longer follow the order.
    private var hasWalked = false
    private var observations: [KeyValueObservation] = []

    /// A view model over `pharmacies`, showing them all by distance; with a `refreshQueue`, a
    /// change of the search or the order recomputes the results there (a serial queue). While
    /// `isLoading`, the rows are still being read: ``load(_:)`` gives them.
    public init(pharmacies: [[String: Any]], refreshQueue: DispatchQueue? = nil, isLoading: Bool = false) {
        loaded = Self.indexed(pharmacies)
        searchIndex = PharmacySearchIndex(pharmacies: loaded)
        distances = loaded.map(Self.distance)
        self.refreshQueue = refreshQueue
        self.isLoading = isLoading
        isReading = isLoading
        refresh()
        // Self-observation, so that writes through bindings (which bypass Swift setters) refresh too.
        do {
            observations.append(try observe(\.searchText) { model, _ in model.requestRefresh() })
            observations.append(try observe(\.sortOrder) { model, _ in model.requestRefresh() })
        } catch {
            assertionFailure("the view model's own keys are observable: \(error)")
        }
    }

    /// Every row loaded, in file order, with distances as the live walk leaves them.
    public var pharmacies: [[String: Any]] {
        lock.withLock { loaded }
    }

    /// Replaces the rows with `pharmacies` (a file read meanwhile) and shows them as the search
    /// and order say; the rows are no longer loading, unless more are still being read
    /// (`isComplete` false: the first rows of a long file show while the rest is read).
    public func load(_ pharmacies: [[String: Any]], isComplete: Bool = true) {
        let indexed = Self.indexed(pharmacies)
        // On the loading thread: the index is built once, not by every search.
        let index = PharmacySearchIndex(pharmacies: indexed)
        let distances = indexed.map(Self.distance)
        lock.withLock {
            loaded = indexed
            searchIndex = index
            self.distances = distances
            isReading = !isComplete
        }
        // Still loading until the refresh that follows shows the rows (it may take a while).
        requestRefresh()
    }

    /// How many refreshes set their results: superseded ones never do.
    public var refreshesCommitted: Int {
        lock.withLock { committed }
    }

    /// The `index` of each of `rows`, and their difference from the rows identified by `shown`,
    /// when `rows` are the results this model set last and `shown` the indexes of those it set
    /// before; `nil` for any other arrays.
    func publication(of rows: [[String: Any]], after shown: [Int]) -> (indexes: [Int], difference: RowDifference?)? {
        lock.withLock {
            guard Self.isSame(rows, published.rows) else { return nil }
            return (published.indexes, Self.isSame(shown, published.previous) ? published.difference : nil)
        }
    }

    /// Whether two arrays share their storage: the same array, when one of them is held.
    private static func isSame<Element>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
        lhs.withUnsafeBufferPointer { lhs in rhs.withUnsafeBufferPointer { $0.baseAddress == lhs.baseAddress && $0.count == lhs.count } }
    }

    /// Waits until the refreshes asked for so far have run (at once without a refresh queue).
    public func waitForRefreshes() {
        refreshQueue?.sync {}
    }

    /// Recomputes the results, now or on the refresh queue, where a newer request supersedes it.
    private func requestRefresh() {
        guard let refreshQueue else { return refresh() }
        let request = lock.withLock {
            requested += 1
            return requested
        }
        refreshQueue.async { [weak self] in
            guard let self else { return }
            refresh(isCurrent: { self.lock.withLock { self.requested == request } })
        }
    }

    /// Recomputes ``results`` and ``title`` from the rows, the search text and the sort order;
    /// stops without setting anything as soon as `isCurrent` says a newer request came.
    func refresh(isCurrent: () -> Bool = { true }) {
        guard isCurrent() else { return }
        let query = PharmacySearchIndex.Query(searchText)
        let order = sortOrder
        let (pharmacies, index, distances) = lock.withLock { (loaded, searchIndex, self.distances) }
        // Each match with its distance, read once here rather than in every comparison of the sort.
        var rows: [(offset: Int, distance: Double)] = []
        for offset in pharmacies.indices {
            // Checked every few thousand rows: a superseded search stops within a millisecond or so.
            if offset % 4096 == 4095, !isCurrent() { return }
            if index.matches(offset, query) { rows.append((offset, distances[offset])) }
        }
        rows.sort { lhs, rhs in
            if order == .name, let nameFirst = index.nameOrder(lhs.offset, rhs.offset) { return nameFirst }
            if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
            return lhs.offset < rhs.offset
        }
        guard isCurrent() else { return }
        // The loaded rows themselves: a search of 100,000 rows copies no row, only references.
        let found = rows.map { pharmacies[$0.offset] }
        // The loaded rows' `index` is their offset (see `indexed`).
        let indexes = rows.map(\.offset)
        let previous = lock.withLock { published.indexes }
        let difference = RowDifference(from: previous, to: indexes)
        guard isCurrent() else { return }
        lock.withLock {
            committed += 1
            published = Publication(rows: found, indexes: indexes, previous: previous, difference: difference)
        }
        results = found
        sortDescription = Self.description(of: order, walked: lock.withLock { hasWalked })
        if lock.withLock({ isReading }) {
            // Not "No pharmacies" while the file is still being read: the list's status says why none
            // show, or the title that more are coming.
            title = results.isEmpty ? "Loading pharmacies…" : "\(Self.counted(results.count)) pharmacies so far, loading…"
            emptyTitle = results.isEmpty ? "Loading Pharmacies…" : nil
            emptyMessage = nil
            return
        }
        // The first results of the rows read: loading is over.
        if isLoading { isLoading = false }
        emptyTitle = results.isEmpty ? "No Pharmacies" : nil
        emptyMessage = !results.isEmpty ? nil : query.isEmpty ? "There are no pharmacies to show." : "No results for “\(searchText.trimmingCharacters(in: .whitespaces))”"
        title = switch results.count {
        case 0: "No pharmacies"
        case 1: "1 pharmacy"
        default: "\(Self.counted(results.count)) pharmacies"
        }
    }

    /// `pharmacies`, each with its place as `index` (as ``PharmacyData`` reads them); copied only
    /// when a row lacks it or has another.
    static func indexed(_ pharmacies: [[String: Any]]) -> [[String: Any]] {
        if pharmacies.indices.allSatisfy({ pharmacies[$0]["index"] as? Int == $0 }) { return pharmacies }
        return pharmacies.enumerated().map { index, row in
            var row = row
            row["index"] = index
            return row
        }
    }

    /// A row's distance, 0 when it has none.
    private static func distance(_ row: [String: Any]) -> Double {
        row["distance"] as? Double ?? 0
    }

    /// Moves the walking user: adds `deltas[i]` miles to the distance of result `i` (clamped at 0),
    /// replacing the changed rows as one batch. The order stays put while walking, so rows do not
    /// jump (re-sorting 100,000 rows each tick would cost more than a tick), and the order's
    /// description says so until the next search or sort orders them again.
    public func walk(deltas: [Double]) {
        lock.withLock { hasWalked = true }
        let held = Self.description(of: sortOrder, walked: true)
        if sortDescription != held { sortDescription = held }
        $results.performBatchUpdates { edit in
            // Redone on the new results when another thread changed them meanwhile; the loaded rows
            // take each attempt's distances, so the last write is the committed attempt's.
            var moved: [(index: Int, distance: Double)] = []
            for (position, delta) in deltas.enumerated() where position < edit.elements.count && delta != 0 {
                var row = edit.elements[position]
                let distance = max(0, ((row["distance"] as? Double) ?? 0) + delta)
                row["distance"] = distance
                if let index = row["index"] as? Int { moved.append((index, distance)) }
                edit.replace(at: position, with: row)
            }
            lock.withLock {
                for (index, distance) in moved where loaded.indices.contains(index) {
                    loaded[index]["distance"] = distance
                    distances[index] = distance
                }
            }
        }
    }

    /// Results as set, with what the list needs to follow them (see `published`).
    private struct Publication {
        let rows: [[String: Any]]
        let indexes: [Int]
        let previous: [Int]
        let difference: RowDifference
    }

    /// The order in words: `by distance`, or while walking `by distance, held while walking`, as
    /// distances change but rows keep their places.
    static func description(of order: SortOrder, walked: Bool) -> String {
        "by \(order.rawValue)" + (walked && order == .distance ? ", held while walking" : "")
    }

    /// `count` with its thousands grouped, as the app's English text writes it: `100,000`.
    static func counted(_ count: Int) -> String {
        count.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
    }
}
