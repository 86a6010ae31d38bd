import Bindings

/// Shows one view in a toolkit and keeps it showing the view: the half of a presenter that every
/// backend shares (the GTK backend's `WidgetPresenter` adds the widget).
///
/// A presenter sets itself as its view's presenter and observes the keys its class lists in
/// ``shownKeys`` for as long as it lives; each change calls ``update(changedKey:)`` with
/// ``isApplying`` set, so the toolkit's signals can tell the presenter's own changes from the
/// user's. A subclass lists the keys it shows, applies them in ``update()`` (calling `super`), and
/// turns the user's acts into the view's `user…` methods, so the view sends its events and two-way
/// bindings carry the change to the model.
///
/// Which subclass shows which view is a `PresenterRegistry`; a tree of them is a `PresenterTree`.
@MainActor
open class ObservingPresenter: ViewPresenter {
    /// The view shown.
    public let view: View
    /// Whether the view had accessibility when presented: only then are its accessibility keys
    /// observed and applied. Most views have none, and ``update()`` runs on every shown change of
    /// every widget of every list row.
    private let showsAccessibility: Bool
    private var appliedAccessibility = ViewAccessibility()
    /// The view's shown keys that are `@Observed` properties, observed together.
    private var observation: PropertiesObservation?
    /// Observations of the other shown keys (computed ones), each by its key path.
    private var keyObservations: [KeyValueObservation] = []

    /// Presents `view`: becomes its presenter and observes the keys the class shows.
    public init(view: View) {
        self.view = view
        showsAccessibility = ViewAccessibility(view) != ViewAccessibility()
        view.presenter = self
        observeShownKeys()
    }

    /// Whether the presenter is applying the view to the toolkit (``apply()``): the toolkit's
    /// signals meanwhile report the presenter's own changes, which are no acts of the user.
    public private(set) var isApplying = false

    /// Applies the view to the toolkit (``update()``) with ``isApplying`` set: how a presenter
    /// first shows its view, and shows it again after the user acted (a control may keep another
    /// value than the toolkit shows).
    public final func apply() {
        applying { update() }
    }

    /// Runs `change`, a change the presenter makes outside ``update()``, with ``isApplying`` set.
    public final func applying(_ change: () -> Void) {
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        change()
    }

    /// The keys whose changes reach ``update(changedKey:)``: `backgroundColor` and `alpha`, and
    /// each subclass's own. A ``Control``'s `isEnabled` is observed too, and a view's accessibility
    /// keys when it has accessibility. Every key must be one the view's class has: the every-view
    /// checks of a backend present each class once to prove it.
    open class var shownKeys: [String] {
        ["backgroundColor", "alpha"]
    }

    /// Applies a change of the shown key `key`. The default applies every key (``update()``); an
    /// override may apply the one key alone where that key changes often (a label's text, as each
    /// reused cell sets it) and call `super` for the rest.
    open func update(changedKey key: String) {
        update()
    }

    /// Applies the view's shown keys; called through ``apply()``. Overrides call `super` and set
    /// only what differs from the toolkit's state, as every shown change calls it. The base applies
    /// the view's accessibility (``apply(accessibility:replacing:)``) when it changed.
    open func update() {
        guard showsAccessibility else { return }
        let wanted = ViewAccessibility(view)
        guard wanted != appliedAccessibility else { return }
        apply(accessibility: wanted, replacing: appliedAccessibility)
        appliedAccessibility = wanted
    }

    /// Gives the toolkit's object the view's accessibility, `applied` being what it has now (all
    /// `nil` at first). Called only for a view that had accessibility when presented, and only
    /// when it changed. The default does nothing.
    open func apply(accessibility: ViewAccessibility, replacing applied: ViewAccessibility) {}

    // MARK: Measuring, for the kit's layout

    /// Whether the presenter measures the view (a leaf the toolkit knows the size of); by default
    /// `false`, leaving it to the view.
    open var measuresView: Bool { false }

    /// The size the toolkit's object needs within `proposal`; asked only when ``measuresView``.
    /// The default is the view's own measure.
    open func sizeThatFits(_ proposal: Size) -> Size {
        view.sizeThatFits(proposal)
    }

    /// The distance from the top, at `size`, to the first baseline, or `nil` for none; asked only
    /// when ``measuresView``. The default is the view's own.
    open func firstBaseline(in size: Size) -> Double? {
        view.firstBaseline(in: size)
    }

