/// The layout bookkeeping of one view, stored in the view: whether it needs layout, and its cached
/// measurements.
///
/// Views belong to the main actor, and so does this state; the view stores it `nonisolated(unsafe)`
/// only because the key-value coding hook that marks it (``View/observedPropertyDidChange()``)
/// is nonisolated. A binding that changes a view delivers on the main actor.
struct LayoutState {
    private(set) var needsLayout = true
    private(set) var isLayingOut = false
    // Empty exactly when nothing was measured since the last invalidation: a measurement always
    // leaves an entry, even when it starts the cache over. A list searched in order, not a
    // dictionary: it holds a few entries, which compare faster than a size hashes, and it grows
    // once instead of rehashing.
    private var measurements: [(proposal: Size, size: Size)] = []

    /// More distinct proposals than this and the cache starts over, so it stays small.
    private static let cacheLimit = 8

    /// Whether the view needs layout and has measured nothing since it was marked: an invalidation
    /// walking up stops here (see ``View/invalidateLayout()``).
    var isMarkedAndUnmeasured: Bool {
        needsLayout && measurements.isEmpty
    }

    /// Marks the view as needing layout and forgets its measurements.
    mutating func invalidate() {
        needsLayout = true
        forgetMeasurements()
    }

    /// Forgets the measurements but not the mark: for a view whose size depends on what its own
    /// layout pass found, such as a table whose estimated rows were measured.
    mutating func forgetMeasurements() {
        // Most calls find nothing measured (a label set again before the next layout), and
        // emptying an empty array is not free.
        if !measurements.isEmpty { measurements.removeAll(keepingCapacity: true) }
    }

    /// Starts the view's layout pass: clears its mark until ``endLayout()``.
    mutating func beginLayout() {
        needsLayout = false
        isLayingOut = true
    }

    /// Ends the view's layout pass: changes below it mark it again.
    mutating func endLayout() {
        isLayingOut = false
    }

    /// The measurement cached for `proposal`, if any.
    func cachedSize(for proposal: Size) -> Size? {
        for entry in measurements where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Caches the measurement for `proposal`, which ``cachedSize(for:)`` just missed.
    mutating func cache(_ size: Size, for proposal: Size) {
        if measurements.count >= Self.cacheLimit { measurements.removeAll(keepingCapacity: true) }
        measurements.append((proposal, size))
    }
}
