import Foundation

/// The built-in `byteCount` formatter: `::byteCount` shows 1234567 as `1.2 MB`.
///
/// `countStyle=` is `file` or `decimal` (1 KB is 1000 bytes, the default) or `memory` or `binary`
/// (1 KB is 1024 bytes). `allowedUnits=` is a comma-separated list of `bytes`, `KB`, `MB`, `GB`,
/// `TB`, `PB` and `EB` (default: all), or of Foundation's names for them, as MarkupKit documents give
/// them: `useBytes`, `useKB` … `useEB` and `useAll`. The largest allowed unit whose amount is at least 1 is used
/// (the smallest allowed one otherwise), with no fraction digits for bytes and KB, one for MB and
/// two from GB on, `en_US` digits: `1 byte`, `999 bytes`, `1,235 KB`, `1.23 GB`. Foundation's
/// `ByteCountFormatter` is not used, as its Linux output differs from Apple's (`Zero KB`).
/// Values that are not numbers are returned unchanged.
final class ByteCountValueFormatter: ValueFormatter {
    static let argumentNames = ["countStyle", "allowedUnits"]

    private static let unitNames = ["bytes", "KB", "MB", "GB", "TB", "PB", "EB"]

    /// Each unit by its name and by Foundation's (`useKB`), and `useAll`, as the powers they allow.
    private static let unitChoices: [(String, [Int])] = {
        var choices: [(String, [Int])] = []
        for (power, name) in unitNames.enumerated() {
            choices.append((name, [power]))
        }
        for (power, name) in unitNames.enumerated() {
            choices.append((power == 0 ? "useBytes" : "use" + name, [power]))
        }
        choices.append(("useAll", Array(unitNames.indices)))
        return choices
    }()

    /// The allowed units as powers of the base, ascending.
    private let powers: [Int]
    private let base: Double
    // NumberFormatters are Sendable in this Foundation; configured here and only read after.
    private let numbers: [NumberFormatter]

    init(arguments: [String: String]) throws(FormatterError) {
        let arguments = try FormatterArguments(arguments, allowed: Self.argumentNames)
        base = try arguments.choice("countStyle", from: [
            ("file", 1000.0), ("memory", 1024.0), ("decimal", 1000.0), ("binary", 1024.0),
        ]) ?? 1000
        let units = try arguments.choices("allowedUnits", from: Self.unitChoices, listing: Self.unitNames)
        powers = Set(units.map { Array($0.joined()) } ?? Array(Self.unitNames.indices)).sorted()
        numbers = (0...2).map { digits in
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.numberStyle = .decimal
            formatter.maximumFractionDigits = digits
            formatter.roundingMode = .halfUp
            return formatter
        }
    }

    func format(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard let count = ExpressionNumber(value)?.doubleValue, count.isFinite else { return value }
        let power = powers.last { abs(count) >= pow(base, Double($0)) } ?? powers.first ?? 0
        let amount = count / pow(base, Double(power))
        let formatter = numbers[min(max(power - 1, 0), 2)]
        guard let number = formatter.string(from: NSNumber(value: amount)) else { return value }
        if power == 0 { return number + (number == "1" || number == "-1" ? " byte" : " bytes") }
        return number + " " + Self.unitNames[power]
    }
}
