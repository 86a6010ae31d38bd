#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``Slider`` as a horizontal `GtkScale` over `minimumValue…maximumValue`; the user moving
/// it is ``Slider/userDidSlide(to:)``. A value set in code outside the range shows at the nearer end,
/// as GTK clamps it.
@MainActor
final class SliderPresenter: WidgetPresenter {
    private let slider: Slider
    private var shownRange: ClosedRange<Double>?
    private var shownValue: Double?

    init(slider: Slider) {
        self.slider = slider
        super.init(view: slider, widget: gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil))
        Signal.connect(widget.object, "value-changed") { [weak self] in self?.scaleChanged() }
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["value", "minimumValue", "maximumValue"]
    }

    /// The kit's slider width (no wider than proposed), as GTK's scale asks for little more than
    /// its knob, and GTK's height.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let horizontal = widget.measure(GTK_ORIENTATION_HORIZONTAL)
        let wanted = max(Double(horizontal.natural), Slider.sliderSize.width)
        let width = max(Double(horizontal.minimum), min(wanted, proposal.width))
        let vertical = widget.measure(GTK_ORIENTATION_VERTICAL, for: Int32(width.rounded(.up)))
        return Size(width: width, height: Double(vertical.natural))
    }

    override var widgetState: String {
        let adjustment = gtk_range_get_adjustment(widget.as(GtkRange.self))
        return "GtkScale " + ValueText.number(gtk_range_get_value(widget.as(GtkRange.self))) + " "
            + ValueText.rangeText(gtk_adjustment_get_lower(adjustment), gtk_adjustment_get_upper(adjustment))
    }

    override func update() {
        super.update()
        let range = ValueText.range(slider.minimumValue, slider.maximumValue)
        if range != shownRange {
            gtk_range_set_range(widget.as(GtkRange.self), range.lowerBound, range.upperBound)
            shownRange = range
            shownValue = nil
        }
        if slider.value != shownValue {
            gtk_range_set_value(widget.as(GtkRange.self), slider.value)
            shownValue = slider.value
        }
    }

    private func scaleChanged() {
        let value = gtk_range_get_value(widget.as(GtkRange.self))
        guard !isApplying, value != slider.value else { return }
        slider.userDidSlide(to: value)
    }
}
#endif
