extension View {
    /// A number that changes each time any view gains or loses a subview: a `PresenterTree`
    /// compares it with the one it last saw to know when its tree may have changed shape.
    @usableFromInline static var hierarchyGeneration = 0

    /// Adds `view` as the frontmost subview, removing it from its current superview first.
    ///
    /// Returns `false` and changes nothing when `view` is this view or one of its ancestors, since the
    /// tree would become a cycle.
    @discardableResult
    public func addSubview(_ view: View) -> Bool {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range), removing it from its
    /// current superview first.
    ///
    /// Returns `false` and changes nothing when `view` is this view or one of its ancestors.
    @discardableResult
    public func insertSubview(_ view: View, at index: Int) -> Bool {
        guard !view.isAncestor(of: self) else { return false }
        view.removeFromSuperview()
        let count = subviews.count
        let index = min(max(index, 0), count)
        attach(view, at: index == count ? nil : index)
        return true
    }

    /// Makes room for `count` more subviews, for a builder that knows how many it adds.
    func reserveSubviews(_ count: Int) {
        subviews.reserveCapacity(subviews.count + count)
    }

    /// Adds `view`, which a builder has just made, as the frontmost subview: ``addSubview(_:)``
    /// without walking up this view's ancestors for a cycle or removing `view` from a superview,
    /// neither of which a view in no tree can have (it is the root of its own subtree, and this
    /// view is not in it).
    func addNewSubview(_ view: View) {
        guard view.superview == nil, view !== self else {
            addSubview(view)
            return
        }
        attach(view)
    }

    /// Makes `view`, in no tree, the subview at `index`, or the frontmost one; this view then
    /// needs layout.
    @inline(__always)
    private func attach(_ view: View, at index: Int? = nil) {
        // Appending, the common case, costs a fraction of an insertion.
        if let index { subviews.insert(view, at: index) } else { subviews.append(view) }
        View.hierarchyGeneration &+= 1
        view.superview = self
        view.layoutParent = self
        setNeedsLayout()
    }

    /// Removes the view from its superview, which then needs layout. Does nothing without a superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // A `@Sendable` closure is not main-actor isolated, so calling it checks no executor.
        let identity = ObjectIdentifier(self)
        parent.subviews.removeAll { @Sendable in ObjectIdentifier($0) == identity }
        View.hierarchyGeneration &+= 1
        superview = nil
        layoutParent = nil
        parent.setNeedsLayout()
    }

    /// Whether this view is `view` or one of its ancestors.
    public func isAncestor(of view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view and all its descendants, depth first, parents before children.
    public var allViews: [View] {
        var result: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The first view in this tree (this view included, depth first) whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        allViews.first { $0.tag == tag }
    }

    /// The first view in this tree (this view included, depth first) whose
    /// ``accessibilityIdentifier`` is `identifier`: how tests and automation find a view without
    /// an outlet, as UI tests do in UIKit.
    public func view(withAccessibilityIdentifier identifier: String) -> View? {
        allViews.first { $0.accessibilityIdentifier == identifier }
    }
}
