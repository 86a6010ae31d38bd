import Bindings

/// A continuous value between a minimum and a maximum: `UISlider` in MarkupKit documents.
///
/// ``userDidSlide(to:)`` stands for the user dragging the thumb: it sets ``value`` (clamped to the
/// range), so two-way bindings hear it, then sends `ValueChanged` and `PrimaryActionTriggered`. Setting ``value`` in code keeps it
/// as given, as UIKit's clamping is a drawing matter here. Its content size is 160×20 points.
open class Slider: Control, ValueControl {
    /// The value, between ``minimumValue`` and ``maximumValue`` when the user sets it.
    @Observed public var value = 0.0
    /// The value at the left end.
    @Observed public var minimumValue = 0.0
    /// The value at the right end.
    @Observed public var maximumValue = 1.0

    /// The size of every slider.
    nonisolated public static let sliderSize = Size(width: 160, height: 20)

    /// Simulates the user moving the thumb to `newValue`: sets ``value``, clamped to the range,
    /// then sends `ValueChanged` and `PrimaryActionTriggered`.
    public func userDidSlide(to newValue: Double) {
        guard isEnabled else { return }
        value = min(max(newValue, min(minimumValue, maximumValue)), max(minimumValue, maximumValue))
        sendValueChanged()
    }

    /// Where the value lies in the range, from 0 at the left end to 1 at the right (0 for an empty range).
    public var fraction: Double {
        let span = maximumValue - minimumValue
        guard span > 0, value.isFinite else { return 0 }
        return min(max((value - minimumValue) / span, 0), 1)
    }

    /// ``sliderSize``.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Self.sliderSize
    }
}

extension Slider: CenteredLineDrawing, SVGDrawing {
    /// Draws the track as `─` with the thumb as `●` where the value lies.
    public func draw(in canvas: inout TextCanvas) {
        let width = max(1, canvas.columns)
        let thumb = Int((fraction * Double(width - 1)).rounded())
        canvas.write(String(repeating: "─", count: thumb) + "●" + String(repeating: "─", count: width - 1 - thumb))
    }

    /// Draws the track, filled in the accent color up to the thumb, and the thumb.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        let thumbX = frame.minX + fraction * abs(frame.width)
        canvas.rectangle(Rect(x: frame.minX, y: frame.midY - 1, width: abs(frame.width), height: 2), fill: SVGRenderer.outline)
        canvas.rectangle(Rect(x: frame.minX, y: frame.midY - 1, width: thumbX - frame.minX, height: 2), fill: SVGRenderer.accent)
        canvas.circle(centerX: thumbX, centerY: frame.midY, radius: abs(frame.height) / 2 - 1, fill: .white)
    }
}
