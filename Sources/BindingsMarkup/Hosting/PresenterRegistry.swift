/// Which presenter shows which class of view, for one backend: a view gets the presenter
/// registered for its class or its nearest superclass, so an app's `Card: View` shows as a plain
/// view and its `Gauge: Slider` as a slider, until the app registers its own.
///
/// A backend keeps one registry, filled with a presenter for ``View`` (which covers every view)
/// and one for each class it shows its own way:
///
/// A registry is a class: making a presenter may make others (a table's rows), from the same
/// registry, while the first is being made.
///
/// ```swift
/// let presenters = PresenterRegistry<TextPresenter> { TextPresenter(view: $0) }
/// presenters.register(Label.self) { LabelTextPresenter(label: $0) }
/// let presenter = presenters.presenter(for: someLabel)   // a LabelTextPresenter
/// ```
@MainActor
@_spi(Backend) public final class PresenterRegistry<Presenter: ObservingPresenter> {
    private struct Entry {
        let type: View.Type
        /// Whether a class is this entry's class or a subclass of it.
        let covers: (View.Type) -> Bool
        let make: @MainActor (View) -> Presenter?
    }

    /// The presenter of views no entry covers.
    private var makeDefault: @MainActor (View) -> Presenter
    /// The entries for classes below ``View``, in registration order.
    private var entries: [Entry] = []
    /// The entry chosen for each class asked about (`nil` for the default): a registration clears it.
    private var chosen: [ObjectIdentifier: Int?] = [:]

    /// A registry whose views all show with the presenter `makeDefault` returns.
    public init(default makeDefault: @escaping @MainActor (View) -> Presenter) {
        self.makeDefault = makeDefault
    }

    /// Makes views of `type` and its subclasses show with the presenter `make` returns (unless a
    /// subclass has one of its own); a later registration for the same class replaces the earlier.
    public func register<V: View>(_ type: V.Type, _ make: @escaping @MainActor (V) -> Presenter) {
        if type == View.self {
            let previous = makeDefault
            // Every view is a `V` here; the previous default only satisfies the type checker.
            makeDefault = { view in (view as? V).map(make) ?? previous(view) }
        } else {
            entries.removeAll { $0.type == type }
            entries.append(Entry(type: type, covers: { $0 is V.Type }, make: { view in (view as? V).map(make) }))
        }
        chosen.removeAll()
    }

    /// A new presenter for `view`, made by the entry of the most derived class it is or inherits
    /// from, showing the view's current state (``ObservingPresenter/apply()`` has run).
    public func presenter(for view: View) -> Presenter {
        // Each closure is read before it is called, as it may make and register presenters itself.
        // An entry's class covers the view's, so its cast succeeds; the default is the fallback.
        let make = entryIndex(for: Swift.type(of: view)).map { entries[$0].make }
        let fallback = makeDefault
        let presenter = make?(view) ?? fallback(view)
        presenter.apply()
        return presenter
    }

    /// The index of the entry of the most derived class `type` is or inherits from, or `nil` for
    /// the default.
    private func entryIndex(for type: View.Type) -> Int? {
        let id = ObjectIdentifier(type)
        if let index = chosen[id] { return index }
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.covers(type) {
            if let current = best, !entries[current].covers(entry.type) { continue }
            best = index
        }
        chosen[id] = best
        return best
    }
}
