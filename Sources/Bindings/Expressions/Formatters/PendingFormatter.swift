import Dispatch

/// A formatter whose factory is running on another thread: requests for the same reference wait
/// here for its result instead of running the factory again.
///
/// Waiting holds no lock: the group wakes the waiters, and the result is read under this object's
/// own lock once it is there.
final class PendingFormatter: @unchecked Sendable {
    // @unchecked: `outcome` is read and written only under `Lock(for: self)`.
    private var outcome: Result<any ValueFormatter, FormatterError>?
    private let finished = DispatchGroup()

    init() {
        finished.enter()
    }

    /// Hands `result` to every waiting request.
    func finish(_ result: Result<any ValueFormatter, FormatterError>) {
        Lock(for: self).withLock { outcome = result }
        finished.leave()
    }

    /// Waits for the factory's result.
    func result() -> Result<any ValueFormatter, FormatterError> {
        while true {
            if let outcome = Lock(for: self).withLock({ outcome }) { return outcome }
            finished.wait()
        }
    }
}
