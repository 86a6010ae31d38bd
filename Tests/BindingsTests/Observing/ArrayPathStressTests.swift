import Bindings
import BindingsTestSupport
import Testing

/// Paths through arrays under concurrent changes: exact counts, and element observations that
/// follow the array exactly, whatever order the array's notifications arrive in.
@Suite(.checksLiveObjects) struct ArrayPathStressTests {
    @Test func concurrentElementChangesAreEachReportedOnceAtTheirIndex() throws {
        let list = TodoList()
        list.items = (0..<8).map { TodoItem("item \($0)") }
        let replacements = Recorder<(index: Int, done: Bool)>()
        let sums = Recorder<Int>()
        let remaining = Recorder<Int>()
        let done = try list.observe("items.done", options: .new) { _, change in
            guard change.kind == .replacement, let index = change.indexes?.first, let new = change.newValue as? [Any],
                  let value = new.first as? Bool else { return }
            replacements.append((index, value))
        }
        let sum = try list.observe("items.@sum.price") { _, _ in sums.append(0) }
        let open = try list.observe("remaining") { _, _ in remaining.append(0) }
        // Each worker owns two elements, so each element's changes come in one order.
        onThreads(4) { worker in
            for step in 0..<1_000 {
                let item = list.items[worker * 2 + step % 2]
                item.done.toggle()
                item.price += 1
            }
        }
        #expect(replacements.count == 4_000)
        #expect(sums.count == 4_000)
        #expect(remaining.count == 4_000)
        for index in 0..<8 {
            let values = replacements.all.filter { $0.index == index }.map(\.done)
            #expect(values.count == 500)
            #expect(values == (0..<500).map { $0 % 2 == 0 })
        }
        #expect(list.value(forKeyPath: "items.@sum.price") as? Int == 4_000)
        #expect(list.value(forKey: "remaining") as? Int == 8)
        done.invalidate()
        sum.invalidate()
        open.invalidate()
    }

    @Test func concurrentInsertsAndRemovesLeaveNoElementObserved() throws {
        let list = TodoList()
        let kept = (0..<4).map { TodoItem("kept \($0)") }
        list.items = kept
        let kinds = Recorder<KeyValueChange.Kind>()
        let token = try list.observe("items.done") { _, change in kinds.append(change.kind) }
        let created = Recorder<TodoItem>()
        onThreads(4) { _ in
            for _ in 0..<250 {
                let item = TodoItem()
                created.append(item)
                list.$items.append(item)
                list.$items.performBatchUpdates { edit in
                    if let index = edit.elements.firstIndex(where: { $0 === item }) { edit.remove(at: index) }
                }
            }
        }
        #expect(kinds.all.count { $0 == .insertion } == 1_000)
        #expect(kinds.all.count { $0 == .removal } == 1_000)
        #expect(kinds.count == 2_000)
        #expect(created.all.count { $0.observerCount(forKey: "done") != 0 } == 0)
        #expect(kept.map { $0.observerCount(forKey: "done") } == [1, 1, 1, 1])

        // The observations are where the elements are: each change is reported at its index.
        let indexes = Recorder<[Int]>()
        let check = try list.observe("items.done") { _, change in indexes.append(Array(change.indexes ?? [])) }
        for item in kept.reversed() { item.done = true }
        #expect(indexes.all == [[3], [2], [1], [0]])
        check.invalidate()
        token.invalidate()
        #expect(kept.map { $0.observerCount(forKey: "done") } == [0, 0, 0, 0])
    }

    @MainActor @Test func aMainActorBindingEndsOnTheLatestSumAfterConcurrentChanges() async throws {
        let list = TodoList()
        list.items = (0..<4).map { _ in TodoItem() }
        let label = FakeView()
        try label.bind("text", to: list, "items.@sum.price")
        #expect(label.text == "0")
        // The main queue is held while the threads run, so exactly one update is queued.
        onThreads(4) { worker in
            for _ in 0..<1_000 { list.items[worker].price += 1 }
        }
        #expect(label.text == "0")
        await drainMainQueue()
        #expect(label.text == "4000")
    }
}

/// Manual notification of a computed key while other threads register and end observations of it.
@Suite(.checksLiveObjects) struct ComputedKeyNotificationStressTests {
    @Test func manualNotificationsReachAStableObserverExactlyWhileOthersComeAndGo() throws {
        let list = TodoList()
        let heard = Recorder<Int>()
        let token = try list.observe("ratio") { _, _ in heard.append(0) }
        let churned = Recorder<Int>()
        onThreads(4) { worker in
            if worker == 0 {
                for _ in 0..<1_000 {
                    list.willChangeValue(forKey: "ratio")
                    list.didChangeValue(forKey: "ratio")
                }
            } else {
                for _ in 0..<300 {
                    guard let passing = try? list.observe("ratio", changeHandler: { _, _ in churned.append(0) }) else { continue }
                    passing.invalidate()
                }
            }
        }
        #expect(heard.count == 1_000)
        #expect(churned.count <= 1_000)
        #expect(list.observerCount(forKey: "ratio") == 1)
        token.invalidate()
        #expect(list.observerCount(forKey: "ratio") == 0)
    }
}
