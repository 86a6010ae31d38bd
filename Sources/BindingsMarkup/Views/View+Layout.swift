// Layout happens in two steps, as in UIKit: views measure (`sizeThatFits`, cached per proposal) and
// layout views position their subviews (`layoutSubviews`). Both are skipped for subtrees where nothing
// changed: a change to a layout key marks the view and its ancestors dirty and drops their cached
// measurements; everything else keeps its cache, so a re-layout re-measures only the changed path.
extension View {
    /// Marks the view and its ancestors as needing layout and forgets their cached measurements.
    ///
    /// Changes to the keys in ``layoutKeys`` call this automatically; call it after changing state
    /// that affects size and is not such a key.
    public func setNeedsLayout() {
        invalidateLayout()
    }

    /// Marks this view and its ancestors as needing layout and forgets their measurements.
    ///
    /// The walk stops at a view that is running its layout pass: that view is placing its subviews
    /// right now (a table configuring the cells it dequeues) and measures them after such changes,
    /// so neither it nor its ancestors need another pass. It also stops at an ancestor that is
    /// already marked and has measured nothing since: the invalidation that marked it went on to the
    /// top, and any measurement above made since then measured it, which would have left it an entry.
    /// A walk that reaches the root tells the root's presenter, so a toolkit showing the tree lays it
    /// out again; a walk that stops early stops below a root that was told already.
    nonisolated func invalidateLayout() {
        guard !layoutState.isLayingOut else { return }
        layoutState.invalidate()
        // Walks with the parent references the weak loads give, retaining nothing else.
        guard var view = layoutParent else { return treeNeedsLayout() }
        while true {
            if view.layoutState.isLayingOut || view.layoutState.isMarkedAndUnmeasured { return }
            view.layoutState.invalidate()
            guard let parent = view.layoutParent else { return view.treeNeedsLayout() }
            view = parent
        }
    }

    /// Tells the presenter of this view, the root of its tree, that the tree needs layout.
    nonisolated private func treeNeedsLayout() {
        guard wasPresented, let presenter = presenterStorage else { return }
        // A layout key set off the main actor by some path the setters do not check would
        // otherwise stop inside libdispatch with no word of which view.
        guard MainQueue.isCurrent else {
            preconditionFailure("the layout of \(type(of: self))'s tree changed off the main actor: views belong to the main actor; "
                + "observe with `delivery: .mainActor` (or bind with `delivery: .mainActor`) to change them there")
        }
        MainActor.assumeIsolated { presenter.treeNeedsLayout() }
    }

    /// Whether the view or one of its descendants changed since its last layout pass.
    public var needsLayout: Bool {
        layoutState.needsLayout
    }

    /// Lays out the view and its subtree now where needed: a view runs ``layoutSubviews()`` when it is
    /// marked or its frame size changed since its last pass; unmarked subtrees are skipped.
    ///
    /// Changes a view makes to its own subtree inside ``layoutSubviews()`` (adding subviews, configuring
    /// them) do not mark it or its ancestors again: it measures its subviews after making them.
    public func layoutIfNeeded() {
        guard layoutState.needsLayout || lastLayoutSize != frame.size else { return }
        layoutState.beginLayout()
        lastLayoutSize = frame.size
        layoutPassCount += 1
        layoutSubviews()
        layoutState.endLayout()
        // Hidden subviews are not drawn and take no space: laying them out would be wasted work, and
        // unhiding one invalidates it.
        for subview in subviews where !subview.isCollapsed {
            subview.layoutIfNeeded()
        }
    }

    /// Sizes the view to fit `width` (its height following its content), then lays it out.
    ///
    /// The origin is kept. This is how a root view or a self-sizing cell gets its frame.
    public func layoutToFit(width: Double) {
        let size = fittingSize(for: Size(width: width, height: .infinity))
        frame = Rect(origin: frame.origin, size: size)
        layoutIfNeeded()
    }

    /// The view's natural size: its content's size with no limit proposed.
    public var intrinsicContentSize: Size {
        measuredSize(for: .unlimited)
    }

    /// ``sizeThatFits(_:)`` for `proposal`, from the cache when the view has not changed since.
    public func measuredSize(for proposal: Size) -> Size {
        let proposal = proposal.sanitizedProposal
        if let cached = layoutState.cachedSize(for: proposal) { return cached }
        measurementCount += 1
        let size = if wasPresented, let presenter = presenterStorage, presenter.measuresView {
            presenter.sizeThatFits(proposal)
        } else {
            sizeThatFits(proposal)
        }
        layoutState.cache(size, for: proposal)
        return size
    }

    /// The size a parent layout view gives this view within `proposal`: its fixed `width`/`height`
    /// where set, else its measured size, clamped to its `minimum…`/`maximum…` sizes.
    public func fittingSize(for proposal: Size) -> Size {
        let constraints = SizeConstraints(self)
        let measured = measuredSize(for: constraints.proposal(within: proposal.sanitizedProposal))
        return constraints.apply(to: measured)
    }

    /// The first baseline at `size`, from the presenter when it measures the view.
    func baseline(in size: Size) -> Double? {
        if wasPresented, let presenter = presenterStorage, presenter.measuresView { return presenter.firstBaseline(in: size) }
        return firstBaseline(in: size)
    }
}
