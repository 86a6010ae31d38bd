import Foundation
import Synchronization

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

/// A fixed pool of locks shared by every observed property.
///
/// Giving each property its own lock would cost an allocation per property per object; hashing the
/// property's identity onto a small pool keeps sets allocation-free, and two properties that share a
/// lock only ever hold it for a few instructions.
enum LockPool {
    private static let locks: [Lock] = (0..<64).map { _ in Lock() }
    private static let next = Atomic<Int>(0)

    /// The next lock in turn, so properties spread evenly over the pool.
    static func nextLock() -> Lock {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return locks[index & 63]
    }
}
