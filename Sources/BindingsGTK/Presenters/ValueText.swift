#if GTK
/// How `widgetState` writes the numbers it reads back from GTK: whole numbers without a fraction
/// (`1`, not `1.0`), so a test's expected line reads as the markup that set it.
enum ValueText {
    /// `value` as `1`, `0.25` or `-3`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The range between two ends given in either order, a non-finite end counting as 0, as GTK
    /// wants its ranges.
    static func range(_ first: Double, _ second: Double) -> ClosedRange<Double> {
        let first = first.isFinite ? first : 0, second = second.isFinite ? second : 0
        return min(first, second)...max(first, second)
    }

    /// A range as `[0…1]`.
    static func rangeText(_ lower: Double, _ upper: Double) -> String {
        "[\(number(lower))…\(number(upper))]"
    }
}
#endif
