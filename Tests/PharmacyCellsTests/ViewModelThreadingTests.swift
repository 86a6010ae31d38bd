import Bindings
import BindingsTestSupport
import Dispatch
@testable import PharmacyCellsKit
import Synchronization
import Testing

/// The view model may change on any thread: walks made at once on several threads all land, in
/// the results and in the loaded rows alike, each heard exactly once.
@MainActor @Suite(.checksLiveObjects) struct ViewModelThreadingTests {
    @Test func walksOnFourThreadsAtOnceAllLandExactly() throws {
        let rows = (0..<20).map { AppTestSupport.row("Pharmacy \($0)", distance: Double($0)) }
        let model = PharmacyListViewModel(pharmacies: rows)
        let changes = Atomic<Int>(0)
        let observation = try model.observe("results") { _, _ in changes.add(1, ordering: .relaxed) }
        let threads = 4, walks = 1_000, count = rows.count
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            // Whole miles, so every sum is exact in a Double.
            for _ in 0..<walks { model.walk(deltas: Array(repeating: 1, count: count)) }
        }
        let total = Double(threads * walks)
        #expect(changes.load(ordering: .relaxed) == threads * walks)
        #expect(model.results.map { $0["distance"] as? Double } == (0..<20).map { Double($0) + total })
        #expect(model.pharmacies.map { $0["distance"] as? Double } == (0..<20).map { Double($0) + total })
        observation.invalidate()
    }
}
