import Foundation

/// A `Measurement` of any unit, so a formatter can read one from `Any`.
protocol AnyMeasurement {
    var measuredValue: Double { get }
    var measuredUnit: Unit { get }
}
