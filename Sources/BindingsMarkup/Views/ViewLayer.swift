import Bindings

/// The drawing attributes UIKit keeps on a view's `CALayer` that MarkupKit documents set through
/// `layer.cornerRadius`, `layer.borderWidth`, `layer.borderColor` and `layer.shadow…`. The SVG
/// picture rounds the view's background and draws its border; the shadow is kept for toolkits.
public final class ViewLayer: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every property is @Observed and, like its view's, confined to the main actor.
    /// The radius of the rounded corners.
    @Observed public var cornerRadius = 0.0
    /// The width of the border, or 0 for none.
    @Observed public var borderWidth = 0.0
    /// The border's color, or `nil` for black.
    @Observed public var borderColor: Color? = nil
    /// The shadow's color, or `nil` for black (`CALayer`'s default).
    @Observed public var shadowColor: Color? = nil
    /// The shadow's opacity, from 0 (none, the default) to 1.
    @Observed public var shadowOpacity = 0.0
    /// The blur radius of the shadow, in points; 3 by default, as `CALayer`'s.
    @Observed public var shadowRadius = 3.0
    /// How far the shadow falls from the view; (0, -3) by default, as `CALayer`'s.
    @Observed public var shadowOffset = Size(width: 0, height: -3)

    /// The layer's properties belong to the main actor, as its view's.
    public static var observedPropertiesAreConfined: Bool { true }

    /// ``shadowOffset``'s width alone: MarkupKit's `layer.shadowOffsetWidth`, as XML has no sizes.
    public var shadowOffsetWidth: Double {
        get { shadowOffset.width }
        set { shadowOffset.width = newValue }
    }

    /// ``shadowOffset``'s height alone: MarkupKit's `layer.shadowOffsetHeight`.
    public var shadowOffsetHeight: Double {
        get { shadowOffset.height }
        set { shadowOffset.height = newValue }
    }

    /// The offset's components, each changing with ``shadowOffset``; made once, as every key read
    /// by name that is not `@Observed` asks for them.
    public static let computedKeys: [String: ComputedKey] = [
        "shadowOffsetWidth": ComputedKey(\ViewLayer.shadowOffsetWidth, dependsOn: "shadowOffset"),
        "shadowOffsetHeight": ComputedKey(\ViewLayer.shadowOffsetHeight, dependsOn: "shadowOffset"),
    ]

    init() {}
}

extension View {
    /// The view's layer, made the first time it is asked for: most views never have one.
    nonisolated public var layer: ViewLayer {
        // Views and their state belong to the main actor (see `observedPropertiesAreConfined`), so the
        // unsynchronized read and first write here happen on one thread.
        if let layer = layerStorage { return layer }
        let layer = ViewLayer()
        layerStorage = layer
        return layer
    }
}
