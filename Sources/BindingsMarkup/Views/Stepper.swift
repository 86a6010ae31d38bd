import Bindings

/// A value changed in steps by a minus and a plus button: `UIStepper` in MarkupKit documents.
///
/// ``userDidIncrement()`` and ``userDidDecrement()`` stand for the user tapping plus or minus: they
/// change ``value`` by ``stepValue`` within the range, so two-way bindings hear it, then send
/// `ValueChanged` and `PrimaryActionTriggered`; at an end of the range the tap does nothing.
/// ``userDidEnter(_:)`` stands for a value typed where a toolkit allows it. Its
/// content size is 96×32 points.
open class Stepper: Control, ValueControl {
    /// The value.
    @Observed public var value = 0.0
    /// The least value.
    @Observed public var minimumValue = 0.0
    /// The greatest value.
    @Observed public var maximumValue = 100.0
    /// How much a tap changes the value.
    @Observed public var stepValue = 1.0

    /// The size of every stepper.
    nonisolated public static let stepperSize = Size(width: 96, height: 32)

    /// Simulates a tap on plus.
    public func userDidIncrement() {
        guard isEnabled else { return }
        step(by: stepValue)
    }

    /// Simulates a tap on minus.
    public func userDidDecrement() {
        guard isEnabled else { return }
        step(by: -stepValue)
    }

    /// Simulates the user entering `newValue`, as a toolkit's spin button lets them type one: sets
    /// ``value`` to it, clamped to the range as UIKit's `value` setter does but not rounded to a
    /// step (later taps step from it), then sends `ValueChanged` and `PrimaryActionTriggered`. A
    /// value that is not finite, or the value the stepper has, changes nothing.
    public func userDidEnter(_ newValue: Double) {
        guard isEnabled, newValue.isFinite else { return }
        let next = min(max(newValue, minimumValue), maximumValue)
        guard next != value, next.isFinite else { return }
        value = next
        sendValueChanged()
    }

    private func step(by delta: Double) {
        let next = min(max(value + delta, minimumValue), maximumValue)
        guard next != value, next.isFinite else { return }
        value = next
        sendValueChanged()
    }

    /// ``stepperSize``.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Self.stepperSize
    }
}

extension Stepper: CenteredLineDrawing, SVGDrawing {
    /// Draws `[ - | + ]`.
    public func draw(in canvas: inout TextCanvas) {
        canvas.write("[ - | + ]")
    }

    /// Draws two outlined halves with `−` and `+`.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        let half = abs(frame.width) / 2
        canvas.rectangle(frame, stroke: SVGRenderer.accent, cornerRadius: 4)
        canvas.rectangle(Rect(x: frame.minX + half, y: frame.minY, width: 0, height: abs(frame.height)), stroke: SVGRenderer.accent)
        let font = Font.system(size: 17)
        let baseline = frame.minY + (abs(frame.height) + font.size * 0.7) / 2
        canvas.text("−", x: frame.minX + half / 2, baseline: baseline, font: font, color: SVGRenderer.accent, anchor: .middle)
        canvas.text("+", x: frame.minX + half * 1.5, baseline: baseline, font: font, color: SVGRenderer.accent, anchor: .middle)
    }
}
