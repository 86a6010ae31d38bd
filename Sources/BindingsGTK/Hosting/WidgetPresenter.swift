#if GTK
import Bindings
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows one view of the kit as one GTK widget, and keeps the widget showing the view.
///
/// A presenter is made for each view of a tree a ``Window`` or a table row shows (see
/// ``WidgetPresenters`` for which class makes which widget); it sets itself as the view's
/// `View.presenter` and observes the keys its class lists in ``shownKeys``: each change calls
/// ``update()``, which applies what changed to the widget. The kit's layout places the widget;
/// a leaf widget measures the view for it (GTK knows its text's and controls' natural sizes).
///
/// A subclass makes its widget, lists the keys it shows, applies them in ``update()`` (calling
/// `super`), and turns the user's acts on the widget into the view's `user…` methods, so the view
/// sends its events and two-way bindings carry the change to the model.
@MainActor
open class WidgetPresenter: ViewPresenter {
    /// The view shown.
    public let view: View
    /// The widget showing it; the presenter holds a reference.
    public let widget: WidgetPointer
    /// The host placing the widget, set when the host adds it.
    weak var host: ViewTreeHost?
    private var styleClass: String?
    private var appliedStyle: WidgetStyle?
    private var appliedAlpha: Double?
    private var appliedEnabled: Bool?
    private var appliedAccessibility = ViewAccessibility()
    /// Whether the view had accessibility when presented: only then are its accessibility keys
    /// observed and applied. Most views have none, and ``update()`` runs on every shown change of
    /// every widget of every list row.
    private let showsAccessibility: Bool

    /// The view's shown keys that are `@Observed` properties, observed together.
    private var observation: PropertiesObservation?
    /// Observations of the other shown keys (computed ones), each by its key path.
    private var keyObservations: [KeyValueObservation] = []

    /// Presents `view` with `widget`, taking a reference to it (sinking a floating one).
    public init(view: View, widget: WidgetPointer) {
        self.view = view
        self.widget = widget
        showsAccessibility = ViewAccessibility(view) != ViewAccessibility()
        g_object_ref_sink(widget.gobject)
        PresenterCounts.live += 1
        view.presenter = self
        observeShownKeys()
    }

    // Isolated: the last reference goes on the main thread, where GTK runs.
    isolated deinit {
        g_object_unref(widget.gobject)
        PresenterCounts.live -= 1
    }

    /// Whether the presenter is applying the view to its widget (``apply()``): the widget's
    /// signals meanwhile report the presenter's own changes, which are no acts of the user.
    public private(set) var isApplying = false

    /// Applies the view to the widget (``update()``) with ``isApplying`` set: how every change of a
    /// shown key reaches the widget, and how a presenter shows the view again after the user acted
    /// (a control may keep another value than the widget shows).
    public final func apply() {
        applying { update() }
    }

    /// Applies one changed shown key (``update(changedKey:)``) with ``isApplying`` set.
    private func apply(changedKey key: String) {
        applying { update(changedKey: key) }
    }

    /// Runs `change`, a change the presenter makes to its widget outside ``update()``, with
    /// ``isApplying`` set.
    public final func applying(_ change: () -> Void) {
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        change()
    }

    /// Keeps the widget at its natural size, centred in the view's frame, however large the layout
    /// makes the frame: a switch in a tall row stays a switch, as UIKit's controls keep their size.
    final func keepsNaturalSize() {
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    }

    /// Whether the widget measures the view: `true` for leaves; containers leave it to the kit.
    open var measuresView: Bool { true }

    /// Whether the widget shows the view's subviews itself (leaves have none; a scroll view or a
    /// table shows them in widgets of its own); `false` lets the host present them.
    open var showsSubviews: Bool { true }

    /// Whether clicks on the widgets of the view's subviews, which the host places over this one,
    /// reach this widget instead: a button's custom content is part of the button.
    open var takesClicksOnSubviews: Bool { false }

    /// The keys whose changes call ``update()``: the base's `backgroundColor` and `alpha`, and each
    /// subclass's own; a ``Control``'s `isEnabled` (its widget's sensitivity) is observed too.
    open class var shownKeys: [String] {
        ["backgroundColor", "alpha"]
    }

    /// The widget's natural size within `proposal`: its natural width, no wider than proposed but
    /// never under its minimum, and its natural height for that width.
    open func sizeThatFits(_ proposal: Size) -> Size {
        let horizontal = widget.measure(GTK_ORIENTATION_HORIZONTAL)
        var width = Double(horizontal.natural)
        if proposal.width.isFinite { width = max(Double(horizontal.minimum), min(width, proposal.width)) }
        let vertical = widget.measure(GTK_ORIENTATION_VERTICAL, for: Int32(width.rounded(.up)))
        return Size(width: width, height: Double(vertical.natural))
    }

    /// The widget's natural baseline at `size`'s width, or `nil` when it has none.
    open func firstBaseline(in size: Size) -> Double? {
        let vertical = widget.measure(GTK_ORIENTATION_VERTICAL, for: Int32(size.width.rounded(.up)))
        return vertical.baseline >= 0 ? Double(vertical.baseline) : nil
    }

    /// Lays the tree out again: the view is its host's root.
    public func treeNeedsLayout() {
        host?.setNeedsLayout()
    }

    /// The widget's font, text color and background; the base's has the view's background only.
    open var style: WidgetStyle {
        WidgetStyle(background: view.backgroundColor)
    }

