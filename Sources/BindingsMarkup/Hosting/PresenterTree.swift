/// The presenters of one tree of views, kept in step with the tree's shape, and the walk that
/// places them where the kit's layout put the views: the part of hosting a tree that every backend
/// shares. A backend's host keeps one, and does with the toolkit what it reports.
///
/// Presenters come in drawing order, a view before its subviews, so backgrounds lie under
/// content. A presenter that ``ObservingPresenter/showsSubviews`` ends the walk: its toolkit
/// object shows them.
///
/// A class, so that the callbacks may read the tree (a presenter made during ``update(making:visit:)``
/// asks its host for layout) without overlapping an access to it. Its walks are inlinable, so a
/// backend's module specializes them for its presenter class: with Swift 6.3.1, unspecialized, a
/// push and pop of a screen in GTK cost 1.5 % more instructions, in generic metadata and dictionaries.
@MainActor
@_spi(Backend) public final class PresenterTree<Presenter: ObservingPresenter> {
    /// The root view, or `nil` for an empty tree.
    public private(set) var root: View?
    /// The presenters in drawing order.
    public private(set) var presenters: [Presenter] = []
    /// The presenters by their views, to keep a view's presenter while it stays in the tree.
    @usableFromInline var byView: [ObjectIdentifier: Presenter] = [:]
    /// The hierarchy generation when the presenters were last brought in step.
    @usableFromInline var generation = -1

    /// An empty tree.
    public init() {}

    /// Shows `root`'s tree instead of the current one; ``update(making:visit:)`` then makes its
    /// presenters. Returns `false`, changing nothing, when `root` is already the root.
    public func show(_ root: View?) -> Bool {
        guard root !== self.root else { return false }
        self.root = root
        generation = -1
        return true
    }

    /// The presenter of `view`, when the tree shows it.
    public func presenter(of view: View) -> Presenter? {
        byView[ObjectIdentifier(view)]
    }

    /// Brings the presenters in step with the tree when any view gained or lost a subview since
    /// the last look: keeps the presenters of views still shown, asks `make` for one per new view,
    /// and tells a presenter that shows its subviews itself (``ObservingPresenter/treeDidChange()``).
    /// `visit` sees every presenter in drawing order with whether an ancestor takes the clicks on
    /// its view (``ObservingPresenter/takesClicksOnSubviews``).
    ///
    /// Returns the presenters of views that left the tree, or `nil` when nothing could have
    /// changed (then `visit` is not called).
    @inlinable
    public func update(making make: (View) -> Presenter,
                       visit: (_ presenter: Presenter, _ clicksGoToAncestor: Bool) -> Void) -> [Presenter]? {
        let now = View.hierarchyGeneration
        guard generation != now else { return nil }
        generation = now
        var kept: [ObjectIdentifier: Presenter] = [:]
        var order: [Presenter] = []
        var pending: [(view: View, inert: Bool)] = root.map { [($0, false)] } ?? []
        while let (view, inert) = pending.popLast() {
            let id = ObjectIdentifier(view)
            let presenter = byView[id] ?? make(view)
            kept[id] = presenter
            order.append(presenter)
            visit(presenter, inert)
            if presenter.showsSubviews {
                presenter.treeDidChange()
            } else {
                let subviewsInert = inert || presenter.takesClicksOnSubviews
                pending.append(contentsOf: view.subviews.reversed().map { ($0, subviewsInert) })
            }
        }
        let removed = byView.compactMap { id, presenter in kept[id] == nil ? presenter : nil }
        byView = kept
        setPresenters(order)
        return removed
    }

    @usableFromInline func setPresenters(_ order: [Presenter]) {
        presenters = order
    }

    /// Walks the laid-out tree and tells `place` where each presenter's view goes, in drawing
    /// order, the root at `origin`. A shown presenter first hears ``ObservingPresenter/willPlace(in:)``.
    /// A toolkit object is flat in its host, so a view wholly outside a clipping ancestor
    /// (`clipsToBounds`, such as a page view's other pages) is hidden rather than clipped.
    @inlinable
    public func place(at origin: Point = Point(x: 0, y: 0), _ place: (Presenter, PresenterPlacement) -> Void) {
        guard let root else { return }
        walk(root, origin: origin, isShown: true, opacity: 1, clip: nil, place)
    }

    @inlinable
    func walk(_ view: View, origin: Point, isShown: Bool, opacity: Double, clip: Rect?,
              _ place: (Presenter, PresenterPlacement) -> Void) {
        guard let presenter = byView[ObjectIdentifier(view)] else { return }
        let frame = view === root ? Rect(origin: origin, size: view.frame.size)
            : Rect(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY, width: view.frame.width, height: view.frame.height)
        guard isShown, !view.isCollapsed, clip.map({ Self.overlaps(frame, $0) }) ?? true else {
            place(presenter, .hidden)
            // The subtree's presenters are the host's too: each is hidden itself.
            if !presenter.showsSubviews {
                for subview in view.subviews { walk(subview, origin: origin, isShown: false, opacity: opacity, clip: clip, place) }
            }
            return
        }
        let alpha = opacity * min(max(view.alpha, 0), 1)
        presenter.willPlace(in: frame)
        place(presenter, .shown(frame: frame, opacity: alpha))
        guard !presenter.showsSubviews else { return }
        let subviewClip = view.clipsToBounds ? (clip.map { Self.intersection($0, frame) } ?? frame) : clip
        for subview in view.subviews {
            walk(subview, origin: frame.origin, isShown: true, opacity: alpha, clip: subviewClip, place)
        }
    }

    /// Whether two rectangles share some area.
    @inlinable static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The area two rectangles share (empty, at `a`'s origin, when none).
    @inlinable static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(0, min(a.maxX, b.maxX) - minX), height: max(0, min(a.maxY, b.maxY) - minY))
    }
}

/// Where a view goes in a ``PresenterTree``'s placement walk.
@_spi(Backend) public enum PresenterPlacement: Equatable, Sendable {
    /// Not shown: collapsed, under a collapsed ancestor, or wholly outside a clipping ancestor.
    case hidden
    /// Shown at `frame`, in the host's coordinates, with `opacity` (the view's `alpha` times its
    /// ancestors').
    case shown(frame: Rect, opacity: Double)
}
