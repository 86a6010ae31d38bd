import Bindings
import BindingsTestSupport
import Synchronization
import Testing

/// `observeOwnProperties`: a lifetime registration on an object's own properties, as views use for
/// layout invalidation.
@Suite(.checksLiveObjects, .serialized)
struct OwnPropertyObservationTests {
    static let changes: [(String, @Sendable (Pharmacy) -> Void, Int)] = [
        ("a listed key", { $0.name = "CVS" }, 1),
        ("the other listed key", { $0.distance = 1.5 }, 1),
        ("both listed keys", { $0.name = "CVS"; $0.distance = 2 }, 2),
        ("an unlisted key", { $0.index = 3 }, 0),
        ("a manual notification of a listed key", { $0.willChangeValue(forKey: "name"); $0.didChangeValue(forKey: "name") }, 1),
    ]

    @Test("The handler runs once per change of a listed key", arguments: changes)
    func handlerRunsPerChange(_ name: String, _ change: @Sendable (Pharmacy) -> Void, _ expected: Int) throws {
        let pharmacy = Pharmacy()
        let calls = Atomic<Int>(0)
        try pharmacy.observeOwnProperties(["name", "distance"]) { calls.add(1, ordering: .relaxed) }
        change(pharmacy)
        #expect(calls.load(ordering: .relaxed) == expected, "\(name)")
    }

    @Test func anUnknownKeyThrowsAndRegistersNothing() {
        let pharmacy = Pharmacy()
        #expect(throws: KeyValueError.unknownKey(type: "Pharmacy", key: "nme", suggestion: "name")) {
            try pharmacy.observeOwnProperties(["distance", "nme"]) {}
        }
        #expect(pharmacy.observerCount(forKey: "distance") == 0)
    }

    @Test func theRegistrationLivesAsLongAsTheObject() throws {
        let observedBefore = LiveCounters.observedProperties.value
        do {
            let pharmacy = Pharmacy()
            try pharmacy.observeOwnProperties(["name"]) {}
            #expect(pharmacy.observerCount(forKey: "name") == 1)
        }
        #expect(LiveCounters.observedProperties.value == observedBefore)
    }
}
