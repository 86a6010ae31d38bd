import Bindings
import BindingsTestSupport
import Foundation
import Testing

/// `setValue(_:forKeyPath:)` into a dictionary or array held by an `@Observed` property, from several
/// threads at once: each set is a read–modify–write of the whole property, and none is lost.
@Suite(.checksLiveObjects, .serialized) struct AtomicMutationKeyPathStressTests {
    static let threads = 4

    static func key(_ worker: Int, _ step: Int) -> String { "t\(worker)k\(step)" }

    @Test func setsIntoADictionaryWithDistinctKeysAllLand() throws {
        let ledger = Ledger()
        let heard = Recorder<Heard>()
        let token = try ledger.observe("content", options: [.old, .new]) { _, change in heard.append(Heard(change)) }
        let perThread = 500
        let errors = Recorder<String>()
        onThreads(Self.threads) { worker in
            for step in 0..<perThread {
                do {
                    try ledger.setValue(step, forKeyPath: "content.\(Self.key(worker, step))")
                } catch {
                    errors.append("\(error)")
                }
            }
        }
        token.invalidate()
        #expect(errors.all == [])
        let content = ledger.content
        let expected = (0..<Self.threads).flatMap { worker in (0..<perThread).map { (Self.key(worker, $0), $0) } }
        #expect(content.count == expected.count)
        #expect(expected.allSatisfy { key, step in content[key] as? Int == step })
        // One setting per set, each adding one key to the dictionary it replaced.
        let changes = heard.all
        #expect(changes.count == expected.count)
        var added: [String] = []
        var settingsAddingOneKey = 0
        for change in changes {
            let old = change.old as? [String: Any] ?? [:]
            let new = change.new as? [String: Any] ?? [:]
            if change.kind == .setting, new.count == old.count + 1 { settingsAddingOneKey += 1 }
            added += Set(new.keys).subtracting(old.keys)
        }
        #expect(settingsAddingOneKey == changes.count)
        #expect(added.sorted() == expected.map(\.0).sorted())
    }

    @Test func setsThroughAnArrayOfDictionariesAllLand() throws {
        let ledger = Ledger()
        ledger.records = Array(repeating: [:], count: 3)
        let heard = Recorder<Heard>()
        let token = try ledger.observe("records") { _, change in heard.append(Heard(change)) }
        let perThread = 250
        let errors = Recorder<String>()
        onThreads(Self.threads) { worker in
            for step in 0..<perThread {
                do {
                    try ledger.setValue(step, forKeyPath: "records.\(Self.key(worker, step))")
                } catch {
                    errors.append("\(error)")
                }
            }
        }
        token.invalidate()
        #expect(errors.all == [])
        let expected = (0..<Self.threads).flatMap { worker in (0..<perThread).map { (Self.key(worker, $0), $0) } }
        let records = ledger.records
        #expect(records.count == 3)
        for record in records {
            #expect(record.count == expected.count)
            #expect(expected.allSatisfy { key, step in record[key] as? Int == step })
        }
        #expect(heard.count == expected.count)
        #expect(heard.all.allSatisfy { $0.kind == .setting })
    }
}
