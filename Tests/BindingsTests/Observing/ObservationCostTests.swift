import Bindings
import Synchronization
import BindingsTestSupport
import Testing

/// The hot paths allocate nothing once warmed up. Speed itself is measured by the benchmarks.
@Suite(.checksLiveObjects, .enabled(if: allocationCountingIsAvailable, "allocations are counted only in optimized builds without sanitizers (swift test -c release)"))
struct ObservationCostTests {
    static let names = (0..<100).map { "Pharmacy \($0)" }

    /// The counter sees what the other tests say is absent, and counts it exactly.
    @Test func theCounterSeesAllocations() {
        final class Box {}
        var boxes: [Box] = []
        boxes.reserveCapacity(3)
        #expect(allocations { for _ in 0..<3 { boxes.append(Box()) } } == 3)
        #expect(boxes.count == 3)
        // A model object is one allocation: its six @Observed properties are stored inline, and
        // nothing is made for observers until one registers. Counted once the class's one-time
        // setup (done by whichever test makes the first one) is behind it.
        var kept = [Pharmacy()]
        kept.reserveCapacity(3)
        #expect(allocations { kept.append(Pharmacy()) } == 1)
        #expect(allocations { kept.append(Pharmacy()) } == 1)
        #expect(kept.count == 3)
    }

    @Test func aSetWithNoObserversAllocatesNothing() {
        let pharmacy = Pharmacy()
        let names = Self.names  // initialized outside the measured block
        let count = allocations {
            for name in names { pharmacy.name = name }
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
        let names = Self.names  // initialized outside the measured block
        let count = allocations {
            for name in names { pharmacy.name = name }
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
        let names = Self.names  // initialized outside the measured block
        let count = allocations {
            for name in names { pharmacy?.name = name }
        }
        #expect(count == 0)
        #expect(delivered.load(ordering: .relaxed) == 101)
        token.invalidate()
    }

    /// Cell reuse, the hot path of a scrolling table: a new row reaches six bound labels.
    @Test func reusingACellThroughBindingsAllocatesNothingInTheSteadyState() throws {
        let cell = FakeCell()
        let keys = ["name", "distance", "address1", "phone", "fax", "email"]
        let labels = keys.map { _ in FakeLabel() }
        for (label, key) in zip(labels, keys) { try label.bind("text", to: cell, "content.\(key)") }
        let rows: [[String: Any]] = (0..<2).map { row in
            Dictionary(uniqueKeysWithValues: keys.map { ($0, "\($0) \(row)") })
        }
        cell.content = rows[1]
        let count = allocations {
            for index in 0..<100 { cell.content = rows[index % 2] }
        }
        #expect(count == 0)
        #expect(labels.map(\.text) == keys.map { "\($0) 1" })
    }
}