    /// Applies a change of the shown key `key`; called through the presenter's observation of it.
    /// The default applies every key (``update()``); an override may apply the one key alone where
    /// that key changes often (a label's text, as each reused cell sets it) and call `super` for the rest.
    open func update(changedKey key: String) {
        update()
    }

    /// Applies the view's shown keys to the widget; called through ``apply()``. Overrides call
    /// `super` and set only what differs from the widget's state, as every property change calls it.
    open func update() {
        let style = self.style
        if style != appliedStyle {
            appliedStyle = style
            let name = StyleSheet.className(for: style)
            if let styleClass { gtk_widget_remove_css_class(widget, styleClass) }
            if let name { gtk_widget_add_css_class(widget, name) }
            styleClass = name
        }
        if let control = view as? Control, control.isEnabled != appliedEnabled {
            gtk_widget_set_sensitive(widget, control.isEnabled ? 1 : 0)
            appliedEnabled = control.isEnabled
        }
        if showsAccessibility { applyAccessibility() }
        if appliedAlpha != view.alpha {
            // Opacity multiplies down the tree, which the host applies as it places widgets.
            if appliedAlpha != nil { host?.setNeedsPlacement() }
            appliedAlpha = view.alpha
        }
    }

    /// What the widget shows, read back from GTK, for tests: its type, then its state
    /// (`GtkLabel "0.16 miles"`). Subclasses add what they show.
    @_spi(Testing) open var widgetState: String {
        typeName(of: widget)
    }

    /// The `GtkScrolledWindow` that scrolls the view's content (a table's or a scroll view's, inside
    /// the overlay of its slots), for scripts, tests and benchmarks; the widget itself for a view
    /// that does not scroll.
    @_spi(Testing) open var scrollingWidget: WidgetPointer {
        widget
    }

    /// The presenters of views shown inside this widget (a table's rows), for tests.
    @_spi(Testing) open var nestedWidgets: [WidgetPresenter] {
        []
    }

    /// Called by the host when it finds that a view somewhere gained or lost a subview, for a
    /// presenter that ``showsSubviews``: one whose widget hosts views of its own (a scroll view's
    /// content) makes their presenters now, while the host measures, so the kit measures new views
    /// with their widgets in this pass. The default does nothing.
    open func treeDidChange() {}

    /// Called by the host after the kit laid the tree out, just before it allocates the widget at
    /// `frame` (in the host's coordinates): a presenter whose widget hosts views of its own (a scroll
    /// view's content) asks its inner host to place them again here. The default does nothing.
    open func willPlace(in frame: Rect) {}

    /// The accessibility keys, observed only for a view that ``showsAccessibility``.
    static let accessibilityKeys = ["accessibilityLabel", "accessibilityHint", "accessibilityIdentifier"]

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
}

/// The keys a presenter class shows for a view class, resolved once per pair: the `@Observed`
/// properties among them, registered on together, and the others (computed keys).
@MainActor
enum ShownKeys {
    struct Resolved {
        let properties: ObservedPropertyKeys?
        let others: [String]
    }

    private struct Pair: Hashable {
        let presenter: ObjectIdentifier
        let view: ObjectIdentifier
        let accessibility: Bool
    }

    private static var resolved: [Pair: Resolved] = [:]

    static func of(_ presenter: WidgetPresenter.Type, view: View, accessibility: Bool) -> Resolved {
        let viewType = type(of: view)
        let pair = Pair(presenter: ObjectIdentifier(presenter), view: ObjectIdentifier(viewType), accessibility: accessibility)
        if let known = resolved[pair] { return known }
        // A control's enabled state is the widget's sensitivity, whatever the presenter.
        var keys = presenter.shownKeys + (view is Control ? ["isEnabled"] : [])
        if accessibility { keys += WidgetPresenter.accessibilityKeys }
        let stored = keys.filter { (try? ObservedPropertyKeys([$0], of: viewType)) != nil }
        let properties = stored.isEmpty ? nil : try? ObservedPropertyKeys(stored, of: viewType)
        let result = Resolved(properties: properties, others: keys.filter { !stored.contains($0) })
        resolved[pair] = result
        return result
    }
}

extension WidgetPresenter {
    /// Gives the widget the view's accessibility: its label and hint as the accessible label and
    /// description assistive technologies read, its identifier as the widget's name, which GTK's
    /// inspector and test tools find widgets by.
    private func applyAccessibility() {
        let wanted = ViewAccessibility(view)
        guard wanted != appliedAccessibility else { return }
        if wanted.identifier != appliedAccessibility.identifier { gtk_widget_set_name(widget, wanted.identifier ?? "") }
        let accessible = widget.opaque
        if wanted.label != appliedAccessibility.label { AccessibleProperty.set(GTK_ACCESSIBLE_PROPERTY_LABEL, to: wanted.label, on: accessible) }
        if wanted.hint != appliedAccessibility.hint { AccessibleProperty.set(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, to: wanted.hint, on: accessible) }
        appliedAccessibility = wanted
    }
}

/// The accessibility a view asks its widget for.
struct ViewAccessibility: Equatable {
    var label: String?
    var hint: String?
    var identifier: String?

    init() {}

    @MainActor
    init(_ view: View) {
        label = view.accessibilityLabel
        hint = view.accessibilityHint
        identifier = view.accessibilityIdentifier
    }
}

/// How many presenters are alive, for tests proving that a closed window frees them.
@MainActor
@_spi(Testing) public enum PresenterCounts {
    /// Presenters alive now.
    public static var live = 0
}
#endif
