#if GTK
/// Makes the variants over the same rows, in windows of the same size.
@MainActor
enum Variants {
    nonisolated static let names = ["bindings", "hand-written"]
    static let width = 480, height = 720

    /// The variant called `name`, its window not yet shown, listing `rows` pharmacies.
    static func make(_ name: String, rows: Int) throws -> any ScrollVariant {
        let pharmacies = try BenchmarkRows.pharmacies(count: rows)
        switch name {
        case "bindings":
            return try BindingsVariant(pharmacies: pharmacies, width: width, height: height)
        default:
            // The rows as the view model lists them, worked out by hand (`check` compares the two).
            return HandWrittenVariant(pharmacies: BenchmarkRows.listed(pharmacies), width: Int32(width), height: Int32(height))
        }
    }

    /// Both variants, Bindings first.
    static func all(rows: Int) throws -> [any ScrollVariant] {
        try names.map { try make($0, rows: rows) }
    }
}
#endif
