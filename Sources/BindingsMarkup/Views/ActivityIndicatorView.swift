import Bindings

/// Shows that work is under way: `UIActivityIndicatorView` in MarkupKit documents.
///
/// It draws while ``isAnimating``; with ``hidesWhenStopped`` (the default) it draws nothing when
/// stopped, and its size stays 20×20 points either way, so stopping it moves nothing.
open class ActivityIndicatorView: View {
    /// Whether it is spinning.
    @Observed public var isAnimating = false
    /// Whether it shows nothing while stopped.
    @Observed public var hidesWhenStopped = true

    /// The size of every activity indicator.
    nonisolated public static let indicatorSize = Size(width: 20, height: 20)

    /// Starts spinning.
    public func startAnimating() {
        isAnimating = true
    }

    /// Stops spinning.
    public func stopAnimating() {
        isAnimating = false
    }

    /// ``isAnimating`` under UIKit's markup name.
    nonisolated public var animating: Bool {
        get { MainActor.assumeIsolated { isAnimating } }
        set { MainActor.assumeIsolated { isAnimating = newValue } }
    }

    /// The view keys plus `animating`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        indicatorComputedKeys
    }

    /// Merged once, as every key read by name that is not `@Observed` asks for them.
    nonisolated private static let indicatorComputedKeys = View.computedKeys.merging([
        "animating": ComputedKey(\ActivityIndicatorView.animating, dependsOn: "isAnimating"),
    ]) { _, own in own }

    /// ``indicatorSize``.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Self.indicatorSize
    }
}

extension ActivityIndicatorView: CenteredLineDrawing, SVGDrawing {
    /// Whether anything is drawn.
    private var isShown: Bool { isAnimating || !hidesWhenStopped }

    /// Draws `◌` while spinning (or stopped but shown).
    public func draw(in canvas: inout TextCanvas) {
        guard isShown else { return }
        canvas.write("◌")
    }

    /// Draws a gray ring while spinning (or stopped but shown).
    public func draw(in canvas: inout SVGCanvas) {
        guard isShown else { return }
        let frame = canvas.frame
        canvas.append("<circle cx=\"\(SVGRenderer.number(frame.midX))\" cy=\"\(SVGRenderer.number(frame.midY))\" "
            + "r=\"\(SVGRenderer.number(max(0, min(abs(frame.width), abs(frame.height)) / 2 - 2)))\" fill=\"none\""
            + SVGRenderer.paint("stroke", SVGRenderer.outline) + " stroke-width=\"2\"/>")
    }
}
