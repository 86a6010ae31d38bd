@_spi(Backend) import Bindings
import Synchronization

/// The base of the headless view kit: a rectangle in a tree of views, key-value coding compliant so
/// that markup and bindings reach every property by name.
///
/// Geometry is in points (see ``TextMetrics``); a `frame` is in its superview's coordinates, with y
/// growing downwards, as in UIKit. Every property markup can set is `@Observed`, so
/// `setValue("#808080", forKey: "backgroundColor")` converts the string and observers hear the change.
///
/// Parent layout views read the layout keys `weight`, `width`, `height` and the `minimum…`/`maximum…`
/// sizes of their subviews; a hidden view takes no space. A change to any key that affects size
/// marks the view and its ancestors as needing layout (see ``setNeedsLayout()``).
///
/// A key the view does not declare is an error, as in Foundation; a subclass that wants runtime
/// attributes overrides ``setValue(_:forUndefinedKey:)`` (see ``setRuntimeAttribute(_:forKey:)``).
/// The markup compiler calls ``awakeFromMarkup()`` once its element is fully applied.
///
/// Views belong to the main actor, as in UIKit, and are ``MainActorBindingTarget``s: a binding to a
/// view, made in code or in markup, sets it on the main actor whichever thread changed the model.
/// Their `@Observed` properties take no lock (see ``observedPropertiesAreConfined``): reading or
/// setting one, by name too, belongs on the main actor.
@MainActor
open class View: KeyValueCoding, MainActorBindingTarget {
    /// The view's rectangle in its superview's coordinates; layout views set their subviews' frames.
    @Observed public var frame = Rect.zero
    /// Whether the view is hidden: a hidden view is neither drawn nor given space by layout views.
    /// Markup may also spell it `hidden`, as UIKit does.
    @Observed public var isHidden = false
    /// The color filling the view's frame, or `nil` for none.
    @Observed public var backgroundColor: Color? = nil
    /// Whether renderers cut the drawing of subviews off at this view's frame (tables do, to scroll).
    @Observed public var clipsToBounds = false
    /// The insets layout views keep between their frame and their subviews. Each edge is also a key of
    /// its own: `layoutMarginTop`, `layoutMarginLeft`, `layoutMarginBottom`, `layoutMarginRight`.
    @Observed public var layoutMargins = EdgeInsets.zero
    /// An integer the app may use to identify the view.
    @Observed public var tag = 0
    /// The view's opacity, from 0 (not drawn) to 1; pictures draw a view below 1 translucent (SVG).
    @Observed public var alpha = 1.0
    /// The color controls draw their accents in, or `nil` for their superview's (UIKit's inheritance).
    @Observed public var tintColor: Color? = nil
    /// How the view lays out its content when its size changes; image views follow it.
    @Observed public var contentMode = ContentMode.scaleToFill
    /// Extra space around the view in its parent stack: `top` and `bottom` in a column, `left` (leading)
    /// and `right` (trailing) in a row. Markup sets the edges as `topSpacing`, `bottomSpacing`,
    /// `leadingSpacing` and `trailingSpacing`, MarkupKit's names.
    @Observed public var spacingAround = EdgeInsets.zero
    /// The edges and centers the view is pinned to in an ``AnchorView`` (MarkupKit's `anchor`).
    @Observed public var anchor: Anchor = []
    /// This view's share of the free space along its parent layout view's axis, or `nil` for none.
    /// Only finite, positive weights count.
    @Observed public var weight: Double? = nil
    /// A fixed width that parent layout views give the view, or `nil` to size it by its content.
    @Observed public var width: Double? = nil
    /// A fixed height that parent layout views give the view, or `nil` to size it by its content.
    @Observed public var height: Double? = nil
    /// The least width parent layout views give the view.
    @Observed public var minimumWidth: Double? = nil
    /// The greatest width parent layout views give the view.
    @Observed public var maximumWidth: Double? = nil
    /// The least height parent layout views give the view.
    @Observed public var minimumHeight: Double? = nil
    /// The greatest height parent layout views give the view.
    @Observed public var maximumHeight: Double? = nil
    /// Width over height, which parent layout views keep (MarkupKit's `aspectRatio`), or `nil` for
    /// none: the width comes first (fixed, or the width proposed), the height follows; with a fixed
    /// height only, the width follows it.
    @Observed public var aspectRatio: Double? = nil
    /// The text assistive technologies speak for the view, or `nil` for its own (a label's text).
    @Observed public var accessibilityLabel: String? = nil
    /// What acting on the view does, spoken after its label, or `nil` for none.
    @Observed public var accessibilityHint: String? = nil
    /// The view's current value as spoken (a slider's percentage), or `nil` for its own.
    @Observed public var accessibilityValue: String? = nil
    /// A name that identifies the view to tests and automation, never spoken; see
    /// ``view(withAccessibilityIdentifier:)``.
    @Observed public var accessibilityIdentifier: String? = nil
    /// Values set for keys the view does not declare, by key, in a subclass that accepts them
    /// (see ``setRuntimeAttribute(_:forKey:)``); always empty in one that does not.
    @Observed public var runtimeAttributes: [String: Any] = [:]

