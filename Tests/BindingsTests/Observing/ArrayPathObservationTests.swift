import Bindings
import BindingsTestSupport
import Testing

/// Key paths through arrays of objects: every element is observed, with the array's changes.
@Suite(.checksLiveObjects) struct ArrayPathObservationTests {
    private static func list(_ count: Int) -> TodoList {
        let list = TodoList()
        list.items = (0..<count).map { TodoItem("item \($0)", price: 10 * ($0 + 1)) }
        return list
    }

    @Test func anElementsChangeIsAReplacementAtItsIndex() throws {
        let list = Self.list(3)
        let calls = Recorder<String>()
        let token = try list.observe("items.done", options: [.new, .old]) { _, change in calls.append(describe(change)) }
        list.items[1].done = true
        #expect(calls.all == ["after replacement new=[true] old=[false] indexes=[1]"])
        token.invalidate()
    }

    @Test func priorNotificationsOfAnElementCarryItsIndex() throws {
        let list = Self.list(2)
        let calls = Recorder<String>()
        let token = try list.observe("items.done", options: [.prior, .old, .new]) { _, change in calls.append(describe(change)) }
        list.items[0].done = true
        #expect(calls.all == ["prior replacement new=nil old=[false] indexes=[0]",
                              "after replacement new=[true] old=[false] indexes=[0]"])
        token.invalidate()
    }

    @Test func insertedElementsAreObservedAndRemovedOnesDetached() throws {
        let list = Self.list(2)
        let first = list.items[0]
        let calls = Recorder<String>()
        let token = try list.observe("items.done", options: [.new, .old]) { _, change in calls.append(describe(change)) }
        let added = TodoItem("added", done: true)
        list.$items.append(added)
        added.done = false
        list.$items.remove(at: 0)
        first.done = true
        list.items[0].done = true
        #expect(calls.all == [
            "after insertion new=[true] old=nil indexes=[2]",
            "after replacement new=[false] old=[true] indexes=[2]",
            "after removal new=nil old=[false] indexes=[0]",
            // The removed first element is not heard; the old second is now at 0.
            "after replacement new=[true] old=[false] indexes=[0]",
        ])
        #expect(first.observerCount(forKey: "done") == 0)
        #expect(added.observerCount(forKey: "done") == 1)
        token.invalidate()
        #expect(added.observerCount(forKey: "done") == 0)
    }

    @Test func replacedElementsAreSwapped() throws {
        let list = Self.list(2)
        let old = list.items[0]
        let calls = Recorder<String>()
        let token = try list.observe("items.done", options: .new) { _, change in calls.append(describe(change)) }
        let new = TodoItem("new")
        list.$items.replace(at: 0, with: new)
        old.done = true
        new.done = true
        #expect(calls.all == ["after replacement new=[false] old=nil indexes=[0]",
                              "after replacement new=[true] old=nil indexes=[0]"])
        #expect(old.observerCount(forKey: "done") == 0)
        token.invalidate()
    }

    @Test func settingTheArrayAttachesToEveryNewElement() throws {
        let list = Self.list(2)
        let old = list.items
        let calls = Recorder<String>()
        let token = try list.observe("items.done", options: [.new, .old]) { _, change in calls.append(describe(change)) }
        let fresh = [TodoItem("a", done: true), old[1], TodoItem("c")]
        list.items = fresh
        old[0].done = true
        old[1].done = true
        fresh[2].done = true
        #expect(calls.all == [
            "after setting new=[true, false, false] old=[false, false]",
            "after replacement new=[true] old=[false] indexes=[1]",
            "after replacement new=[true] old=[false] indexes=[2]",
        ])
        #expect(old[0].observerCount(forKey: "done") == 0)
        #expect(fresh.map { $0.observerCount(forKey: "done") } == [1, 1, 1])
        token.invalidate()
    }

    @Test func observingNeverKeepsAnElementAlive() throws {
        let list = Self.list(0)
        weak var removed: TodoItem?
        let token = try list.observe("items.done") { _, _ in }
        do {
            let item = TodoItem("gone")
            removed = item
            list.$items.append(item)
        }
        #expect(removed != nil)
        list.$items.removeAll()
        #expect(removed == nil)
        token.invalidate()
    }

    @Test func pathsThroughAnObjectToAnArrayFollowTheObject() throws {
        let owner = TodoOwner()
        let first = Self.list(1)
        owner.list = first
        let calls = Recorder<String>()
        let token = try owner.observe("list.items.done", options: .new) { _, change in calls.append(describe(change)) }
        let second = Self.list(2)
        owner.list = second
        first.items[0].done = true
        second.items[1].done = true
        #expect(calls.all == ["after setting new=[false, false] old=nil",
                              "after replacement new=[true] old=nil indexes=[1]"])
        #expect(first.items[0].observerCount(forKey: "done") == 0)
        token.invalidate()
    }

    @Test func collectionOperatorsFollowElementsAndTheArray() throws {
        let list = Self.list(2)
        let calls = Recorder<String>()
        let token = try list.observe("items.@sum.price", options: [.new, .old]) { _, change in calls.append(describe(change)) }
        list.items[0].price = 15
        list.$items.append(TodoItem(price: 5))
        list.$items.remove(at: 1)
        #expect(calls.all == ["after setting new=35 old=30", "after setting new=40 old=35", "after setting new=20 old=40"])
        token.invalidate()
    }

    @Test func computedKeysDependingOnAnElementKeyFire() throws {
        let list = Self.list(3)
        let values = Recorder<String>()
        let token = try list.observe("remaining", options: .new) { _, change in values.append(render(change.newValue)) }
        list.items[2].done = true
        list.$items.append(TodoItem())
        list.items[0].done = true
        #expect(values.all == ["2", "3", "2"])
        token.invalidate()
    }

    @Test(arguments: ["openCount", "size"])
    func oneAppendNotifiesADependentKeyOnce(key: String) throws {
        let list = Self.list(1)
        let calls = Recorder<String>()
        let token = try list.observe(key, options: [.prior, .new]) { _, change in calls.append(describe(change)) }
        list.$items.append(TodoItem())
        #expect(calls.all == ["prior setting new=nil old=nil", "after setting new=2 old=nil"])
        token.invalidate()
    }

    @Test func manualNotificationOfAComputedKeyReachesItsObservers() throws {
        let list = Self.list(2)
        let calls = Recorder<String>()
        let token = try list.observe("ratio", options: [.prior, .old, .new]) { _, change in calls.append(describe(change)) }
        #expect(list.observerCount(forKey: "ratio") == 1)
        list.willChangeValue(forKey: "ratio")
        list.willChangeValue(forKey: "ratio")
        list.scale = 3
        list.didChangeValue(forKey: "ratio")
        #expect(calls.all == ["prior setting new=nil old=2"])
        list.didChangeValue(forKey: "ratio")
        #expect(calls.all == ["prior setting new=nil old=2", "after setting new=6 old=2"])
        token.invalidate()
        #expect(list.observerCount(forKey: "ratio") == 0)
    }

    @Test func manualNotificationOfAnUndefinedKeyReachesItsObservers() throws {
        let bag = Bag()
        try bag.setValue("a", forKey: "extra")
        let values = Recorder<String>()
        let token = try bag.observe("extra", options: .new) { _, change in values.append(render(change.newValue)) }
        try bag.setValue("b", forKey: "extra")
        bag.willChangeValue(forKey: "extra")
        bag.didChangeValue(forKey: "extra")
        #expect(values.all == ["b"])
        token.invalidate()
    }

    @Test func objectsInsideDataAreRefused() throws {
        let model = ViewModel()
        model.content = ["pharmacy": Pharmacy(name: "CVS")]
        let error = #expect(throws: KeyValueError.self) { try model.observe("content.pharmacy.name") { _, _ in } }
        #expect(error == .unobservableKeyPath(keyPath: "content.pharmacy.name", key: "pharmacy", holder: "Dictionary<String, Any>"))
        #expect(error?.description == "key path 'content.pharmacy.name' cannot be observed: 'pharmacy' holds an object inside a "
            + "Dictionary<String, Any>, whose changes are not observed; keep the object in an @Observed property or an array of them")
        // Data in data stays observable: the dictionary's own changes are heard.
        model.content = ["pharmacy": ["name": "CVS"]]
        let token = try model.observe("content.pharmacy.name") { _, _ in }
        token.invalidate()
    }

    @Test func arraysOfObjectsInsideArraysAreRefused() throws {
        let owner = TodoOwner()
        owner.lists = [[TodoItem()]]
        let error = #expect(throws: KeyValueError.self) { try owner.observe("lists.done") { _, _ in } }
        #expect(error == .unobservableKeyPath(keyPath: "lists.done", key: "lists[0]", holder: "Array<Any>"))
    }
}
