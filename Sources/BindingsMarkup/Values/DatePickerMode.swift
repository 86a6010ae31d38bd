/// What a date picker edits, as `UIDatePicker.Mode`.
public enum DatePickerMode: String, NamedEnumeration {
    /// The time of day.
    case time
    /// The day.
    case date
    /// The day and the time of day.
    case dateAndTime
    /// A duration in hours and minutes.
    case countDownTimer

    /// The type's own names plus UIKit's `UIDatePickerMode`.
    public static var caseNamePrefixes: [String] {
        ["DatePickerMode", "UIDatePickerMode", "Mode"]
    }
}
