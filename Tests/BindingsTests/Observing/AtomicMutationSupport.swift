import Bindings
import BindingsTestSupport
import Dispatch
import Foundation

/// The model the atomic-mutation stress tests change from several threads. `@unchecked Sendable`
/// like the other fixtures: every stored property is `@Observed`.
final class Ledger: KeyValueCoding, @unchecked Sendable {
    @Observed var rows: [Int] = []
    @Observed(.manual) var quietRows: [Int] = []
    @Observed var content: [String: Any] = [:]
    @Observed var records: [[String: Any]] = []
    @Observed var tokens: [LedgerToken] = []
}

/// An element whose deinit reads the property that held it: freed under that property's lock, it
/// would deadlock.
final class LedgerToken: @unchecked Sendable {
    // @unchecked: set once, before the token is shared.
    weak var ledger: Ledger?
    let freed: Recorder<Int>

    init(_ ledger: Ledger, freed: Recorder<Int>) {
        self.ledger = ledger
        self.freed = freed
    }

    deinit { freed.append(ledger?.tokens.count ?? -1) }
}

/// One notification as an observer heard it, and on which thread.
struct Heard {
    let kind: KeyValueChange.Kind
    let isPrior: Bool
    let indexes: [Int]
    let old: Any?
    let new: Any?
    let thread: ObjectIdentifier

    init(_ change: KeyValueChange) {
        kind = change.kind
        isPrior = change.isPrior
        indexes = change.indexes.map(Array.init) ?? []
        old = change.oldValue
        new = change.newValue
        thread = ObjectIdentifier(Thread.current)
    }

    var oldInts: [Int] { old as? [Int] ?? [] }
    var newInts: [Int] { new as? [Int] ?? [] }
}

/// A flag one thread raises and others poll.
final class Flag: @unchecked Sendable {
    // @unchecked: `raised` is guarded by `lock`.
    private let lock = NSLock()
    private var raised = false

    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
}
