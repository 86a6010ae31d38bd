import Bindings
import BindingsTestSupport
import Testing

/// A stored property another key affects, as Foundation allows: `summary` is stored, and the class
/// says `title` and `owner.name` change it.
final class Ticket: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its properties are @Observed (lock-protected).
    @Observed var title = "Leak"
    @Observed var summary = "Leak"
    @Observed var owner: Person?

    class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
        key == "summary" ? ["title", "owner.first"] : []
    }
}

/// Two stored keys that each say the other affects them.
final class StoredLoop: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its properties are @Observed (lock-protected).
    @Observed var a = 0
    @Observed var b = 0

    class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
        ["a": ["b"], "b": ["a"]][key] ?? []
    }
}

/// A group of rows, each holding details: Foundation's `@count` ends a path, so
/// `rows.@sum.details.@count` sums the rows' counts.
final class DetailRow: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its one property is @Observed (lock-protected).
    @Observed var details: [Int]

    init(_ details: [Int]) {
        self.details = details
    }
}

final class DetailGroup: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its one property is @Observed (lock-protected).
    @Observed var rows: [DetailRow] = [DetailRow([1, 2]), DetailRow([3]), DetailRow([])]
}

/// What other KVO implementations test and we now do alike, through the public API only; each test
/// names the peer suite it follows.
@Suite(.checksLiveObjects) struct PeerParityTests {
    /// Cappuccino's `Tests/Foundation/CPKVOTest.j` (dependent keys) and Swift's
    /// `test/stdlib/KVOKeyPaths.swift`: a stored key's affecting paths notify its observers.
    @Test func aStoredKeyHearsTheKeyPathsThatAffectIt() throws {
        let ticket = Ticket()
        let calls = Recorder<String>()
        let token = try ticket.observe("summary", options: [.new]) { _, change in calls.append(describe(change)) }
        ticket.title = "Flood"
        let owner = Person()
        ticket.owner = owner
        owner.first = "Grace"
        ticket.summary = "Flood in the hall"
        #expect(calls.all == ["after setting new=Leak old=nil", "after setting new=Leak old=nil",
                              "after setting new=Leak old=nil", "after setting new=Flood in the hall old=nil"])
        token.invalidate()
        ticket.title = "Fire"
        #expect(calls.all.count == 4)
        #expect(ticket.observerCount(forKey: "title") == 0 && owner.observerCount(forKey: "first") == 0)
    }

    /// A binding to such a key follows its affecting paths too, not only the property.
    @Test func aBindingToAStoredKeyFollowsTheKeyPathsThatAffectIt() throws {
        let ticket = Ticket()
        let label = FakeLabel()
        try label.bind("text", to: ticket, "summary")
        ticket.summary = "Flood"
        #expect(label.text == "Flood")
        let reads = Recorder<String>()
        let token = try ticket.observe("summary", options: [.new]) { _, change in reads.append(render(change.newValue)) }
        ticket.title = "Fire"
        #expect(reads.all == ["Flood"])
        #expect(label.text == "Flood")
        // The token's observer of `title`, the binding's, and the binding kept by the owner's first property.
        #expect(ticket.observerCount(forKey: "title") == 3)
        token.invalidate()
        label.unbindAll()
        #expect(ticket.observerCount(forKey: "title") == 0)
    }

    /// As for computed keys: stored keys affecting each other in a cycle are an error, and nothing
    /// stays registered.
    @Test func storedKeysAffectingEachOtherInACycleAreAnError() {
        let loop = StoredLoop()
        #expect(throws: KeyValueError.dependencyCycle(type: "StoredLoop", keys: ["a", "b", "a"])) {
            _ = try loop.observe("a") { _, _ in }
        }
        #expect(loop.observerCount(forKey: "a") == 0 && loop.observerCount(forKey: "b") == 0)
    }

    /// GNUstep's `Tests/base/NSKVOSupport/general.m` (`@count` with a key after it) and
    /// `Tests/base/KVC`: `@count` ends a path, whatever follows it.
    @Test func countEndsAPath() throws {
        let group = DetailGroup()
        #expect(group.value(forKeyPath: "rows.@count.value") as? Int == 3)
        #expect(try group.checkedValue(forKeyPath: "rows.@count.anything.else") as? Int == 3)
        #expect(group.value(forKeyPath: "rows.@sum.details.@count") as? Int == 3)
        #expect(group.value(forKeyPath: "rows.@sum.details.@count.value") as? Int == 3)
        let calls = Recorder<String>()
        let token = try group.observe("rows.@sum.details.@count.value", options: [.new]) { _, change in calls.append(render(change.newValue)) }
        group.rows[2].$details.append(4)
        group.$rows.append(DetailRow([5, 6]))
        #expect(calls.all == ["4", "6"])
        token.invalidate()
    }

    /// GNUstep's and Cappuccino's manual notification tests: an observer added between
    /// `willChangeValue(forKey:)` and `didChangeValue(forKey:)` does not hear that change, whose
    /// old value is from before it came; one removed meanwhile does not either.
    @Test func onlyObserversPresentAtWillChangeHearTheChange() throws {
        let person = Person()
        let calls = Recorder<String>()
        let before = try person.observe("balance", options: [.new, .old]) { _, change in calls.append("before " + describe(change)) }
        let leaving = try person.observe("balance", options: [.new]) { _, change in calls.append("leaving " + describe(change)) }
        person.willChangeValue(forKey: "balance")
        person.balance = 7
        let late = try person.observe("balance", options: [.new, .old]) { _, change in calls.append("late " + describe(change)) }
        leaving.invalidate()
        person.didChangeValue(forKey: "balance")
        #expect(calls.all == ["before after setting new=7 old=0"])
        person.willChangeValue(forKey: "balance")
        person.balance = 8
        person.didChangeValue(forKey: "balance")
        #expect(calls.all == ["before after setting new=7 old=0", "before after setting new=8 old=7", "late after setting new=8 old=7"])
        before.invalidate()
        late.invalidate()
    }

    /// The same for a computed key notified by hand, whose observers were not there at all at
    /// `willChangeValue(forKey:)`.
    @Test func aComputedKeysObserverAddedDuringItsManualChangeDoesNotHearIt() throws {
        let person = Person()
        let calls = Recorder<String>()
        person.willChangeValue(forKey: "initials")
        let late = try person.observe("initials", options: [.new]) { _, change in calls.append(render(change.newValue)) }
        person.didChangeValue(forKey: "initials")
        #expect(calls.all == [])
        person.willChangeValue(forKey: "initials")
        person.didChangeValue(forKey: "initials")
        #expect(calls.all == ["AL"])
        late.invalidate()
    }

    /// PMKVObserver's `PMKVObserverTests.m` (retain cycle): a handler that holds its own token
    /// frees it once the observation ends.
    @Test func invalidateLetsGoOfTheHandler() throws {
        final class Box: @unchecked Sendable {
            var token: KeyValueObservation?
        }
        let person = Person()
        weak var freed: KeyValueObservation?
        do {
            let box = Box()
            let token = try person.observe("balance") { _, _ in _ = box.token }
            box.token = token
            freed = token
            token.invalidate()
        }
        #expect(freed == nil)
    }
}
