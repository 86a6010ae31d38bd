#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The locks that guard `@Observed` values stored inline: a fixed pool of mutexes, one per cache
/// line, picked by the object's address.
///
/// A lock per property would cost an allocation per property per object. Every property of one
/// object uses the same stripe, and no code path ever holds two stripes or calls out while holding
/// one (observers run after unlocking), so stripes shared by unrelated objects cannot deadlock.
/// pthread mutexes rather than `Synchronization.Mutex`: ThreadSanitizer on Linux cannot see the
/// futex behind `Mutex` and reports false races.
@usableFromInline
enum StripedLock {
    @usableFromInline static let stripeCount = 128
    // A cache line each, so two stripes never share one.
    @usableFromInline static let stride = 64

    @usableFromInline nonisolated(unsafe) static let base: UnsafeMutableRawPointer = {
        let base = UnsafeMutableRawPointer.allocate(byteCount: stripeCount * stride, alignment: 64)
        for index in 0..<stripeCount {
            let mutex = (base + index * stride).bindMemory(to: pthread_mutex_t.self, capacity: 1)
            pthread_mutex_init(mutex, nil)
        }
        return base
    }()

    /// The stripe of `object`.
    @inlinable @inline(__always)
    static func mutex(for object: AnyObject) -> UnsafeMutablePointer<pthread_mutex_t> {
        let address = UInt(bitPattern: ObjectIdentifier(object))
        // Objects are 16-byte aligned; mixing in higher bits spreads neighbouring allocations.
        let index = Int(truncatingIfNeeded: ((address >> 4) ^ (address >> 11)) & UInt(stripeCount - 1))
        return (base + index &* stride).assumingMemoryBound(to: pthread_mutex_t.self)
    }

    @inlinable @inline(__always)
    static func lock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_lock(mutex)
    }

    @inlinable @inline(__always)
    static func unlock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_unlock(mutex)
    }
}

/// An object's stripe used as its lock: for objects made by the thousand whose few mutable fields
/// need guarding, so that each need not allocate a lock of its own. The same rules hold: hold it
/// briefly, call no user code and take no other lock while holding it.
struct ObjectLock {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(_ object: AnyObject) {
        mutex = StripedLock.mutex(for: object)
    }

    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        StripedLock.lock(mutex)
        defer { StripedLock.unlock(mutex) }
        return try body()
    }
}
