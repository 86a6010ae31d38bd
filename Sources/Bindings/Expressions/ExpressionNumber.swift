import Foundation

/// A number taken from any of the numeric types a resolver may return, as `Int` or `Double`.
///
/// Resolvers hand back whatever their models store (`Int32`, `Float`, `UInt8`, `Decimal`, `Bool`,
/// `NSNumber`…); normalizing once here keeps arithmetic, comparison and formatters to two cases.
enum ExpressionNumber: Sendable, Equatable {
    case int(Int)
    case double(Double)

    /// Normalizes a numeric value, or returns `nil` for anything that is not a number.
    ///
    /// `Bool` counts as `1` or `0`, as `NSNumber` does. Integers too large for `Int` become `Double`.
    init?(_ value: Any) {
        // Passing `Any` to a generic parameter opens it, so the common types are recognized by
        // comparing metatypes: on Linux each `as?` from `Any` costs tens of nanoseconds, and the
        // existential casts (`any BinaryInteger`) hundreds.
        guard let number = Self.normalize(value) else { return nil }
        self = number
    }

    private static func normalize<Value>(_ value: Value) -> ExpressionNumber? {
        if Value.self == Int.self, let number = value as? Int { return .int(number) }
        if Value.self == Double.self, let number = value as? Double { return .double(number) }
        if Value.self == Bool.self, let flag = value as? Bool { return .int(flag ? 1 : 0) }
        if Value.self == String.self || Value.self == Substring.self { return nil }
        // Before the casts below, which would bridge an NSNumber to whichever type they name.
        if Value.self is NSNumber.Type, let number = value as? NSNumber { return ExpressionNumber(number) }
        switch value {
        case let number as Float: return .double(Double(number))
        case let number as any BinaryInteger:
            if let exact = Int(exactly: number) { return .int(exact) }
            return .double(Double(number))
        case let number as any BinaryFloatingPoint: return .double(Double(number))
        case let number as Decimal: return .double(NSDecimalNumber(decimal: number).doubleValue)
        default: return nil
        }
    }

    private init(_ number: NSNumber) {
        let double = number.doubleValue
        // Integral NSNumbers stay integers so `%d`-style uses and `Int` arithmetic keep working.
        if double.rounded() == double, let exact = Int(exactly: double) {
            self = .int(exact)
        } else {
            self = .double(double)
        }
    }

    /// The number as a `Double`, possibly rounded for integers beyond 2^53.
    var doubleValue: Double {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        }
    }

    /// The number boxed as evaluation results are: `Int` or `Double`.
    var value: Any {
        switch self {
        case .int(let number): number
        case .double(let number): number
        }
    }
}
