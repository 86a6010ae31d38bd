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

/// Runs `body(index)` on `count` new threads at once, none of them the main thread, and returns
/// when all have finished. Called on the main actor it holds the main queue meanwhile, so work the
/// threads queue there (a binding's update of a view) runs only afterwards, at the next drain:
/// what arrives there is then exact, not a matter of timing.
public func onNewThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.start()
    }
    group.wait()
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