    /// The tree whose root the view is needs layout again. The default does nothing.
    open func treeNeedsLayout() {}

    // MARK: Hosting, for a PresenterTree

    /// Whether the toolkit's object shows the view's subviews itself (a scroll view's or a table's
    /// content, in objects of its own), ending a `PresenterTree`'s walk; `false` lets the tree
    /// present them.
    open var showsSubviews: Bool { true }

    /// Whether clicks on the view's subviews, which the host places over this view, reach this
    /// presenter instead: a button's custom content is part of the button.
    open var takesClicksOnSubviews: Bool { false }

    /// Called when a view somewhere gained or lost a subview, for a presenter that
    /// ``showsSubviews``: one that hosts views of its own makes their presenters now, so the kit
    /// measures new views with them in this pass. The default does nothing.
    open func treeDidChange() {}

    /// Called after the kit laid the tree out, just before the view is placed at `frame` (in the
    /// host's coordinates): a presenter hosting views of its own places them again here. The
    /// default does nothing.
    open func willPlace(in frame: Rect) {}

    /// The accessibility keys, observed only for a view that had accessibility when presented.
    private static let accessibilityKeys = ["accessibilityLabel", "accessibilityHint", "accessibilityIdentifier"]

    /// Observes each shown key for as long as the presenter lives: a view may be shown again
    /// later by another presenter, and its properties keep no registration of this one.
    private func observeShownKeys() {
        let keys = ShownKeys.of(Self.self, view: view, accessibility: showsAccessibility)
        if let properties = keys.properties {
            do {
                observation = try view.observeProperties(properties) { [weak self] index in
                    MainActor.assumeIsolated { self?.apply(changedKey: properties.names[index]) }
                }
            } catch {
                preconditionFailure("\(Self.self) shows keys of \(Swift.type(of: view)) resolved for it: \(error)")
            }
        }
        for key in keys.others {
            do {
                keyObservations.append(try view.observe(key) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.apply(changedKey: key) }
                })
            } catch {
                preconditionFailure("\(Self.self) shows '\(key)', which \(Swift.type(of: view)) does not have: \(error)")
            }
        }
    }

    /// Applies one changed shown key (``update(changedKey:)``) with ``isApplying`` set.
    private func apply(changedKey key: String) {
        applying { update(changedKey: key) }
    }

    /// The keys a presenter class shows for a view class, resolved once per pair: the `@Observed`
    /// properties among them, registered on together, and the others (computed keys).
    private enum ShownKeys {
        struct Resolved {
            let properties: ObservedPropertyKeys?
            let others: [String]
        }

        private struct Pair: Hashable {
            let presenter: ObjectIdentifier
            let view: ObjectIdentifier
            let accessibility: Bool
        }

        @MainActor private static var resolved: [Pair: Resolved] = [:]

        @MainActor static func of(_ presenter: ObservingPresenter.Type, view: View, accessibility: Bool) -> Resolved {
            let viewType = type(of: view)
            let pair = Pair(presenter: ObjectIdentifier(presenter), view: ObjectIdentifier(viewType), accessibility: accessibility)
            if let known = resolved[pair] { return known }
            // A control's enabled state is shown whatever the presenter.
            var keys = presenter.shownKeys + (view is Control ? ["isEnabled"] : [])
            if accessibility { keys += ObservingPresenter.accessibilityKeys }
            let stored = keys.filter { (try? ObservedPropertyKeys([$0], of: viewType)) != nil }
            let properties = stored.isEmpty ? nil : try? ObservedPropertyKeys(stored, of: viewType)
            let result = Resolved(properties: properties, others: keys.filter { !stored.contains($0) })
            resolved[pair] = result
            return result
        }
    }
}

/// The accessibility a view asks its toolkit's object for: what assistive technologies read and
/// what test tools find it by.
public struct ViewAccessibility: Equatable, Sendable {
    /// The view's `accessibilityLabel`, the name read out.
    public var label: String?
    /// The view's `accessibilityHint`, the description read after the name.
    public var hint: String?
    /// The view's `accessibilityIdentifier`, which test tools find it by.
    public var identifier: String?

    /// No accessibility.
    public init() {}

    /// The accessibility `view` asks for now.
    @MainActor
    public init(_ view: View) {
        label = view.accessibilityLabel
        hint = view.accessibilityHint
        identifier = view.accessibilityIdentifier
    }
}
