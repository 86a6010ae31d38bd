#if GTK
import CGtk

/// A time of day in one `GtkSpinButton`, as GNOME's clocks show one: `18:30`, zero-padded.
///
/// The entry takes digits and `:` only: typing anything else is refused (the text stays as it was)
/// and the entry shows GNOME's `.error` style until the next valid text. Up and Down, scrolling and
/// the buttons step by the minute interval and wrap across the hour and midnight; a valid time the
/// user typed (`18:30`, `1830`, `7:05`) is taken on Enter or when the entry loses focus, and text
/// that is no time (`25:00`) gives way to the time shown before, in the error style. Only a value
/// the user chose reaches ``onPick``, as minutes after midnight.
@MainActor
final class TimeEntry {
    /// The spin button.
    let widget: WidgetPointer
    /// Called with the minutes after midnight the user chose.
    var onPick: (@MainActor (Int) -> Void)?
    private var interval = 1
    /// The last text that was a time, or a part of one: what refused typing leaves.
    private var acceptedText = "00:00"
    private var isApplying = false
    /// Set when the typed text was no time: the value shown again keeps the error style.
    private var refusedTime = false

    init() {
        widget = gtk_spin_button_new_with_range(0, 1439, 1)
        gtk_spin_button_set_wrap(widget.opaque, 1)
        gtk_spin_button_set_numeric(widget.opaque, 0)
        // Text that is no time keeps the value (by default GTK would take it as midnight).
        gtk_spin_button_set_update_policy(widget.opaque, GTK_UPDATE_IF_VALID)
        gtk_editable_set_width_chars(widget.opaque, 5)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        Signal.connect(widget.object, "output", answering: { [weak self] in self?.showValue() ?? false })
        Signal.connect(widget.object, "input", input: { [weak self] value in self?.read(into: value) ?? 0 })
        Signal.connect(widget.object, "changed") { [weak self] in self?.textChanged() }
        Signal.connect(widget.object, "value-changed") { [weak self] in self?.valueChanged() }
    }

    /// The minutes after midnight shown.
    var minutes: Int {
        Int(gtk_spin_button_get_value_as_int(widget.opaque))
    }

    /// The entry's text.
    var text: String {
        gtk_editable_get_text(widget.opaque).map { String(cString: $0) } ?? ""
    }

    /// Shows `minutes` after midnight, stepping by `interval` minutes.
    func show(minutes: Int, interval: Int) {
        isApplying = true
        defer { isApplying = false }
        let interval = min(max(interval, 1), 60)
        if interval != self.interval {
            // The last step of the day is the highest value, so wrapping down from midnight lands on it.
            gtk_spin_button_set_range(widget.opaque, 0, Double(24 * 60 - interval))
            gtk_spin_button_set_increments(widget.opaque, Double(interval), 60)
            self.interval = interval
        }
        if self.minutes != minutes { gtk_spin_button_set_value(widget.opaque, Double(minutes)) }
        _ = showValue()
    }

    /// `minutes` after midnight as `18:30`.
    static func text(forMinutes minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }

    /// The minutes after midnight `text` names (`18:30`, `7:05`, `1830`, `730`), or `nil`.
    static func minutes(in text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let hours: Substring, minutes: Substring
        switch parts.count {
        case 2 where (1...2).contains(parts[0].count) && parts[1].count == 2:
            (hours, minutes) = (parts[0], parts[1])
        case 1 where (3...4).contains(text.count):
            (hours, minutes) = (Substring(text.dropLast(2)), Substring(text.suffix(2)))
        default:
            return nil
        }
        guard hours.allSatisfy(\.isASCIIDigit), minutes.allSatisfy(\.isASCIIDigit),
              let hour = Int(hours), let minute = Int(minutes), hour < 24, minute < 60 else { return nil }
        return hour * 60 + minute
    }

    /// Whether the entry shows the error style.
    var showsError: Bool {
        gtk_widget_has_css_class(widget, "error") != 0
    }

    /// The spin button's `output`: the value as a time, in the error style after refused text.
    private func showValue() -> Bool {
        let shown = Self.text(forMinutes: minutes)
        if text != shown { setText(shown) }
        if refusedTime {
            refusedTime = false
        } else {
            gtk_widget_remove_css_class(widget, "error")
        }
        return true
    }

    /// The spin button's `input`: the typed time, or an error that keeps the value.
    private func read(into value: UnsafeMutablePointer<Double>) -> Int32 {
        guard let minutes = Self.minutes(in: text) else {
            gtk_widget_add_css_class(widget, "error")
            gtk_widget_error_bell(widget)
            refusedTime = true
            return GTK_INPUT_ERROR
        }
        value.pointee = Double(minutes)
        return 1
    }

    private func textChanged() {
        guard !isApplying else { return }
        let typed = text
        guard typed.allSatisfy({ $0.isASCIIDigit || $0 == ":" }) else {
            setText(acceptedText)
            gtk_widget_add_css_class(widget, "error")
            gtk_widget_error_bell(widget)
            return
        }
        acceptedText = typed
        gtk_widget_remove_css_class(widget, "error")
    }

    private func valueChanged() {
        guard !isApplying else { return }
        onPick?(minutes)
    }

    private func setText(_ text: String) {
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        gtk_editable_set_text(widget.opaque, text)
        acceptedText = text
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
#endif
