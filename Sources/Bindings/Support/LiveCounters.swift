import Synchronization

/// Counts of the runtime's live objects, so tests can prove that nothing outlives its owner.
///
/// Each counter goes up when an object is created and down when it is freed; a suite that ends with
/// the counters back at their starting values leaked nothing.
@_spi(Testing) public enum LiveCounters {
    /// A thread-safe count of live objects of one kind.
    public final class Counter: Sendable {
        private let count = Atomic<Int>(0)

        init() {}

        /// The number of live objects now.
        public var value: Int { count.load(ordering: .relaxed) }

        func increment() { count.wrappingAdd(1, ordering: .relaxed) }
        func decrement() { count.wrappingSubtract(1, ordering: .relaxed) }
    }

    /// Live observer registrars: one per `@Observed` property of a live object that has been
    /// observed, edited atomically or notified manually.
    public static let observerRegistrars = Counter()
    /// Live observations: tokens not yet freed, and the internal observations behind key paths.
    public static let observations = Counter()
    /// Live bindings.
    public static let bindings = Counter()
}