    /// Whether the view that holds this one in a slot (``MarkupViewSlots``) does not show it in its
    /// present state; kept apart from ``isHidden``, which stays the app's.
    var isHiddenInSlot = false

    /// The subviews, back to front.
    public internal(set) var subviews: [View] = []
    /// The view this one is a subview of; held weakly, as the superview owns its subviews.
    public internal(set) weak var superview: View?

    /// How many layout passes (``layoutSubviews()`` calls) this view has run; a diagnostic for tests.
    @_spi(Testing) public internal(set) var layoutPassCount = 0
    /// How many times this view computed ``sizeThatFits(_:)`` because no measurement was cached.
    @_spi(Testing) public internal(set) var measurementCount = 0

    /// The dirty mark and measurement cache. Main-actor state (see ``LayoutState``); exclusivity is
    /// not checked at run time: no access to it calls out, and the check cost more than the work.
    @exclusivity(unchecked) nonisolated(unsafe) var layoutState = LayoutState()
    /// The layer, once asked for (see ``layer``).
    nonisolated(unsafe) var layerStorage: ViewLayer?
    /// The superview, for invalidation, which runs in the nonisolated layout hook.
    @exclusivity(unchecked) nonisolated(unsafe) weak var layoutParent: View?
    /// The frame size of the last layout pass: a new size calls for a new pass.
    var lastLayoutSize: Size?
    /// The presenter, read by the nonisolated invalidation walk (see ``presenter``).
    @exclusivity(unchecked) nonisolated(unsafe) weak var presenterStorage: (any ViewPresenter)?
    /// Whether the view was ever given a presenter: layout and invalidation, which run on every
    /// change, read this before the weak reference, whose load costs more than their own work.
    @exclusivity(unchecked) nonisolated(unsafe) var wasPresented = false

    /// What shows the view in a toolkit, such as a GTK widget, or `nil` (see ``ViewPresenter``).
    /// Held weakly; setting it drops the view's cached measurements, as the presenter may measure it.
    @_spi(Backend) public var presenter: (any ViewPresenter)? {
        get { presenterStorage }
        set {
            presenterStorage = newValue
            wasPresented = wasPresented || newValue != nil
            setNeedsLayout()
        }
    }

    nonisolated private static let liveCounter = Atomic<Int>(0)

    /// The number of views alive now, in every thread: tests compare it before and after to prove
    /// that a released view tree is freed.
    @_spi(Testing) nonisolated public static var liveCount: Int { liveCounter.load(ordering: .relaxed) }

    /// Creates a view; every view kit class can be created by name through ``ViewKit/viewTypes``.
    public required init() {
        View.liveCounter.add(1, ordering: .relaxed)
        do {
            try insertObservedOptions(.notifiesObject, forKeys: try Self.resolvedLayoutKeys())
        } catch {
            assertionFailure("\(Self.self) lists an undeclared layout key: \(error)")
        }
    }

    deinit {
        View.liveCounter.subtract(1, ordering: .relaxed)
    }

    /// ``layoutKeys`` resolved once per class: views are made by the thousand, of a few classes.
    private static var layoutKeysByClass: [ObjectIdentifier: ObservedPropertyKeys] = [:]

    private static func resolvedLayoutKeys() throws(KeyValueError) -> ObservedPropertyKeys {
        let id = ObjectIdentifier(self)
        if let keys = View.layoutKeysByClass[id] { return keys }
        let keys = try ObservedPropertyKeys(layoutKeys, of: self)
        View.layoutKeysByClass[id] = keys
        return keys
    }

    /// `true`: views belong to the main actor, so their properties take no lock.
    nonisolated public static var observedPropertiesAreConfined: Bool { true }

    /// Marks the view as needing layout: a key in ``layoutKeys`` changed.
    nonisolated public func observedPropertyDidChange() {
        invalidateLayout()
    }

