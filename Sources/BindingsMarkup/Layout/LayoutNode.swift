/// The layout bookkeeping of one view: whether it needs layout, and its cached measurements.
///
/// Views belong to the main actor, and so does this node; it is not isolated in the type system
/// only because the key-value coding hook that marks it (``View/observedLayoutPropertyDidChange()``)
/// is nonisolated. A binding that changes a view delivers on the main actor.
final class LayoutNode: @unchecked Sendable {
    // @unchecked: used on the main actor only, as its view is. Exclusivity is not checked at run
    // time: no access to these fields calls out, and the check cost more than the walk.
    @exclusivity(unchecked) private weak var parent: LayoutNode?
    @exclusivity(unchecked) private(set) var needsLayout = true
    @exclusivity(unchecked) private var isLayingOut = false
    // Empty exactly when nothing was measured since the last invalidation: a measurement always
    // leaves an entry, even when it starts the cache over.
    @exclusivity(unchecked) private var measurements: [Size: Size] = [:]

    /// More distinct proposals than this and the cache starts over, so it stays small.
    private static let cacheLimit = 8

    init() {}

    /// Links this node under `parent` (or unlinks it), so invalidation reaches the parent.
    func setParent(_ parent: LayoutNode?) {
        self.parent = parent
    }

    /// Marks this node and its ancestors dirty and forgets their measurements.
    ///
    /// The walk stops at a node that is running its layout pass: that view is placing its subviews right
    /// now (a table configuring the cells it dequeues) and measures them after such changes, so
    /// neither it nor its ancestors need another pass. It also stops at an ancestor that is already
    /// dirty and has measured nothing since: the invalidation that marked it went on to the top, and
    /// any measurement above made since then measured it, which would have left it an entry.
    func invalidate() {
        guard !isLayingOut else { return }
        needsLayout = true
        measurements.removeAll(keepingCapacity: true)
        var node = parent
        while let current = node {
            if current.isLayingOut || (current.needsLayout && current.measurements.isEmpty) { return }
            current.needsLayout = true
            current.measurements.removeAll(keepingCapacity: true)
            node = current.parent
        }
    }

    /// Starts the node's layout pass: clears its dirty mark until ``endLayout()``.
    func beginLayout() {
        needsLayout = false
        isLayingOut = true
    }

    /// Ends the node's layout pass: changes below it mark it dirty again.
    func endLayout() {
        isLayingOut = false
    }

    /// The measurement cached for `proposal`, if any.
    func cachedSize(for proposal: Size) -> Size? {
        measurements.isEmpty ? nil : measurements[proposal]
    }

    /// Caches the measurement for `proposal`.
    func cache(_ size: Size, for proposal: Size) {
        if measurements.count >= Self.cacheLimit { measurements.removeAll(keepingCapacity: true) }
        measurements[proposal] = size
    }
}
