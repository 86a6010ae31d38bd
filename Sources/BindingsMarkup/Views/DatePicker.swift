import Bindings
import Foundation

/// A date, a time of day, both, or a duration on wheels: `UIDatePicker` in MarkupKit documents.
///
/// ``date`` is two-way bindable. ``userDidPick(_:)`` stands for the user turning the wheels: the date
/// is clamped to ``minimumDate``…``maximumDate``, its minutes rounded down to ``minuteInterval``, then
/// set, and `ValueChanged` and `PrimaryActionTriggered` sent. Dates are shown in ``timeZone`` (the machine's by default, as UIKit's;
/// markup may name one, `timeZone="UTC"`). Its content size is UIKit's 320×216 points.
open class DatePicker: Control, ValueControl {
    /// What the wheels edit.
    @Observed public var datePickerMode = DatePickerMode.dateAndTime
    /// The date shown.
    @Observed public var date = Date()
    /// The earliest date the user may pick, or `nil`.
    @Observed public var minimumDate: Date? = nil
    /// The latest date the user may pick, or `nil`.
    @Observed public var maximumDate: Date? = nil
    /// The minutes between two steps of the minute wheel: a divisor of 60 from 1 to 30, as UIKit
    /// requires (another value counts as 1).
    @Observed public var minuteInterval = 1
    /// The duration of a `countDownTimer` picker, in seconds.
    @Observed public var countDownDuration = 0.0
    /// The time zone dates are shown in.
    @Observed public var timeZone = TimeZone.current

    /// UIKit's size of a date picker.
    nonisolated public static let pickerSize = Size(width: 320, height: 216)

    /// ``minuteInterval`` when UIKit would take it, else 1.
    public var effectiveMinuteInterval: Int {
        (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
    }

    /// Simulates the user turning the wheels to `newDate`: clamps and rounds it (see the type's
    /// summary), sets ``date``, then sends `ValueChanged` and `PrimaryActionTriggered`.
    public func userDidPick(_ newDate: Date) {
        guard isEnabled else { return }
        var picked = newDate
        if let minimumDate, picked < minimumDate { picked = minimumDate }
        if let maximumDate, picked > maximumDate { picked = maximumDate }
        let step = Double(effectiveMinuteInterval * 60)
        let offset = Double(timeZone.secondsFromGMT(for: picked))
        date = Date(timeIntervalSince1970: ((picked.timeIntervalSince1970 + offset) / step).rounded(.down) * step - offset)
        sendValueChanged()
    }

    /// Simulates the user setting a countdown of `duration` seconds, rounded down to the minute
    /// interval, then sends `ValueChanged` and `PrimaryActionTriggered`.
    public func userDidPickDuration(_ duration: Double) {
        guard isEnabled else { return }
        let step = Double(effectiveMinuteInterval * 60)
        countDownDuration = max(0, (duration / step).rounded(.down) * step)
        sendValueChanged()
    }

    /// What the wheels show for `date` in the current mode: `2026-11-24`, `18:30`, `2026-11-24 18:30`
    /// or, for a countdown, `1 h 30 min`.
    public func text(for date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        let day = "\(String(format: "%04d", parts.year ?? 0))-\(two(parts.month))-\(two(parts.day))"
        let time = "\(two(parts.hour)):\(two(parts.minute))"
        switch datePickerMode {
        case .date: return day
        case .time: return time
        case .dateAndTime: return day + " " + time
        case .countDownTimer:
            let minutes = Int(countDownDuration / 60)
            return "\(minutes / 60) h \(minutes % 60) min"
        }
    }

    /// The dates on the wheels around ``date``, `offset` steps away (a minute interval, or a day for
    /// `date`), or `nil` past the minimum or maximum.
    public func neighbour(_ offset: Int) -> Date? {
        let step = datePickerMode == .date ? 86_400.0 : Double(effectiveMinuteInterval * 60)
        let shown = date.addingTimeInterval(Double(offset) * step)
        if let minimumDate, shown < minimumDate { return nil }
        if let maximumDate, shown > maximumDate { return nil }
        return shown
    }

    /// ``pickerSize``, no wider than proposed.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(Self.pickerSize.width, proposal.width), height: Self.pickerSize.height)
    }
}

// A date picker draws its wheels around the date.
extension DatePicker: TextDrawing, SVGDrawing {
    /// Draws the date on the middle row as `[18:30]` and its neighbours above and below, dimmed.
    public func draw(in canvas: inout TextCanvas) {
        let middle = canvas.rows / 2
        for row in 0..<canvas.rows {
            let offset = row - middle
            guard datePickerMode != .countDownTimer || offset == 0, let shown = neighbour(offset) else { continue }
            let text = offset == 0 ? "[" + self.text(for: shown) + "]" : self.text(for: shown)
            canvas.write(text, column: max(0, (canvas.columns - text.count) / 2), row: row,
                         style: TextCanvas.Style(bold: offset == 0, dim: offset != 0))
        }
    }

    /// Draws the selection band, the date on it and its neighbours in gray.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        let font = Font.system()
        let metrics = TextMetrics(font: font)
        let middle = frame.minY + (abs(frame.height) - metrics.lineHeight) / 2
        canvas.rectangle(Rect(x: frame.minX, y: middle, width: abs(frame.width), height: metrics.lineHeight),
                         fill: Color(white: 0.93), cornerRadius: 4)
        let visible = datePickerMode == .countDownTimer ? 0 : Int((abs(frame.height) / 2 / metrics.lineHeight).rounded(.down))
        for offset in -visible...visible {
            guard let shown = neighbour(offset) else { continue }
            canvas.text(text(for: shown), x: frame.midX, baseline: middle + Double(offset) * metrics.lineHeight + metrics.baseline,
                        font: font, color: offset == 0 ? .black : SVGRenderer.outline, anchor: .middle)
        }
    }
}
