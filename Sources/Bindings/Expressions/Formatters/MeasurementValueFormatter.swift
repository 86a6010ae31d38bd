import Foundation

/// The built-in `measurement` formatter: `::measurement;unit=km;unitStyle=long` shows 5 as
/// `5 kilometers`.
///
/// `unit=` is the unit of a plain number (a symbol: `mm` `cm` `m` `km` `in` `ft` `yd` `mi` `mg`
/// `g` `kg` `oz` `lb` `mL` `L` `s` `min` `h` `m/s` `km/h` `mph` `°C` `°F` `K`); a `Measurement` is
/// converted to it, or shown in its own unit when `unit=` is absent. `unitStyle=` is `short`
/// (`5km`), `medium` (`5 km`, the default) or `long` (`5 kilometers`). `unitOptions=` is
/// `providedUnit` (the default), `naturalScale` (`1500 m` shows as `1.5 km`) or
/// `temperatureWithoutUnit` (`20°`). Numbers use `en_US` digits, rounded half up, with at most
/// `maximumFractionDigits=` (default 2); unit names are English. Other values are returned unchanged.
final class MeasurementValueFormatter: ValueFormatter {
    static let argumentNames = ["unit", "unitStyle", "unitOptions", "minimumFractionDigits", "maximumFractionDigits"]

    enum Style: Sendable { case short, medium, long }
    enum Options: Sendable { case providedUnit, naturalScale, temperatureWithoutUnit }

    private let unit: MeasurementUnit?
    private let style: Style
    private let options: Options
    // NumberFormatter is Sendable in this Foundation; it is configured here and only read after.
    private let numbers: NumberFormatter

    init(arguments: [String: String]) throws(FormatterError) {
        let arguments = try FormatterArguments(arguments, allowed: Self.argumentNames)
        if let symbol = arguments["unit"] {
            guard let unit = MeasurementUnit.named(symbol) else {
                throw FormatterError(.invalidValue(
                    argument: "unit", value: symbol, expected: .oneOf(MeasurementUnit.symbols),
                    suggestion: Suggestion.closest(to: symbol, in: MeasurementUnit.symbols)))
            }
            self.unit = unit
        } else {
            unit = nil
        }
        style = try arguments.choice("unitStyle", from: [("short", Style.short), ("medium", .medium), ("long", .long)]) ?? .medium
        options = try arguments.choice("unitOptions", from: [
            ("providedUnit", Options.providedUnit), ("naturalScale", .naturalScale),
            ("temperatureWithoutUnit", .temperatureWithoutUnit),
        ]) ?? .providedUnit
        let numbers = NumberFormatter()
        numbers.locale = Locale(identifier: "en_US")
        numbers.numberStyle = .decimal
        numbers.roundingMode = .halfUp
        numbers.maximumFractionDigits = try arguments.integer("maximumFractionDigits", atLeast: 0) ?? 2
        numbers.minimumFractionDigits = try arguments.integer("minimumFractionDigits", atLeast: 0) ?? 0
        self.numbers = numbers
    }

    func format(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard var (amount, unit) = measurement(value) else { return value }
        if options == .naturalScale {
            let scaled = unit.naturalScale(for: amount)
            amount = scaled.converted(amount, from: unit)
            unit = scaled
        }
        guard let number = numbers.string(from: NSNumber(value: amount)) else { return value }
        if unit.isTemperature, options == .temperatureWithoutUnit {
            return style == .long ? number + (number == "1" ? " degree" : " degrees") : number + "°"
        }
        switch style {
        case .short: return number + unit.symbol
        case .medium: return number + (unit.isTemperature && unit.symbol != "K" ? "" : " ") + unit.symbol
        case .long: return number + " " + (number == "1" ? unit.singular : unit.plural)
        }
    }

    /// The amount and its unit: a number in `unit=`, or a measurement (converted to `unit=`).
    private func measurement(_ value: Any) -> (Double, MeasurementUnit)? {
        if let measurement = value as? any AnyMeasurement {
            guard let own = MeasurementUnit.matching(measurement.measuredUnit) else { return nil }
            guard let unit else { return (measurement.measuredValue, own) }
            guard type(of: own.dimension) == type(of: unit.dimension) else { return nil }
            return (unit.converted(measurement.measuredValue, from: own), unit)
        }
        guard let unit, let number = ExpressionNumber(value)?.doubleValue, number.isFinite else { return nil }
        return (number, unit)
    }
}
