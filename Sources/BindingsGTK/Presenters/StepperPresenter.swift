#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``Stepper`` as a `GtkSpinButton` over `minimumValue…maximumValue` stepping by
/// `stepValue`. Each step the user takes (a click on + or −, an arrow key) is one
/// ``Stepper/userDidIncrement()`` or ``Stepper/userDidDecrement()``.
///
/// A value the user types is kept as typed, as UIKit keeps any value set within the range: it is
/// one ``Stepper/userDidEnter(_:)``, not rounded to a step (typing 1234 with steps of 10 keeps
/// 1234, and + then gives 1244), and a value past the range is clamped to it, by the spin button
/// and the stepper alike.
@MainActor
final class StepperPresenter: WidgetPresenter {
    private let stepper: Stepper
    private var shownRange: ClosedRange<Double>?
    private var shownStep: Double?
    private var shownValue: Double?

    init(stepper: Stepper) {
        self.stepper = stepper
        super.init(view: stepper, widget: gtk_spin_button_new(nil, 1, 0))
        keepsNaturalSize()
        Signal.connect(widget.object, "value-changed") { [weak self] in self?.spinChanged() }
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["value", "minimumValue", "maximumValue", "stepValue"]
    }

    override var widgetState: String {
        Self.state(of: widget)
    }

    /// A spin button's type, value, range and step, as `GtkSpinButton 5 [0…10] step 1`.
    static func state(of spin: WidgetPointer) -> String {
        var lower = 0.0, upper = 0.0, step = 0.0, page = 0.0
        gtk_spin_button_get_range(spin.opaque, &lower, &upper)
        gtk_spin_button_get_increments(spin.opaque, &step, &page)
        return "GtkSpinButton " + ValueText.number(gtk_spin_button_get_value(spin.opaque)) + " "
            + ValueText.rangeText(lower, upper) + " step " + ValueText.number(step)
    }

    /// The decimal places that show `numbers` exactly (up to 6), so the text the spin button shows
    /// parses back to its value and leaving it changes nothing.
    static func digits(for numbers: [Double]) -> UInt32 {
        let needed = numbers.map { number -> UInt32 in
            guard number.isFinite else { return 0 }
            var scaled = number
            for places: UInt32 in 0..<6 {
                if abs(scaled - scaled.rounded()) < 1e-9 * max(1, abs(scaled)) { return places }
                scaled *= 10
            }
            return 6
        }
        return needed.max() ?? 0
    }

    override func update() {
        super.update()
        let range = ValueText.range(stepper.minimumValue, stepper.maximumValue)
        let step = stepper.stepValue.isFinite ? abs(stepper.stepValue) : 0
        if range != shownRange || step != shownStep || stepper.value != shownValue {
            gtk_spin_button_set_digits(widget.opaque, Self.digits(for: [range.lowerBound, range.upperBound, step, stepper.value]))
        }
        if range != shownRange {
            gtk_spin_button_set_range(widget.opaque, range.lowerBound, range.upperBound)
            shownRange = range
            shownValue = nil
        }
        if step != shownStep {
            gtk_spin_button_set_increments(widget.opaque, step, step * 10)
            shownStep = step
        }
        if stepper.value != shownValue {
            gtk_spin_button_set_value(widget.opaque, stepper.value)
            shownValue = stepper.value
        }
    }

    private func spinChanged() {
        guard !isApplying else { return }
        let shown = gtk_spin_button_get_value(widget.opaque)
        let step = abs(stepper.stepValue)
        let delta = shown - stepper.value
        // A click or an arrow key moves the spin button by exactly one step; anything else was typed.
        if step > 0, step.isFinite, abs(abs(delta) - step) <= 1e-9 * max(1, step) {
            if delta > 0 { stepper.userDidIncrement() } else { stepper.userDidDecrement() }
        } else {
            stepper.userDidEnter(shown)
        }
        // Show the stepper's value, wherever the change (or none) left it.
        shownValue = nil
        apply()
    }
}
#endif
