import Bindings
import BindingsTestSupport
import Testing

/// Bindings whose expressions read through arrays of objects follow the elements too.
@Suite(.checksLiveObjects) struct ArrayPathBindingTests {
    @Test func bindingsThroughAnObjectFollowTheArrayAndItsElements() throws {
        let owner = TodoOwner()
        let list = TodoList()
        list.items = [TodoItem(price: 10)]
        owner.list = list
        let count = FakeLabel()
        let sum = FakeLabel()
        try count.bind("text", to: owner, "list.items.@count")
        try sum.bind("text", to: owner, "list.items.@sum.price")
        list.$items.append(TodoItem(price: 5))
        #expect(count.text == "2")
        #expect(sum.text == "15")
        list.items[0].price = 20
        #expect(sum.text == "25")
        list.$items.remove(at: 1)
        #expect(count.text == "1")
        #expect(sum.text == "20")
    }

    @Test func bindingsOnTheArraysOwnerFollowElements() throws {
        let list = TodoList()
        list.items = [TodoItem(price: 1), TodoItem(price: 2)]
        let count = FakeLabel()
        let sum = FakeLabel()
        let remaining = FakeLabel()
        try count.bind("text", to: list, "items.@count")
        try sum.bind("text", to: list, "items.@sum.price")
        try remaining.bind("text", to: list, "remaining")
        list.items[1].price = 7
        list.items[0].done = true
        #expect(sum.text == "8")
        #expect(remaining.text == "1")
        list.$items.insert(TodoItem(price: 2), at: 0)
        #expect(count.text == "3")
        #expect(sum.text == "10")
        #expect(remaining.text == "2")
    }

    @Test func aTemplateOverSeveralArrayPathsUpdatesOncePerChange() throws {
        let list = TodoList()
        list.items = [TodoItem(price: 1)]
        let label = FakeLabel()
        try label.bind("text", to: list, "`{items.@count} items, {items.@sum.price} total`")
        let sets = Recorder<String>()
        let token = try label.observe("text", options: .new) { _, change in sets.append(render(change.newValue)) }
        list.$items.append(TodoItem(price: 4))
        list.items[1].price = 6
        #expect(sets.all == ["2 items, 5 total", "2 items, 7 total"])
        token.invalidate()
    }
}
