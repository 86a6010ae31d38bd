#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk
import Foundation

/// Shows a ``DatePicker`` as the GTK controls nearest its mode, side by side in a `GtkBox`: a
/// `GtkCalendar` for `date`, one ``TimeEntry`` (`18:30`, stepping by the minute interval) for
/// `time`, both for `dateAndTime`, and hours and minutes spin buttons for a `countDownTimer`'s
/// duration. Dates show in the picker's `timeZone`.
///
/// The user choosing a day, a time or turning a spin button is ``DatePicker/userDidPick(_:)`` with
/// the picker's date at that day, hour or minute (or ``DatePicker/userDidPickDuration(_:)``); the kit
/// clamps it to the minimum and maximum dates and rounds it down to the minute interval, and the
/// controls then show the date it kept. GTK's controls have no minimum or maximum date to show.
@MainActor
final class DatePickerPresenter: WidgetPresenter {
    private let picker: DatePicker
    private let calendar: WidgetPointer
    private let hours: WidgetPointer
    private let minutes: WidgetPointer
    private let time = TimeEntry()
    private var shownMode: DatePickerMode?
    private var shownInterval: Int?
    /// The year, month, day, hour and minute shown, or a duration's hours and minutes.
    private var shownParts: [Int]?

    init(picker: DatePicker) {
        self.picker = picker
        calendar = gtk_calendar_new()
        hours = gtk_spin_button_new_with_range(0, 23, 1)
        minutes = gtk_spin_button_new_with_range(0, 59, 1)
        super.init(view: picker, widget: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6))
        for spin in [hours, minutes] {
            gtk_spin_button_set_wrap(spin.opaque, 1)
            gtk_spin_button_set_numeric(spin.opaque, 1)
            gtk_widget_set_valign(spin, GTK_ALIGN_CENTER)
            Signal.connect(spin.object, "value-changed") { [weak self] in self?.spinChanged() }
        }
        for child in [calendar, time.widget, hours, minutes] { gtk_box_append(widget.as(GtkBox.self), child) }
        time.onPick = { [weak self] minutes in self?.timeChanged(minutes) }
        // One handler for the three: the first notification of a new date picks it, and the rest
        // find the picker already showing it. (`day-selected` misses a change of month alone.)
        for part in ["day", "month", "year"] {
            Signal.connect(calendar.object, "notify::" + part, pointer: { [weak self] _ in self?.calendarChanged() })
        }
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["datePickerMode", "date", "minuteInterval", "countDownDuration", "timeZone"]
    }

    /// The shown controls: `GtkBox [GtkCalendar 2026-11-24, GtkSpinButton 18 [0…23] step 1, …]`.
    override var widgetState: String {
        var parts: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let control = child {
            if gtk_widget_get_visible(control) != 0 {
                parts.append(control == calendar ? "GtkCalendar " + calendarText : control == time.widget ? timeText : StepperPresenter.state(of: control))
            }
            child = gtk_widget_get_next_sibling(control)
        }
        return "GtkBox [" + parts.joined(separator: ", ") + "]"
    }

    /// The time entry as `GtkSpinButton time "18:30" step 15`, then ` .error` while it shows an error.
    private var timeText: String {
        var step = 0.0, page = 0.0
        gtk_spin_button_get_increments(time.widget.opaque, &step, &page)
        return "GtkSpinButton time " + String(reflecting: time.text) + " step \(Int(step))" + (time.showsError ? " .error" : "")
    }

    /// The calendar's day as `2026-11-24`.
    private var calendarText: String {
        let day = calendarDay
        guard day.count == 3 else { return "none" }
        return String(format: "%04d-%02d-%02d", day[0], day[1], day[2])
    }

    override func update() {
        super.update()
        let mode = picker.datePickerMode
        if mode != shownMode {
            gtk_widget_set_visible(calendar, mode == .date || mode == .dateAndTime ? 1 : 0)
            gtk_widget_set_visible(time.widget, mode == .time || mode == .dateAndTime ? 1 : 0)
            for spin in [hours, minutes] { gtk_widget_set_visible(spin, mode == .countDownTimer ? 1 : 0) }
            shownMode = mode
            shownParts = nil
        }
        let interval = picker.effectiveMinuteInterval
        if interval != shownInterval {
            gtk_spin_button_set_increments(minutes.opaque, Double(interval), Double(interval))
            shownInterval = interval
            shownParts = nil
        }
        let parts = shownPartsOfPicker
        guard parts != shownParts else { return }
        if mode == .countDownTimer {
            setValue(of: hours, to: parts[0])
            setValue(of: minutes, to: parts[1])
        } else {
            if calendarDay != Array(parts[0..<3]), let day = g_date_time_new_local(Int32(parts[0]), Int32(parts[1]), Int32(parts[2]), 12, 0, 0) {
                gtk_calendar_select_day(calendar.opaque, day)
                g_date_time_unref(day)
            }
            time.show(minutes: parts[3] * 60 + parts[4], interval: interval)
        }
        shownParts = parts
    }

    /// The picker's date in its time zone (year, month, day, hour, minute), or its countdown's
    /// hours and minutes.
    private var shownPartsOfPicker: [Int] {
        if picker.datePickerMode == .countDownTimer {
            let minutes = Int(min(max(picker.countDownDuration, 0), 86_399) / 60)
            return [minutes / 60, minutes % 60]
        }
        let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        return [parts.year ?? 1, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0]
    }

    private var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = picker.timeZone
        return calendar
    }

    /// The calendar's year, month and day.
    private var calendarDay: [Int] {
        guard let date = gtk_calendar_get_date(calendar.opaque) else { return [] }
        defer { g_date_time_unref(date) }
        var year: Int32 = 0, month: Int32 = 0, day: Int32 = 0
        g_date_time_get_ymd(date, &year, &month, &day)
        return [Int(year), Int(month), Int(day)]
    }

    private func setValue(of spin: WidgetPointer, to value: Int) {
        if gtk_spin_button_get_value_as_int(spin.opaque) != Int32(value) {
            gtk_spin_button_set_value(spin.opaque, Double(value))
        }
    }

    private func calendarChanged() {
        guard !isApplying, picker.datePickerMode != .countDownTimer else { return }
        let day = calendarDay
        let parts = shownPartsOfPicker
        guard day.count == 3, day != Array(parts[0..<3]) else { return }
        pick(day + Array(parts[3..<5]))
    }

    /// A countdown's hours or minutes turned.
    private func spinChanged() {
        guard !isApplying, picker.datePickerMode == .countDownTimer else { return }
        let hour = Int(gtk_spin_button_get_value_as_int(hours.opaque)), minute = Int(gtk_spin_button_get_value_as_int(minutes.opaque))
        guard [hour, minute] != shownPartsOfPicker else { return }
        picker.userDidPickDuration(Double(hour * 3600 + minute * 60))
        resync()
    }

    /// The time entry's time chosen, as `minutes` after midnight.
    private func timeChanged(_ minutes: Int) {
        guard !isApplying, picker.datePickerMode != .countDownTimer else { return }
        let parts = shownPartsOfPicker
        guard [minutes / 60, minutes % 60] != Array(parts[3..<5]) else { return }
        pick(Array(parts[0..<3]) + [minutes / 60, minutes % 60])
    }

    /// Picks the date of `parts` (year, month, day, hour, minute) in the picker's time zone.
    private func pick(_ parts: [Int]) {
        let components = DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4])
        if let date = gregorian.date(from: components) { picker.userDidPick(date) }
        resync()
    }

    /// Shows the picker's value again: the kit may have kept another than the controls show.
    private func resync() {
        shownParts = nil
        apply()
    }
}
#endif
