#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

extension ControlScenarios {
    /// The pizza form's time picker, in UTC, bound both ways to `deliveryTime`: one time entry,
    /// which the user steps with Down and Up (wrapping past midnight and back), types letters
    /// into (refused), types a time into with Enter, and then a time that is none (kept out).
    static func timePicker(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UIDatePicker datePickerMode="time" minuteInterval="15" timeZone="UTC" date="$$deliveryTime" \#(ControlRun.valueEvents)/>
            """#, DatePicker.self)
        try run.code { $0.deliveryTime = utc(2026, 11, 24, 19, 45) }
        gtk_widget_grab_focus(ControlRun.child(1, of: run.presenter.widget))
        try press(run, "user presses Down", ["Down"])
        try press(run, "user presses Up twice", ["Up", "Up"])
        try run.code { $0.deliveryTime = utc(2026, 11, 24, 23, 45) }
        try press(run, "user presses Up past midnight", ["Up"])
        try press(run, "user presses Down back", ["Down"])
        try press(run, "user types letters after the time", ["End", "a", "b"])
        try press(run, "user types 1830 and Enter", ["ctrl+a", "1", "8", "3", "0", "Return"])
        try press(run, "user types 25:00 and Enter", ["ctrl+a", "2", "5", "colon", "0", "0", "Return"])
        run.close()
    }

    /// Presses `keys` in the picker's window, then prints its widget, its date and the events sent.
    private static func press(_ run: ControlRun<DatePicker>, _ title: String, _ keys: [String]) throws {
        run.owner.events = []
        try ScenarioInput.press(keys, in: run.window)
        try Scenario.settle(run.window)
        print("\(title): " + run.presenter.widgetState)
        run.result(pickedDate(run))
    }

    /// A date and time picker in Tokyo (9 hours ahead of UTC) bound both ways to `deliveryTime`:
    /// the user chooses a day on the calendar.
    static func datePicker(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UIDatePicker datePickerMode="dateAndTime" timeZone="Asia/Tokyo" date="$$deliveryTime" \#(ControlRun.valueEvents)/>
            """#, DatePicker.self, width: 520)
        try run.code { $0.deliveryTime = utc(2026, 12, 31, 15, 0) }
        try run.user("user chooses January 15") { picker in
            guard let day = g_date_time_new_local(2027, 1, 15, 12, 0, 0) else { return }
            gtk_calendar_select_day(OpaquePointer(ControlRun.child(0, of: picker)), day)
            g_date_time_unref(day)
        }
        run.result(pickedDate(run))
        run.close()
    }

    /// A countdown in steps of 5 minutes bound both ways to `timer`: the user turns the hours on,
    /// then the minutes.
    static func countdownPicker(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UIDatePicker datePickerMode="countDownTimer" minuteInterval="5" countDownDuration="$$timer" \#(ControlRun.valueEvents)/>
            """#, DatePicker.self)
        try run.code { $0.timer = 600 }
        try run.user("user turns hours on") { gtk_spin_button_spin(OpaquePointer(ControlRun.child(2, of: $0)), GTK_SPIN_STEP_FORWARD, 0) }
        run.result("countDownDuration=\(run.control.countDownDuration) timer=\(run.owner.timer)")
        try run.user("user turns minutes on") { gtk_spin_button_spin(OpaquePointer(ControlRun.child(3, of: $0)), GTK_SPIN_STEP_FORWARD, 0) }
        run.result("countDownDuration=\(run.control.countDownDuration) timer=\(run.owner.timer)")
        run.close()
    }

    /// The picker's date as its wheels show it, and the owner's in UTC.
    private static func pickedDate(_ run: ControlRun<DatePicker>) -> String {
        "date=\(run.control.text(for: run.control.date)) deliveryTime=\(ISO8601DateFormatter().string(from: run.owner.deliveryTime))"
    }

    /// A moment given in UTC.
    nonisolated static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)) ?? Date(timeIntervalSince1970: 0)
    }
}
#endif
