/// The walking-user simulation of `--live`: every tick, each distance moves by up to ±0.01 miles.
///
/// Seeded, so that a run (and a test) with the same seed sees the same distances.
public struct LiveWalk: Sendable {
    /// How many ticks run before printing when the output is not a terminal.
    public static let printedTicks = 5
    /// The interval between ticks, in milliseconds.
    public static let intervalMilliseconds = 300

    private var generator: SplitMix64

    /// A walk whose steps follow `seed`.
    public init(seed: UInt64 = 6) {
        generator = SplitMix64(seed: seed)
    }

    /// Moves the user once: changes some distances of `viewModel`'s results.
    public mutating func tick(_ viewModel: PharmacyListViewModel) {
        let deltas = viewModel.results.indices.map { _ in
            // Hundredths of a mile, so every step shows in the `%.2f miles` text.
            Double(Int(generator.next() % 3) - 1) / 100
        }
        viewModel.walk(deltas: deltas)
    }
}
