import Foundation

/// The units the `measurement` formatter knows, with their English names.
///
/// Foundation's `MeasurementFormatter` is unavailable on Linux, so units are named here, in one
/// table, and the text does not depend on the device's locale data.
struct MeasurementUnit: @unchecked Sendable {
    // @unchecked: `Dimension` instances are immutable once created.
    let symbol: String
    let singular: String
    let plural: String
    let dimension: Dimension
    /// Units of one scale (`mm`, `cm`, `m`, `km`) share a family, among which `naturalScale` picks.
    let family: String
    var isTemperature: Bool { dimension is UnitTemperature }

    static let all: [MeasurementUnit] = [
        .init("mm", "millimeter", UnitLength.millimeters, family: "metric length"),
        .init("cm", "centimeter", UnitLength.centimeters, family: "metric length"),
        .init("m", "meter", UnitLength.meters, family: "metric length"),
        .init("km", "kilometer", UnitLength.kilometers, family: "metric length"),
        .init("in", "inch", UnitLength.inches, plural: "inches", family: "imperial length"),
        .init("ft", "foot", UnitLength.feet, plural: "feet", family: "imperial length"),
        .init("yd", "yard", UnitLength.yards, family: "yards"),
        .init("mi", "mile", UnitLength.miles, family: "imperial length"),
        .init("mg", "milligram", UnitMass.milligrams, family: "metric mass"),
        .init("g", "gram", UnitMass.grams, family: "metric mass"),
        .init("kg", "kilogram", UnitMass.kilograms, family: "metric mass"),
        .init("oz", "ounce", UnitMass.ounces, family: "imperial mass"),
        .init("lb", "pound", UnitMass.pounds, family: "imperial mass"),
        .init("mL", "milliliter", UnitVolume.milliliters, family: "metric volume"),
        .init("L", "liter", UnitVolume.liters, family: "metric volume"),
        .init("s", "second", UnitDuration.seconds, family: "duration"),
        .init("min", "minute", UnitDuration.minutes, family: "duration"),
        .init("h", "hour", UnitDuration.hours, family: "duration"),
        .init("m/s", "meter per second", UnitSpeed.metersPerSecond, plural: "meters per second", family: "m/s"),
        .init("km/h", "kilometer per hour", UnitSpeed.kilometersPerHour, plural: "kilometers per hour", family: "km/h"),
        .init("mph", "mile per hour", UnitSpeed.milesPerHour, plural: "miles per hour", family: "mph"),
        .init("°C", "degree Celsius", UnitTemperature.celsius, plural: "degrees Celsius", family: "°C"),
        .init("°F", "degree Fahrenheit", UnitTemperature.fahrenheit, plural: "degrees Fahrenheit", family: "°F"),
        .init("K", "kelvin", UnitTemperature.kelvin, family: "K"),
    ]

    static let symbols = all.map(\.symbol)

    static func named(_ symbol: String) -> MeasurementUnit? {
        all.first { $0.symbol == symbol }
    }

    /// The known unit that is the same as `unit`, compared by symbol and dimension type.
    static func matching(_ unit: Unit) -> MeasurementUnit? {
        all.first { $0.symbol == unit.symbol && type(of: $0.dimension) == type(of: unit) }
    }

    private init(_ symbol: String, _ singular: String, _ dimension: Dimension, plural: String? = nil, family: String) {
        self.symbol = symbol
        self.singular = singular
        self.plural = plural ?? singular + "s"
        self.dimension = dimension
        self.family = family
    }

    /// `value`, in `unit`, in this unit.
    func converted(_ value: Double, from unit: MeasurementUnit) -> Double {
        dimension.converter.value(fromBaseUnitValue: unit.dimension.converter.baseUnitValue(fromValue: value))
    }

    /// The unit of this family that shows `value` (in this unit) with the fewest digits: the
    /// largest whose amount is at least 1, or the smallest when none is.
    func naturalScale(for value: Double) -> MeasurementUnit {
        let family = Self.all.filter { $0.family == self.family }
        let fitting = family.last { abs($0.converted(value, from: self)) >= 1 }
        return fitting ?? family.first ?? self
    }
}

extension Measurement: AnyMeasurement {
    var measuredValue: Double { value }
    var measuredUnit: Unit { unit }
}
