import Bindings
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

/// Runs `body(worker)` for each worker on a thread of its own, releases them all at once, and
/// waits for every one to finish.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let job = ThreadJob(body)
    let ready = DispatchGroup()
    let finished = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for worker in 0..<count {
        ready.enter()
        finished.enter()
        Thread {
            ready.leave()
            start.wait()
            job.run(worker)
            finished.leave()
        }.start()
    }
    ready.wait()
    for _ in 0..<count { start.signal() }
    finished.wait()
    job.end()
}

/// The work of ``onThreads(_:_:)``, dropped as soon as every thread is done: a thread keeps its
/// closure until it exits, which may be after the test has checked for live objects.
private final class ThreadJob: @unchecked Sendable {
    // @unchecked: `body` is guarded by `lock`.
    private let lock = NSLock()
    private var body: (@Sendable (Int) -> Void)?

    init(_ body: @escaping @Sendable (Int) -> Void) { self.body = body }

    func run(_ worker: Int) { lock.withLock { body }?(worker) }
    func end() { lock.withLock { body = nil } }
}
