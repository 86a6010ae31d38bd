import Bindings
import BindingsTestSupport
import Testing

/// A model with a subclass: an assignment resolved for the base class sets the subclass by name.
class Venue: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var capacity = 0

    /// A computed key: the capacity in hundreds.
    var hundreds: Int {
        get { capacity / 100 }
        set { capacity = newValue * 100 }
    }

    class var computedKeys: [String: ComputedKey] { venueKeys }
    private static let venueKeys = ["hundreds": ComputedKey(\Venue.hundreds, dependsOn: "capacity")]
}

final class Stadium: Venue, @unchecked Sendable {
    @Observed var roof = false
}

/// A subclass whose `hundreds` key is a key of its own, which an assignment resolved on `Venue`
/// must not bypass.
final class Arena: Venue, @unchecked Sendable {
    var boxes: Int {
        get { capacity / 10 }
        set { capacity = newValue * 10 }
    }

    override class var computedKeys: [String: ComputedKey] { arenaKeys }
    private static let arenaKeys = ["hundreds": ComputedKey(\Arena.boxes, dependsOn: "capacity")]
}

/// An assignment resolved once for a class sets the same value on every instance, with the same
/// conversions and errors as `setValue(_:forKeyPath:)`.
@Suite(.checksLiveObjects) struct KeyValueAssignmentTests {
    static let conversions: [(key: String, value: (any Sendable)?, expected: String)] = [
        ("index", "10", "10"),
        ("distance", 2, "2.0"),
        ("isOpen", "YES", "true"),
        ("name", 12, "12"),
        ("phone", nil, "nil"),
        ("tags", ["a", "b"], #"["a", "b"]"#),
    ]

    @Test(arguments: conversions)
    func anAssignmentSetsTheConvertedValueOnEveryInstance(key: String, value: (any Sendable)?, expected: String) throws {
        let assignment = try KeyValueAssignment(value, forKeyPath: key, of: Pharmacy())
        let pharmacies = [Pharmacy(), Pharmacy()]
        for pharmacy in pharmacies { try assignment.apply(to: pharmacy) }
        #expect(pharmacies.map { render($0.value(forKey: key)) } == [expected, expected])
    }

    @Test func anInstanceOfASubclassIsSetByName() throws {
        let assignment = try KeyValueAssignment("40000", forKeyPath: "capacity", of: Venue())
        let venues = [Venue(), Stadium()]
        for venue in venues { try assignment.apply(to: venue) }
        #expect(venues.map(\.capacity) == [40_000, 40_000])
    }

    @Test func aComputedKeyIsConvertedOnceAndSetOnTheClassAndSubclassesThatShareIt() throws {
        let assignment = try KeyValueAssignment("4", forKeyPath: "hundreds", of: Venue())
        // Arena's `hundreds` is its own key (tens of seats): it is set as setting it by name does.
        let venues = [Venue(), Stadium(), Stadium(), Arena(), Arena()]
        for venue in venues { try assignment.apply(to: venue) }
        #expect(venues.map(\.capacity) == [400, 400, 400, 40, 40])
        #expect(venues.map { assignment.currentValue(of: $0) as? Int } == [4, 4, 4, 4, 4])
        venues[1].capacity = 1_200
        #expect(assignment.currentValue(of: venues[1]) as? Int == 12)
    }

    @Test func aComputedKeyValueThatDoesNotConvertIsRejectedWhenTheAssignmentIsMade() {
        var expected = ""
        do { try Venue().setValue("many", forKey: "hundreds") } catch { expected = error.description }
        #expect(expected == "cannot set 'many' (String) for key 'hundreds' of Venue; expected an integer")
        do {
            _ = try KeyValueAssignment("many", forKeyPath: "hundreds", of: Venue())
            Issue.record("a value that does not convert was accepted")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func anAssignmentNotifiesObserversAsASetDoes() throws {
        let pharmacy = Pharmacy()
        let names = Recorder<String>()
        let token = try pharmacy.observe("name", options: [.new]) { _, change in
            names.append(change.newValue as? String ?? "?")
        }
        try KeyValueAssignment("Walgreens", forKeyPath: "name", of: pharmacy).apply(to: pharmacy)
        #expect(names.all == ["Walgreens"])
        token.invalidate()
    }

    @Test func aValueThatDoesNotConvertIsRejectedWhenTheAssignmentIsMade() {
        #expect(throws: KeyValueError.self) { try KeyValueAssignment("ten", forKeyPath: "index", of: Pharmacy()) }
        do {
            _ = try KeyValueAssignment("ten", forKeyPath: "index", of: Pharmacy())
        } catch {
            #expect(error.description == "cannot set 'ten' (String) for key 'index' of Pharmacy; expected an integer")
        }
    }

    @Test func aKeyThatIsNotAnObservedPropertyIsSetByNameAndFailsAsSetValueDoes() throws {
        let assignment = try KeyValueAssignment("x", forKeyPath: "missing", of: Pharmacy())
        do {
            try assignment.apply(to: Pharmacy())
            Issue.record("an unknown key was set")
        } catch {
            var expected = ""
            do { try Pharmacy().setValue("x", forKeyPath: "missing") } catch { expected = error.description }
            #expect(error.description == expected)
            #expect(expected.hasPrefix("Pharmacy has no key 'missing'"))
        }
    }
}
