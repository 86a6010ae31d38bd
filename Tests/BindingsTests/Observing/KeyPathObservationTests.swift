import Bindings
import BindingsTestSupport
import Testing

@Suite(.checksLiveObjects) struct KeyPathObservationTests {
    @Test func replacingAnIntermediateReattachesAndReportsOneChange() throws {
        let model = ViewModel()
        model.pharmacy = Pharmacy(name: "CVS")
        let calls = Recorder<String>()
        let token = try model.observe("pharmacy.name", options: [.new, .old]) { _, change in calls.append(describe(change)) }

        model.pharmacy?.name = "CVS Pharmacy"
        model.pharmacy = Pharmacy(name: "Walgreens")
        model.pharmacy?.name = "Walgreens 24h"
        model.pharmacy = nil

        #expect(calls.all == [
            "after setting new=CVS Pharmacy old=CVS",
            "after setting new=Walgreens old=CVS Pharmacy",
            "after setting new=Walgreens 24h old=Walgreens",
            "after setting new=nil old=Walgreens 24h",
        ])
        token.invalidate()
    }

    @Test func theOldIntermediateIsFreedAndNoLongerObserved() throws {
        let model = ViewModel()
        weak var old: Pharmacy?
        var count = 0
        do {
            let first = Pharmacy(name: "Old")
            old = first
            model.pharmacy = first
        }
        let calls = Recorder<String>()
        let token = try model.observe("pharmacy.name", options: .new) { _, change in calls.append(render(change.newValue)) }
        let detached = model.pharmacy
        model.pharmacy = Pharmacy(name: "New")
        #expect(detached?.observerCount(forKey: "name") == 0)
        detached?.name = "Ignored"
        count = calls.count
        #expect(count == 1)
        #expect(calls.all == ["New"])
        _ = consume detached
        #expect(old == nil)
        token.invalidate()
    }

    @Test func threeLevelPathsReattachAtEveryLevel() throws {
        let root = ViewModel()
        let person = Person()
        person.friend = Person()
        person.friend?.first = "Grace"
        root.pharmacy = Pharmacy(name: "x")
        let calls = Recorder<String>()
        let token = try person.observe("friend.friend.first", options: .new) { _, change in calls.append(render(change.newValue)) }
        let middle = Person()
        middle.first = "M"
        middle.friend = Person()
        middle.friend?.first = "Deep"
        person.friend = middle
        middle.friend?.first = "Deeper"
        middle.friend = nil
        #expect(calls.all == ["Deep", "Deeper", "nil"])
        token.invalidate()
    }

    @Test func pathsThroughDictionariesReportChangesOfTheDictionary() throws {
        let model = ViewModel()
        let calls = Recorder<String>()
        let token = try model.observe("content.heading", options: [.initial, .new, .old]) { _, change in calls.append(describe(change)) }
        model.content = ["heading": "One"]
        model.content = ["heading": "Two", "detail": "d"]
        model.content = ["detail": "no heading"]
        #expect(calls.all == [
            "after setting new=nil old=nil",
            "after setting new=One old=nil",
            "after setting new=Two old=One",
            "after setting new=nil old=Two",
        ])
        token.invalidate()
    }

    @Test func dependentKeysAreReportedWhenTheirDependenciesChange() throws {
        let person = Person()
        let calls = Recorder<String>()
        let token = try person.observe("fullName", options: [.new, .old]) { _, change in calls.append(describe(change)) }
        person.first = "Grace"
        person.last = "Hopper"
        person.age = 80
        #expect(calls.all == [
            "after setting new=Grace Lovelace old=Ada Lovelace",
            "after setting new=Grace Hopper old=Grace Lovelace",
        ])
        #expect(Person.keyPathsForValuesAffectingValue(forKey: "fullName") == ["first", "last"])
        token.invalidate()
    }

    @Test func dependentKeysChainAndWorkAtTheEndOfPaths() throws {
        let person = Person()
        person.friend = Person()
        let calls = Recorder<String>()
        let token = try person.observe("friend.initials", options: .new) { _, change in calls.append(render(change.newValue)) }
        person.friend?.last = "Byron"
        let other = Person()
        other.first = "Grace"
        person.friend = other
        #expect(calls.all == ["AB", "GL"])
        token.invalidate()
    }

    @Test func dependencyCyclesAreErrors() {
        #expect(throws: KeyValueError.dependencyCycle(type: "Loop", keys: ["a", "b", "a"])) {
            _ = try Loop().observe("a") { _, _ in }
        }
    }
}

final class Loop: KeyValueCoding, @unchecked Sendable {
    var a: Int { 1 }
    var b: Int { 2 }
    class var computedKeys: [String: ComputedKey] {
        ["a": ComputedKey(\Loop.a, dependsOn: "b"), "b": ComputedKey(\Loop.b, dependsOn: "a")]
    }
}
