#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The runtime's one lock: a mutex of a fixed pool, picked by the address of the object it guards,
/// and held only for the length of a closure (or, on the paths that cannot afford a closure,
/// until its ``HeldLock`` is unlocked).
///
/// A lock per object would cost an allocation per object, and objects that need one (observed
/// values, registrars, bindings, observations) are made by the thousand. Unrelated objects may
/// share a mutex, so every caller keeps three rules, which make sharing safe:
/// - hold one lock at a time: never take another lock inside `withLock`;
/// - call no user code inside: no observer, handler or factory;
/// - free nothing inside that another object's deinit might need a lock for: return what is
///   replaced or removed and let it go after unlocking.
///
/// pthread mutexes rather than `Synchronization.Mutex`: ThreadSanitizer on Linux cannot see the
/// futex behind `Mutex` and reports false races. Not recursive, by design.
@usableFromInline @frozen
package struct Lock: @unchecked Sendable {
    // @unchecked: the pointer names a mutex of the pool, which lives for the whole process.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// The lock of `object`.
    @inlinable @inline(__always)
    package init(for object: AnyObject) {
        mutex = LockPool.mutex(for: object)
    }

    /// Runs `body` with the lock held.
    @inlinable @inline(__always)
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

extension Lock {
    /// Takes the lock until the returned token is unlocked or dropped, for code that cannot hold
    /// it in a closure: generic code that is not specialized (the stores of `@Observed` values by
    /// name) calls a closure per `withLock`, which costs more than the work it guards, and an
    /// observed set hands the lock it found the registrar under on to the store. Everywhere else,
    /// use ``withLock(_:)``.
    @inlinable @inline(__always)
    package func acquire() -> HeldLock {
        pthread_mutex_lock(mutex)
        return HeldLock(self)
    }
}

/// A ``Lock`` taken by ``Lock/acquire()``: unlocked by ``unlock()``, or when dropped. Not
/// copyable, so that it is unlocked exactly once, wherever it is handed.
@usableFromInline @frozen
package struct HeldLock: ~Copyable {
    /// The lock held, to take again after unlocking.
    @usableFromInline let lock: Lock

    @inlinable @inline(__always)
    init(_ lock: Lock) {
        self.lock = lock
    }

    /// Releases the lock.
    @inlinable @inline(__always)
    package consuming func unlock() {
        pthread_mutex_unlock(lock.mutex)
        discard self
    }

    @inlinable
    deinit {
        pthread_mutex_unlock(lock.mutex)
    }
}

/// The mutexes behind ``Lock``: one per 64 bytes (a cache line on common hardware), so two never
/// share one.
@usableFromInline
enum LockPool {
    @usableFromInline static let count = 128
    @usableFromInline static let stride = 64

    @usableFromInline nonisolated(unsafe) static let base: UnsafeMutableRawPointer = {
        let base = UnsafeMutableRawPointer.allocate(byteCount: count * stride, alignment: 64)
        for index in 0..<count {
            pthread_mutex_init((base + index * stride).bindMemory(to: pthread_mutex_t.self, capacity: 1), nil)
        }
        return base
    }()

    /// The mutex of `object`.
    @inlinable @inline(__always)
    static func mutex(for object: AnyObject) -> UnsafeMutablePointer<pthread_mutex_t> {
        let address = UInt(bitPattern: ObjectIdentifier(object))
        // Objects are 16-byte aligned; mixing in higher bits spreads neighbouring allocations.
        return mutex(at: Int(truncatingIfNeeded: ((address >> 4) ^ (address >> 11)) & UInt(count - 1)))
    }

    /// The mutex at `index`, found apart from the object: reaching `base` goes through its lazy
    /// initialization, and a caller that still needs the object after such a call retains it
    /// around the call (a slow retain for the objects with side tables that bindings reach).
    @usableFromInline @inline(never)
    static func mutex(at index: Int) -> UnsafeMutablePointer<pthread_mutex_t> {
        (base + index &* stride).assumingMemoryBound(to: pthread_mutex_t.self)
    }
}
