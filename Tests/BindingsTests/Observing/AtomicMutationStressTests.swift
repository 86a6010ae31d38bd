import Bindings
import BindingsTestSupport
import Foundation
import Testing

/// Array mutations of one `@Observed` property from several threads at once: every mutation lands,
/// and observers hear each one exactly once with the kind and indexes it really had.
@Suite(.checksLiveObjects, .serialized) struct AtomicMutationStressTests {
    static let threads = 4
    static let perThread = 2_000
    static let total = threads * perThread

    /// The elements worker `worker` adds, in the order it adds them.
    static func elements(of worker: Int) -> [Int] {
        Array(worker * perThread..<(worker + 1) * perThread)
    }

    @Test func appendsAllLandAndReportTheirIndexes() throws {
        let ledger = Ledger()
        let heard = Recorder<Heard>()
        let token = try ledger.observe("rows", options: .new) { _, change in heard.append(Heard(change)) }
        onThreads(Self.threads) { worker in
            for element in Self.elements(of: worker) { ledger.$rows.append(element) }
        }
        token.invalidate()
        let rows = ledger.rows
        #expect(rows.sorted() == Array(0..<Self.total))
        for worker in 0..<Self.threads {
            #expect(rows.filter { $0 / Self.perThread == worker } == Self.elements(of: worker))
        }
        let changes = heard.all
        #expect(changes.count == Self.total)
        #expect(changes.allSatisfy { $0.kind == .insertion && $0.indexes.count == 1 })
        #expect(changes.flatMap(\.indexes).sorted() == Array(0..<Self.total))
        #expect(changes.allSatisfy { $0.newInts == $0.indexes.map { rows[$0] } })
    }

    @Test func insertionsAtTheFrontAllLand() throws {
        let ledger = Ledger()
        let heard = Recorder<Heard>()
        let token = try ledger.observe("rows", options: .new) { _, change in heard.append(Heard(change)) }
        onThreads(Self.threads) { worker in
            for element in Self.elements(of: worker) { ledger.$rows.insert(element, at: 0) }
        }
        token.invalidate()
        let rows = ledger.rows
        #expect(rows.sorted() == Array(0..<Self.total))
        for worker in 0..<Self.threads {
            #expect(rows.filter { $0 / Self.perThread == worker } == Self.elements(of: worker).reversed())
        }
        let changes = heard.all
        #expect(changes.count == Self.total)
        #expect(changes.allSatisfy { $0.kind == .insertion && $0.indexes == [0] && $0.newInts.count == 1 })
        #expect(changes.flatMap(\.newInts).sorted() == Array(0..<Self.total))
    }

    @Test func insertionsOfSeveralElementsStayTogether() throws {
        let ledger = Ledger()
        let heard = Recorder<Heard>()
        let token = try ledger.observe("rows", options: .new) { _, change in heard.append(Heard(change)) }
        onThreads(Self.threads) { worker in
            for chunk in Self.elements(of: worker) {
                ledger.$rows.insert(contentsOf: [chunk * 3, chunk * 3 + 1, chunk * 3 + 2], at: 0)
            }
        }
        token.invalidate()
        let rows = ledger.rows
        #expect(rows.sorted() == Array(0..<Self.total * 3))
        let firsts: [Int] = stride(from: 0, to: rows.count, by: 3).map { rows[$0] }
        #expect(firsts.allSatisfy { $0.isMultiple(of: 3) })
        #expect(rows == firsts.flatMap { [$0, $0 + 1, $0 + 2] })
        let changes = heard.all
        #expect(changes.count == Self.total)
        #expect(changes.allSatisfy { $0.kind == .insertion && $0.indexes == [0, 1, 2] })
        #expect(changes.flatMap(\.newInts).sorted() == Array(0..<Self.total * 3))
    }

    @Test func removalsTakeEachElementOnce() throws {
        let ledger = Ledger()
        ledger.rows = Array(0..<Self.total)
        let heard = Recorder<Heard>()
        let token = try ledger.observe("rows", options: .old) { _, change in heard.append(Heard(change)) }
        onThreads(Self.threads) { _ in
            for _ in 0..<Self.perThread { ledger.$rows.remove(at: 0) }
        }
        token.invalidate()
        #expect(ledger.rows == [])
        let changes = heard.all
        #expect(changes.count == Self.total)
        #expect(changes.allSatisfy { $0.kind == .removal && $0.indexes == [0] })
        #expect(changes.flatMap(\.oldInts).sorted() == Array(0..<Self.total))
    }

