import Bindings
import Synchronization
import BindingsTestSupport
import Testing

/// The hot paths allocate nothing once warmed up. Speed itself is measured by the benchmarks.
@Suite(.checksLiveObjects, .enabled(if: allocationCountingIsAvailable, "allocations are counted only without sanitizers"))
struct ObservationCostTests {
    static let names = (0..<100).map { "Pharmacy \($0)" }

    @Test func theCounterSeesAllocations() {
        var kept: [Pharmacy] = []
        #expect(allocations { kept.append(Pharmacy()) } >= 2)
        #expect(kept.count == 1)
    }

    @Test func aSetWithNoObserversAllocatesNothing() {
        let pharmacy = Pharmacy()
        let count = allocations {
            for name in Self.names { pharmacy.name = name }
            for index in 0..<100 { pharmacy.index = index }
        }
        #expect(count == 0)
    }

    @Test(arguments: [KeyValueObservingOptions(), .new, [.new, .old]])
    func deliveringToAnObserverAllocatesNothingInTheSteadyState(options: KeyValueObservingOptions) throws {
        let pharmacy = Pharmacy()
        let delivered = Atomic<Int>(0)
        let token = try pharmacy.observe("name", options: options) { _, change in
            if change.kind == .setting { delivered.add(1, ordering: .relaxed) }
        }
        pharmacy.name = "warm-up"
        let count = allocations {
            for name in Self.names { pharmacy.name = name }
        }
        #expect(count == 0)
        #expect(delivered.load(ordering: .relaxed) == 101)
        token.invalidate()
    }

    @Test func deliveringThroughAPathAllocatesNothingInTheSteadyState() throws {
        let model = ViewModel()
        model.pharmacy = Pharmacy()
        let delivered = Atomic<Int>(0)
        let token = try model.observe("pharmacy.name", options: .new) { _, _ in delivered.add(1, ordering: .relaxed) }
        model.pharmacy?.name = "warm-up"
        let pharmacy = model.pharmacy
        let count = allocations {
            for name in Self.names { pharmacy?.name = name }
        }
        #expect(count == 0)
        #expect(delivered.load(ordering: .relaxed) == 101)
        token.invalidate()
    }
}
