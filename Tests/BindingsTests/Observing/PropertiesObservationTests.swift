@_spi(Testing) import Bindings
import BindingsTestSupport
import Synchronization
import Testing

/// `observeProperties`: one token for several of an object's own properties, told which one
/// changed, as a view kit's presenters watch the keys their widgets show.
@Suite(.checksLiveObjects, .serialized)
struct PropertiesObservationTests {
    static let changes: [(String, @Sendable (Pharmacy) -> Void, [Int])] = [
        ("the first key", { $0.name = "CVS" }, [0]),
        ("the second key", { $0.distance = 1.5 }, [1]),
        ("both keys, the second first", { $0.distance = 2; $0.name = "CVS" }, [1, 0]),
        ("an unlisted key", { $0.index = 3 }, []),
        ("a manual notification", { $0.willChangeValue(forKey: "name"); $0.didChangeValue(forKey: "name") }, [0]),
    ]

    @Test("The handler hears the position of each key that changed", arguments: changes)
    func handlerHearsWhichKeyChanged(_ name: String, _ change: @Sendable (Pharmacy) -> Void, _ expected: [Int]) throws {
        let pharmacy = Pharmacy()
        let heard = Recorder<Int>()
        let observation = try pharmacy.observeProperties(try ObservedPropertyKeys(["name", "distance"], of: Pharmacy.self)) { heard.append($0) }
        change(pharmacy)
        #expect(heard.all == expected, "\(name)")
        #expect(observation.keys == ["name", "distance"])
    }

    @Test func invalidatingEndsTheObservationAndItsRegistrations() throws {
        let pharmacy = Pharmacy()
        let heard = Recorder<Int>()
        let observation = try pharmacy.observeProperties(try ObservedPropertyKeys(["name", "distance"], of: Pharmacy.self)) { heard.append($0) }
        #expect(pharmacy.observerCount(forKey: "name") == 1)
        #expect(observation.isValid)
        observation.invalidate()
        observation.invalidate()
        pharmacy.name = "CVS"
        #expect(heard.all == [])
        #expect(!observation.isValid)
        #expect(pharmacy.observerCount(forKey: "name") == 0)
        #expect(pharmacy.observerCount(forKey: "distance") == 0)
    }

    @Test func releasingTheTokenEndsTheObservation() throws {
        let pharmacy = Pharmacy()
        let heard = Recorder<Int>()
        do {
            _ = try pharmacy.observeProperties(try ObservedPropertyKeys(["name"], of: Pharmacy.self)) { heard.append($0) }
        }
        pharmacy.name = "CVS"
        #expect(heard.all == [])
        #expect(pharmacy.observerCount(forKey: "name") == 0)
    }

    @Test func theHandlerMayEndItsOwnObservation() throws {
        let pharmacy = Pharmacy()
        let heard = Recorder<Int>()
        let token = Recorder<PropertiesObservation>()
        token.append(try pharmacy.observeProperties(try ObservedPropertyKeys(["name"], of: Pharmacy.self)) { index in
            heard.append(index)
            token.all.first?.invalidate()
        })
        pharmacy.name = "CVS"
        pharmacy.name = "Walgreens"
        #expect(heard.all == [0])
    }

    @Test func theObservedObjectGoingAwayEndsTheObservation() throws {
        var pharmacy: Pharmacy? = Pharmacy()
        let observation = try pharmacy?.observeProperties(try ObservedPropertyKeys(["name"], of: Pharmacy.self)) { _ in }
        pharmacy = nil
        #expect(observation?.isValid == false)
    }

    @Test func keysResolvedForAnotherClassGoByName() throws {
        let baseKeys = try ObservedPropertyKeys(["size"], of: Shape.self)
        let square = Square()
        let heard = Recorder<Int>()
        let observation = try square.observeProperties(baseKeys) { heard.append($0) }
        square.size = 2
        square.corners = 5
        #expect(heard.all == [0])
        #expect(observation.keys == ["size"])
        #expect(throws: KeyValueError.unknownKey(type: "Person", key: "size", suggestion: nil)) {
            try Person().observeProperties(baseKeys) { _ in }
        }
    }

    static let threads = 8
    static let changesPerThread = 2_000

    /// Threads change both keys at once: each change is heard once, with its key's position.
    @Test func changesOnManyThreadsAreEachHeardOnceWithTheirKey() throws {
        let pharmacy = Pharmacy()
        let names = Atomic<Int>(0), distances = Atomic<Int>(0)
        let observation = try pharmacy.observeProperties(try ObservedPropertyKeys(["name", "distance"], of: Pharmacy.self)) { index in
            if index == 0 { names.add(1, ordering: .relaxed) } else if index == 1 { distances.add(1, ordering: .relaxed) }
        }
        onThreads(Self.threads) { worker in
            for step in 0..<Self.changesPerThread {
                if worker % 2 == 0 { pharmacy.name = "\(worker).\(step)" } else { pharmacy.distance = Double(step) }
            }
        }
        #expect(names.load(ordering: .relaxed) == Self.threads / 2 * Self.changesPerThread)
        #expect(distances.load(ordering: .relaxed) == Self.threads / 2 * Self.changesPerThread)
        withExtendedLifetime(observation) {}
    }

    /// Tokens made and ended on some threads while others change the keys: every token ends with
    /// its registrations, and one that lives through it all hears every change.
    @Test func observationsMadeAndEndedWhileOtherThreadsChangeTheKeysLeaveNoRegistration() throws {
        let pharmacy = Pharmacy()
        let keys = try ObservedPropertyKeys(["name", "distance"], of: Pharmacy.self)
        let heard = Atomic<Int>(0)
        let lasting = try pharmacy.observeProperties(keys) { _ in heard.add(1, ordering: .relaxed) }
        let made = Atomic<Int>(0)
        onThreads(Self.threads) { worker in
            for step in 0..<Self.changesPerThread {
                if worker % 2 == 0 {
                    pharmacy.name = "\(step)"
                } else if let observation = try? pharmacy.observeProperties(keys, changeHandler: { _ in }) {
                    made.add(1, ordering: .relaxed)
                    observation.invalidate()
                }
            }
        }
        #expect(made.load(ordering: .relaxed) == Self.threads / 2 * Self.changesPerThread)
        #expect(heard.load(ordering: .relaxed) == Self.threads / 2 * Self.changesPerThread)
        #expect(pharmacy.observerCount(forKey: "name") == 1)
        lasting.invalidate()
        #expect(pharmacy.observerCount(forKey: "name") == 0)
        #expect(pharmacy.observerCount(forKey: "distance") == 0)
    }
}
