import Foundation

/// A formatter whose factory is running on another thread: requests for the same reference wait
/// here for its result instead of running the factory again.
///
/// The condition is the pending request's own, so waiting holds no lock of the registry's.
final class PendingFormatter: @unchecked Sendable {
    // @unchecked: `outcome` is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var outcome: Result<any ValueFormatter, FormatterError>?

    /// Hands `result` to every waiting request.
    func finish(_ result: Result<any ValueFormatter, FormatterError>) {
        condition.lock()
        outcome = result
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the factory's result.
    func result() -> Result<any ValueFormatter, FormatterError> {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let outcome { return outcome }
            condition.wait()
        }
    }
}
