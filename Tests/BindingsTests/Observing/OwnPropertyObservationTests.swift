@_spi(Testing) import Bindings
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
        let observedBefore = LiveCounters.observerRegistrars.value
        do {
            let pharmacy = Pharmacy()
            try pharmacy.observeOwnProperties(["name"]) {}
            #expect(pharmacy.observerCount(forKey: "name") == 1)
        }
        #expect(LiveCounters.observerRegistrars.value == observedBefore)
    }

    @Test("Keys resolved once register like names", arguments: changes)
    func resolvedKeysRunTheHandlerPerChange(_ name: String, _ change: @Sendable (Pharmacy) -> Void, _ expected: Int) throws {
        let keys = try ObservedPropertyKeys(["name", "distance"], of: Pharmacy.self)
        let pharmacy = Pharmacy()
        let calls = Atomic<Int>(0)
        try pharmacy.observeOwnProperties(keys) { calls.add(1, ordering: .relaxed) }
        change(pharmacy)
        #expect(calls.load(ordering: .relaxed) == expected, "\(name)")
        #expect(keys.names == ["name", "distance"])
    }

    @Test func resolvingAnUnknownKeyThrows() {
        #expect(throws: KeyValueError.unknownKey(type: "Pharmacy", key: "nme", suggestion: "name")) {
            try ObservedPropertyKeys(["distance", "nme"], of: Pharmacy.self)
        }
    }

    @Test func keysResolvedForAnotherClassGoByName() throws {
        let baseKeys = try ObservedPropertyKeys(["size"], of: Shape.self)
        let square = Square()
        let calls = Atomic<Int>(0)
        try square.observeOwnProperties(baseKeys) { calls.add(1, ordering: .relaxed) }
        square.size = 2
        square.corners = 5
        #expect(calls.load(ordering: .relaxed) == 1)

        let person = Person()
        #expect(throws: KeyValueError.unknownKey(type: "Person", key: "size", suggestion: nil)) {
            try person.observeOwnProperties(baseKeys) {}
        }
    }
}

/// A base class and a subclass: keys resolved for one are used on the other.
class Shape: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var size = 1.0
}

final class Square: Shape, @unchecked Sendable {
    @Observed var corners = 4
}