    /// The keys whose changes affect this view's size. Each is marked
    /// ``Bindings/ObservedOptions/notifiesObject`` when the view is made, so that a change made by
    /// name, by a binding or in code calls ``observedPropertyDidChange()``, which invalidates
    /// layout, with no observer. Subclasses add their own keys to `super.layoutKeys`.
    nonisolated open class var layoutKeys: [String] {
        ["isHidden", "layoutMargins", "spacingAround", "anchor", "weight", "width", "height",
         "minimumWidth", "maximumWidth", "minimumHeight", "maximumHeight", "aspectRatio"]
    }

    // MARK: - Hooks

    /// Called once by the markup compiler after the element's attributes (properties, runtime
    /// attributes, the first values of bindings) are set and its child elements added, and before the
    /// view is assigned to its outlet: the place to derive state from several attributes. Code that
    /// builds views by hand calls it itself when it wants the same contract. The default does nothing.
    open func awakeFromMarkup() {}

    /// The size the view's content needs within `proposal` (whose width or height may be infinite).
    ///
    /// The default has no content: zero. Parent layout views then apply the view's `width`, `height`
    /// and `minimum…`/`maximum…` sizes (see ``fittingSize(for:)``). Overrides compute from their
    /// content only; measurements are cached until the view is invalidated.
    open func sizeThatFits(_ proposal: Size) -> Size {
        .zero
    }

    /// Sets the frames of the subviews for the view's current size. The default leaves them as they are.
    open func layoutSubviews() {}

    /// The distance from the top of the view, laid out at `size`, to the baseline of its first line
    /// of text, or `nil` when it has none. Rows with `alignToBaseline` line these up.
    open func firstBaseline(in size: Size) -> Double? {
        nil
    }

    /// The distance from the top of the view, laid out at `size`, to the baseline of its last line
    /// of text, or `nil` when it has none; the first baseline by default. Rows with
    /// `baseline="last"` and columns with `alignToBaseline` read it.
    open func lastBaseline(in size: Size) -> Double? {
        firstBaseline(in: size)
    }

    /// Whether layout views leave this view out, and pictures and toolkits do not show it: a hidden
    /// view takes no space and no spacing (nor does a cell's built-in label without text, or a
    /// slot's view its owner does not show now, such as a text field's left view while its mode
    /// says not).
    public var isCollapsed: Bool {
        isHidden || isHiddenInSlot
    }

    // MARK: - Key-value coding

    /// The computed keys every view has: `hidden` for ``isHidden`` and one key per layout margin.
    nonisolated open class var computedKeys: [String: ComputedKey] {
        View.viewComputedKeys
    }

    /// Reads a computed key a subclass declares, reached through a reference whose static type does
    /// not declare it; any other key throws ``KeyValueError/unknownKey(type:key:suggestion:)`` with
    /// the closest declared key. Subclasses that accept runtime attributes override this to call
    /// ``runtimeAttribute(forKey:)``.
    nonisolated open func value(forUndefinedKey key: String) throws(KeyValueError) -> Any? {
        guard declaresComputedKey(key) else { throw unknownKeyError(key) }
        return try computedValue(forKey: key)
    }

    /// Sets a computed key a subclass declares, reached through a reference whose static type does
    /// not declare it; any other key throws ``KeyValueError/unknownKey(type:key:suggestion:)`` with
    /// the closest declared key, so that markup reports `colour="red"` instead of ignoring it.
    /// Subclasses that accept runtime attributes override this to call ``setRuntimeAttribute(_:forKey:)``.
    nonisolated open func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueError) {
        guard declaresComputedKey(key) else { throw unknownKeyError(key) }
        try setComputedValue(value, forKey: key)
    }

    /// The `EdgeInsets` property markup sets edge by edge (`layoutMarginTop`); a subclass declaring
    /// such properties answers for its own and leaves the others to `super`.
    subscript(edgeInsets property: InsetEdgeKey.Property) -> EdgeInsets {
        get {
            switch property {
            case .layoutMargins: layoutMargins
            case .spacingAround: spacingAround
            // A subclass's property, which only that subclass's keys name.
            case .contentEdgeInsets, .titleEdgeInsets, .imageEdgeInsets: .zero
            }
        }
        set {
            switch property {
            case .layoutMargins: layoutMargins = newValue
            case .spacingAround: spacingAround = newValue
            case .contentEdgeInsets, .titleEdgeInsets, .imageEdgeInsets: break
            }
        }
    }

    /// Makes observers of a runtime attribute (a key the class does not declare) hear changes of
    /// ``runtimeAttributes``.
    nonisolated open class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
        if let computed = computedKeys[key] { return Set(computed.dependencies) }
        return declaredValueType(forKey: key) == nil ? ["runtimeAttributes"] : []
    }
}