    /// Every appended element is either still there or reported by exactly one removal.
    @Test func removeAllRacingAppendsLosesNothing() throws {
        let ledger = Ledger()
        let heard = Recorder<Heard>()
        let token = try ledger.observe("rows", options: [.old, .new]) { _, change in heard.append(Heard(change)) }
        let appenders = Self.threads - 1
        onThreads(Self.threads) { worker in
            guard worker < appenders else {
                for _ in 0..<100 { ledger.$rows.removeAll() }
                return
            }
            for element in Self.elements(of: worker) { ledger.$rows.append(element) }
        }
        token.invalidate()
        let changes = heard.all
        let insertions = changes.filter { $0.kind == .insertion }
        let removals = changes.filter { $0.kind == .removal }
        #expect(insertions.count == appenders * Self.perThread)
        #expect(insertions.count + removals.count == changes.count)
        #expect(removals.allSatisfy { !$0.oldInts.isEmpty && $0.indexes == Array(0..<$0.oldInts.count) })
        #expect((removals.flatMap(\.oldInts) + ledger.rows).sorted() == Array(0..<appenders * Self.perThread))
    }

    @Test func replacementsAtDistinctIndexesAllLand() throws {
        let ledger = Ledger()
        ledger.rows = Array(repeating: -1, count: Self.total)
        let heard = Recorder<Heard>()
        let token = try ledger.observe("rows", options: [.old, .new]) { _, change in heard.append(Heard(change)) }
        onThreads(Self.threads) { worker in
            // Interleaved, so threads replace neighbouring elements.
            for index in stride(from: worker, to: Self.total, by: Self.threads) { ledger.$rows.replace(at: index, with: index) }
        }
        token.invalidate()
        #expect(ledger.rows == Array(0..<Self.total))
        let changes = heard.all
        #expect(changes.count == Self.total)
        #expect(changes.allSatisfy { $0.kind == .replacement && $0.oldInts == [-1] && $0.newInts == $0.indexes })
        #expect(changes.flatMap(\.indexes).sorted() == Array(0..<Self.total))
    }

    /// A batch that reads and writes the array is a read–modify–write: as a counter it counts exactly.
    @Test func batchUpdatesReadAndWriteAtomically() throws {
        let ledger = Ledger()
        ledger.rows = [0]
        let heard = Recorder<Heard>()
        let token = try ledger.observe("rows", options: [.old, .new]) { _, change in heard.append(Heard(change)) }
        onThreads(Self.threads) { _ in
            for _ in 0..<Self.perThread {
                ledger.$rows.performBatchUpdates { edit in edit.replace(at: 0, with: edit.elements[0] + 1) }
            }
        }
        token.invalidate()
        #expect(ledger.rows == [Self.total])
        let changes = heard.all
        #expect(changes.count == Self.total)
        #expect(changes.allSatisfy { $0.kind == .replacement && $0.indexes == [0] && $0.newInts == $0.oldInts.map { $0 + 1 } })
        #expect(changes.flatMap(\.oldInts).sorted() == Array(0..<Self.total))
    }

    @Test func batchesOfAppendsReportTheIndexesTheyLandedAt() throws {
        let ledger = Ledger()
        let heard = Recorder<Heard>()
        let token = try ledger.observe("rows", options: .new) { _, change in heard.append(Heard(change)) }
        onThreads(Self.threads) { worker in
            for pair in stride(from: 0, to: Self.perThread, by: 2) {
                let first = worker * Self.perThread + pair
                ledger.$rows.performBatchUpdates { edit in
                    edit.append(first)
                    edit.append(first + 1)
                }
            }
        }
        token.invalidate()
        let rows = ledger.rows
        #expect(rows.sorted() == Array(0..<Self.total))
        let changes = heard.all
        #expect(changes.count == Self.total / 2)
        #expect(changes.allSatisfy { $0.kind == .insertion && $0.indexes.count == 2 && $0.indexes[1] == $0.indexes[0] + 1 })
        #expect(changes.flatMap(\.indexes).sorted() == Array(0..<Self.total))
        #expect(changes.allSatisfy { $0.newInts == $0.indexes.map { rows[$0] } })
    }

