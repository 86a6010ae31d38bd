#if GTK
import Bindings
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows one view of the kit as one GTK widget, and keeps the widget showing the view.
///
/// A presenter is made for each view of a tree a ``Window`` or a table row shows (see
/// ``WidgetPresenters`` for which class makes which widget). What every backend shares, observing
/// the keys a class lists in `shownKeys` and applying them in `update()` with `isApplying` set,
/// comes from `ObservingPresenter`; this class adds the widget: the kit's layout places it, a leaf
/// widget measures the view for it (GTK knows its text's and controls' natural sizes), and the
/// view's style, enabled state, accessibility and opacity reach it.
///
/// A subclass makes its widget, lists the keys it shows, applies them in `update()` (calling
/// `super`), and turns the user's acts on the widget into the view's `user…` methods, so the view
/// sends its events and two-way bindings carry the change to the model.
@MainActor
open class WidgetPresenter: ObservingPresenter {
    /// The widget showing the view; the presenter holds a reference.
    public let widget: WidgetPointer
    /// The host placing the widget, set when the host adds it.
    weak var host: ViewTreeHost?
    private var styleClass: String?
    private var appliedStyle: WidgetStyle?
    private var appliedAlpha: Double?
    private var appliedEnabled: Bool?

    /// Presents `view` with `widget`, taking a reference to it (sinking a floating one).
    public init(view: View, widget: WidgetPointer) {
        self.widget = widget
        g_object_ref_sink(widget.gobject)
        PresenterCounts.live += 1
        super.init(view: view)
    }

    // Isolated: the last reference goes on the main thread, where GTK runs.
    isolated deinit {
        g_object_unref(widget.gobject)
        PresenterCounts.live -= 1
    }

    /// Keeps the widget at its natural size, centred in the view's frame, however large the layout
    /// makes the frame: a switch in a tall row stays a switch, as UIKit's controls keep their size.
    final func keepsNaturalSize() {
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    }

    /// Whether the widget measures the view: `true` for leaves; containers leave it to the kit.
    open override var measuresView: Bool { true }

    /// The widget's natural size within `proposal`: its natural width, no wider than proposed but
    /// never under its minimum, and its natural height for that width.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let horizontal = widget.measure(GTK_ORIENTATION_HORIZONTAL)
        var width = Double(horizontal.natural)
        if proposal.width.isFinite { width = max(Double(horizontal.minimum), min(width, proposal.width)) }
        let vertical = widget.measure(GTK_ORIENTATION_VERTICAL, for: Int32(width.rounded(.up)))
        return Size(width: width, height: Double(vertical.natural))
    }

    /// The widget's natural baseline at `size`'s width, or `nil` when it has none.
    open override func firstBaseline(in size: Size) -> Double? {
        let vertical = widget.measure(GTK_ORIENTATION_VERTICAL, for: Int32(size.width.rounded(.up)))
        return vertical.baseline >= 0 ? Double(vertical.baseline) : nil
    }

    /// Lays the tree out again: the view is its host's root.
    open override func treeNeedsLayout() {
        host?.setNeedsLayout()
    }

    /// The widget's font, text color and background; the base's has the view's background only.
    open var style: WidgetStyle {
        WidgetStyle(background: view.backgroundColor)
    }

    /// Applies the base's keys to the widget: its style class, sensitivity, accessibility and
    /// opacity. Overrides call `super` and set only what differs from the widget's state, as every
    /// property change calls it.
    open override func update() {
        super.update()
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

    /// Gives the widget the view's accessibility: its label and hint as the accessible label and
    /// description assistive technologies read, its identifier as the widget's name, which GTK's
    /// inspector and test tools find widgets by.
    open override func apply(accessibility wanted: ViewAccessibility, replacing applied: ViewAccessibility) {
        if wanted.identifier != applied.identifier { gtk_widget_set_name(widget, wanted.identifier ?? "") }
        let accessible = widget.opaque
        if wanted.label != applied.label { AccessibleProperty.set(GTK_ACCESSIBLE_PROPERTY_LABEL, to: wanted.label, on: accessible) }
        if wanted.hint != applied.hint { AccessibleProperty.set(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, to: wanted.hint, on: accessible) }
    }
}

/// How many presenters are alive, for tests proving that a closed window frees them.
@MainActor
@_spi(Testing) public enum PresenterCounts {
    /// Presenters alive now.
    public static var live = 0
}
#endif
