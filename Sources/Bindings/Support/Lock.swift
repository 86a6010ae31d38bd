import Foundation

/// A mutual-exclusion lock used by the runtime.
///
/// It wraps `NSLock` rather than `Synchronization.Mutex` because ThreadSanitizer on Linux cannot see
/// the futex behind `Mutex` and reports false races; with `NSLock` `swift test --sanitize=thread`
/// stays meaningful.
final class Lock: @unchecked Sendable {
    // NSLock is itself thread-safe; this wrapper adds only a scoped helper.
    private let base = NSLock()

    init() {}

    @inline(__always)
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        base.lock()
        defer { base.unlock() }
        return try body()
    }

    @inline(__always) func lock() { base.lock() }
    @inline(__always) func unlock() { base.unlock() }
}
