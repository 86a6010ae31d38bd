import Dispatch
import Foundation

/// Tells whether code runs on the main queue, where the main actor runs its jobs. Under `swift test`
/// `Thread.isMainThread` may be false on the main actor; the main queue's own value is not.
public enum MainQueueProbe {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue.
    public static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) ?? false }
}

/// Waits until the main queue has run everything queued on it so far.
@MainActor public func drainMainQueue() async {
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
}

/// Runs `body(worker)` for each worker on a new thread of its own, none of them the main thread,
/// releases them all at once, and returns when every one has finished. Called on the main actor it
/// holds the main queue meanwhile, so work the threads queue there (a binding's update of a view)
/// runs only afterwards, at the next drain: what arrives there is then exact, not a matter of timing.
public func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
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

/// Collects what handlers receive, from any thread.
public final class Recorder<Element>: @unchecked Sendable {
    // @unchecked: `items` is guarded by `lock`.
    private let lock = NSLock()
    private var items: [Element] = []

    /// An empty recorder.
    public init() {}

    /// Records `item`.
    public func append(_ item: Element) { lock.withLock { items.append(item) } }
    /// Everything recorded, in order.
    public var all: [Element] { lock.withLock { items } }
    /// How many items were recorded.
    public var count: Int { lock.withLock { items.count } }
}
