import Foundation

/// The layout bookkeeping of one view: whether it needs layout, and its cached measurements.
///
/// It lives apart from the view, behind a lock, because invalidation comes from key-value
/// observers, which run synchronously on whichever thread set the property (a binding may set a
/// label's text from a background thread). Marking a node and its ancestors dirty is therefore
/// thread-safe and immediate; measuring and laying out happen on the main actor, in the view.
final class LayoutNode: @unchecked Sendable {
    // @unchecked: every mutable field below is read and written only while holding `lock`.
    private let lock = NSLock()
    private weak var parent: LayoutNode?
    private var isDirty = true
    private var isLayingOut = false
    private var measurements: [Size: Size] = [:]

    /// More distinct proposals than this and the cache starts over, so it stays small.
    private static let cacheLimit = 8

    init() {}

    /// Links this node under `parent` (or unlinks it), so invalidation reaches the parent.
    func setParent(_ parent: LayoutNode?) {
        lock.withLock { self.parent = parent }
    }

    /// Whether this node or one of its descendants changed since the last layout pass.
    var needsLayout: Bool {
        lock.withLock { isDirty }
    }

    /// Marks this node and every ancestor dirty and forgets their measurements.
    ///
    /// The walk stops at a node that is running its layout pass: that view is placing its subviews right
    /// now (a table configuring the cells it dequeues) and measures them after such changes, so
    /// neither it nor its ancestors need another pass. Locks are taken one node at a time, child before
    /// parent, so two invalidations running on two threads never wait for each other in a cycle.
    func invalidate() {
        var node: LayoutNode? = self
        while let current = node {
            node = current.lock.withLock {
                if current.isLayingOut { return nil }
                current.isDirty = true
                current.measurements.removeAll(keepingCapacity: true)
                return current.parent
            }
        }
    }

    /// Starts the node's layout pass: clears its dirty mark until ``endLayout()``.
    func beginLayout() {
        lock.withLock {
            isDirty = false
            isLayingOut = true
        }
    }

    /// Ends the node's layout pass: changes below it mark it dirty again.
    func endLayout() {
        lock.withLock { isLayingOut = false }
    }

    /// The measurement cached for `proposal`, if any.
    func cachedSize(for proposal: Size) -> Size? {
        lock.withLock { measurements[proposal] }
    }

    /// Caches the measurement for `proposal`.
    func cache(_ size: Size, for proposal: Size) {
        lock.withLock {
            if measurements.count >= Self.cacheLimit { measurements.removeAll(keepingCapacity: true) }
            measurements[proposal] = size
        }
    }
}
