import Bindings

/// A blurred backdrop under content: `UIVisualEffectView` in MarkupKit documents. Its child elements
/// go into ``contentView``, which fills it and in which each fills the content view's layout
/// margins, as MarkupKit pins them. The headless renderers show `effect` as a translucent tint.
open class VisualEffectView: View, MarkupContainer {
    /// The blur, by name (`extraLight`, `light`, `dark`, `extraDark`, `regular`, `prominent`); none when `nil`.
    @Observed public var effect: VisualEffect? = nil
    /// The view that holds the content, over the blur; markup reaches it as `contentView.*`.
    nonisolated public let contentView: LayerView

    /// The view keys plus `contentView`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        effectComputedKeys
    }

    /// Merged once, as every key read by name that is not `@Observed` asks for them.
    nonisolated private static let effectComputedKeys = View.computedKeys.merging([
        "contentView": ComputedKey(\VisualEffectView.contentView),
    ]) { _, own in own }

    /// Creates the view with its empty content view.
    public required init() {
        contentView = LayerView()
        super.init()
        addSubview(contentView)
    }

    /// Adds a child element's view to the content view.
    public func addMarkupChild(_ child: View) {
        contentView.addSubview(child)
    }

    /// The content view fills the bounds.
    open override func layoutSubviews() {
        contentView.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    }

    /// The content view's fitting size.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        contentView.fittingSize(for: proposal)
    }
}

extension VisualEffectView: TextDrawing, SVGDrawing {
    /// Nothing of its own in text: a blur has no characters; the content draws itself.
    public func draw(in canvas: inout TextCanvas) {}

    /// The blur's tint over the whole frame, under the content.
    public func draw(in canvas: inout SVGCanvas) {
        guard let effect else { return }
        canvas.append(SVGRenderer.rect(canvas.frame, attributes: SVGRenderer.paint("fill", effect.tint)))
    }
}

// A blur is created by MarkupKit's factory name (`style="extraLightBlurEffectView"`) or the effect's alone.
extension VisualEffectView: MarkupStyleCreatable {
    /// The blurs, alone and followed by `BlurEffectView`.
    nonisolated public static var markupStyleNames: [String] {
        MarkupStyleName.names(of: VisualEffect.self, suffix: "BlurEffectView")
    }

    /// A view with the blur `style` names, alone or followed by `BlurEffectView`.
    public static func make(markupStyle: String) throws(KeyValueConversionFailure) -> Self {
        let view = Self()
        view.effect = try MarkupStyleName.parse(markupStyle, suffix: "BlurEffectView", as: VisualEffect.self)
        return view
    }
}
