import Bindings
import Dispatch
import BindingsTestSupport
import Testing

/// Registration, mutation and invalidation from many threads at once. Run under
/// `swift test --sanitize=thread` in CI, where any data race fails the run.
@Suite(.checksLiveObjects) struct ConcurrencyStressTests {
    static let mutatingThreads = 10
    static let mutationsPerThread = 3_000

    @Test func threadsMutateObserveAndInvalidateAtOnce() throws {
        let models = (0..<Self.mutatingThreads).map { _ in ViewModel() }
        let shared = Pharmacy(name: "shared")
        for model in models { model.pharmacy = Pharmacy() }

        // One steady observer per model records every change of its own pharmacy's name.
        let counts = (0..<Self.mutatingThreads).map { _ in Recorder<String?>() }
        let steady = try models.enumerated().map { index, model in
            try model.observe("pharmacy.name", options: [.new]) { _, change in counts[index].append(change.newValue as? String) }
        }
        let sharedCalls = Recorder<Int>()
        let sharedToken = try shared.observe("index") { _, _ in sharedCalls.append(1) }
        let churned = Recorder<Int>()
        let failures = Recorder<String>()

        DispatchQueue.concurrentPerform(iterations: Self.mutatingThreads + 4) { worker in
            if worker < Self.mutatingThreads {
                let model = models[worker]
                for step in 0..<Self.mutationsPerThread {
                    model.pharmacy?.name = "\(worker)-\(step)"
                    shared.index = step
                }
            } else {
                // Observer threads: register on every model and invalidate again, over and over;
                // half of the handlers invalidate their own observation while it delivers.
                for round in 0..<300 {
                    let model = models[(worker + round) % models.count]
                    let handler: @Sendable (ViewModel, KeyValueChange) -> Void = { _, change in
                        churned.append(1)
                        if round.isMultiple(of: 2) { change.observation.invalidate() }
                    }
                    let token: KeyValueObservation
                    do {
                        token = try model.observe("pharmacy.name", options: [.new, .old, .prior], changeHandler: handler)
                    } catch {
                        failures.append(String(describing: error))
                        continue
                    }
                    if round.isMultiple(of: 3) { model.pharmacy = Pharmacy(name: "replaced") }
                    token.invalidate()
                }
            }
        }

        #expect(failures.all == [])
        // Each model's pharmacy is replaced 40 times (4 observer threads, every third of their 300
        // rounds, spread over the 10 models). The steady observer hears each set at most once and
        // each replacement once, and hears the path's final value. Sets made on a new pharmacy
        // before the observer has moved to it are not heard one by one: the replacement's
        // notification, sent after the move, carries their result.
        let replacements = 4 * 100 / Self.mutatingThreads
        for (index, model) in models.enumerated() {
            #expect(counts[index].count <= Self.mutationsPerThread + replacements)
            let final = model.pharmacy?.name
            #expect(counts[index].all.contains { $0 == final })
        }
        #expect(sharedCalls.count == Self.mutatingThreads * Self.mutationsPerThread)
        steady.forEach { $0.invalidate() }
        sharedToken.invalidate()
        for model in models { #expect(model.pharmacy?.observerCount(forKey: "name") == 0) }
        #expect(shared.observerCount(forKey: "index") == 0)
    }

    @Test func exactCountsWhenEachThreadOwnsItsObject() throws {
        let pharmacies = (0..<Self.mutatingThreads).map { Pharmacy(name: "\($0)") }
        let counts = (0..<Self.mutatingThreads).map { _ in Recorder<Int>() }
        let tokens = try pharmacies.enumerated().map { index, pharmacy in
            try pharmacy.observe("index", options: [.new, .old]) { _, change in
                if let new = change.newValue as? Int, let old = change.oldValue as? Int { counts[index].append(new - old) }
            }
        }
        DispatchQueue.concurrentPerform(iterations: Self.mutatingThreads) { worker in
            for step in 1...Self.mutationsPerThread { pharmacies[worker].index = step }
        }
        for index in 0..<Self.mutatingThreads {
            #expect(counts[index].all == Array(repeating: 1, count: Self.mutationsPerThread))
        }
        tokens.forEach { $0.invalidate() }
    }

    @Test func observedObjectsReleasedOnOtherThreads() throws {
        let calls = Recorder<Int>()
        var tokens: [KeyValueObservation] = []
        var objects: [Pharmacy] = []
        for index in 0..<10_000 {
            let pharmacy = Pharmacy(name: "\(index)")
            tokens.append(try pharmacy.observe("name") { _, _ in calls.append(1) })
            objects.append(pharmacy)
        }
        let weakObjects = objects.map { WeakBox($0) }
        let holder = ChunkHolder(stride(from: 0, to: objects.count, by: 1_000).map { Array(objects[$0..<min($0 + 1_000, objects.count)]) })
        objects = []
        DispatchQueue.concurrentPerform(iterations: holder.count) { index in
            holder.release(index) { pharmacy in pharmacy.name = "last" }
        }
        #expect(weakObjects.allSatisfy { $0.value == nil })
        #expect(calls.count == 10_000)
        tokens.removeAll()
    }
}

/// Hands each worker its own chunk to mutate once and release.
final class ChunkHolder: @unchecked Sendable {
    // @unchecked: each slot is touched by exactly one worker of concurrentPerform. The array itself
    // is only read, so writing one slot is not a modifying access to the shared array.
    private final class Slot { var pharmacies: [Pharmacy]?; init(_ p: [Pharmacy]) { pharmacies = p } }
    private let slots: [Slot]
    init(_ chunks: [[Pharmacy]]) { slots = chunks.map(Slot.init) }
    var count: Int { slots.count }
    func release(_ index: Int, _ body: (Pharmacy) -> Void) {
        slots[index].pharmacies?.forEach(body)
        slots[index].pharmacies = nil
    }
}

struct WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