    /// A set between an edit's read and its commit is not overwritten: the edit is redone on the set value.
    @Test func setsRacingAppendsAreNotOverwritten() throws {
        let ledger = Ledger()
        let heard = Recorder<Heard>()
        let token = try ledger.observe("rows") { _, change in heard.append(Heard(change)) }
        let appenders = Self.threads - 1
        let sets = 100
        let setterDone = Flag()
        let appended = Recorder<(worker: Int, count: Int)>()
        let overwritten = Recorder<Int>()
        onThreads(Self.threads) { worker in
            guard worker < appenders else {
                // Long values, so that appends in flight take long to edit them.
                let padding = Array(repeating: -1, count: 1_000)
                for mark in 1...sets {
                    ledger.rows = [-mark] + padding
                    // Once an append has landed, the value must still be the one set, with appends after.
                    while ledger.rows.count <= padding.count + 1 { sched_yield() }
                    if ledger.rows.first != -mark { overwritten.append(mark) }
                }
                setterDone.raise()
                return
            }
            // Appends go on for a while after the last set, so each thread's last ones follow it.
            var count = 0
            var afterLastSet = 0
            while afterLastSet < 100 {
                if setterDone.isRaised { afterLastSet += 1 }
                ledger.$rows.append(worker * 1_000_000 + count)
                count += 1
            }
            appended.append((worker, count))
        }
        token.invalidate()
        let rows = ledger.rows
        #expect(overwritten.all == [])
        #expect(rows.first == -sets)
        for (worker, count) in appended.all {
            // What follows the last set: a run of the thread's appends, none lost, up to its last.
            let own = rows.filter { $0 >= 0 && $0 / 1_000_000 == worker }
            let last = worker * 1_000_000 + count - 1
            #expect(own.count >= 100)
            #expect(own == own.indices.map { last - own.count + 1 + $0 })
        }
        let changes = heard.all
        #expect(changes.filter { $0.kind == .setting }.count == sets)
        #expect(changes.filter { $0.kind == .insertion }.count == appended.all.map(\.count).reduce(0, +))
    }

    /// Every committed change is preceded, on its thread, by a prior notification of the same change;
    /// an edit redone after losing a race sends its prior notification again.
    @Test func priorNotificationsPrecedeEachCommittedChange() throws {
        let ledger = Ledger()
        let heard = Recorder<Heard>()
        let token = try ledger.observe("rows", options: .prior) { _, change in
            heard.append(Heard(change))
            // Gives other threads time to write between the prior notification and the store.
            if change.isPrior { sched_yield() }
        }
        onThreads(Self.threads) { worker in
            for element in Self.elements(of: worker) { ledger.$rows.append(element) }
        }
        token.invalidate()
        #expect(ledger.rows.sorted() == Array(0..<Self.total))
        let changes = heard.all
        let after = changes.filter { !$0.isPrior }
        #expect(after.count == Self.total)
        #expect(after.flatMap(\.indexes).sorted() == Array(0..<Self.total))
        for thread in Set(changes.map(\.thread)) {
            let own = changes.filter { $0.thread == thread }
            for (offset, change) in own.enumerated() where !change.isPrior {
                let previous = offset > 0 ? own[offset - 1] : nil
                #expect(previous?.isPrior == true && previous?.kind == .insertion && previous?.indexes == change.indexes)
            }
        }
    }

    @Test func manualPropertiesMutateAtomicallyWithoutNotifying() throws {
        let ledger = Ledger()
        let heard = Recorder<Heard>()
        let token = try ledger.observe("quietRows", options: .prior) { _, change in heard.append(Heard(change)) }
        onThreads(Self.threads) { worker in
            for element in Self.elements(of: worker) { ledger.$quietRows.append(element) }
        }
        token.invalidate()
        #expect(ledger.quietRows.sorted() == Array(0..<Self.total))
        #expect(heard.count == 0)
    }

    /// Removed and replaced elements are freed after the property's lock is released: their deinit
    /// reads the property, and would deadlock under its lock.
    @Test func removedElementsAreFreedOutsideTheLock() throws {
        let ledger = Ledger()
        let freed = Recorder<Int>()
        let heard = Recorder<Heard>()
        let token = try ledger.observe("tokens") { _, change in heard.append(Heard(change)) }
        ledger.$tokens.append(LedgerToken(ledger, freed: freed))
        ledger.$tokens.insert(contentsOf: [LedgerToken(ledger, freed: freed), LedgerToken(ledger, freed: freed)], at: 0)
        ledger.$tokens.replace(at: 0, with: LedgerToken(ledger, freed: freed))
        ledger.$tokens.remove(at: 0)
        ledger.$tokens.performBatchUpdates { edit in edit.replace(at: 0, with: LedgerToken(ledger, freed: freed)) }
        ledger.$tokens.removeAll()
        token.invalidate()
        #expect(freed.all == [3, 2, 2, 0, 0])
        #expect(heard.count == 6)
        #expect(ledger.tokens.isEmpty)
    }
}
