/// The tests' one deterministic random number generator: the same seed gives the same numbers on
/// every run, so generated inputs, and the counts tests pin for them, are reproducible.
///
/// SplitMix64 by default. ``Algorithm/linearCongruential`` is Knuth's MMIX generator, which some
/// tests' pinned counts were recorded with; its numbers are the successive states.
public struct SeededRandomGenerator: RandomNumberGenerator, Sendable {
    /// How the generator steps from one number to the next.
    public enum Algorithm: Sendable {
        /// SplitMix64: a Weyl sequence, mixed.
        case splitMix64
        /// `state × 6364136223846793005 + 1442695040888963407`, the state itself returned.
        case linearCongruential
    }

    private var state: UInt64
    private let algorithm: Algorithm

    /// A generator starting from `seed`.
    public init(seed: UInt64, algorithm: Algorithm = .splitMix64) {
        state = seed
        self.algorithm = algorithm
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        switch algorithm {
        case .splitMix64:
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        case .linearCongruential:
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }
}
