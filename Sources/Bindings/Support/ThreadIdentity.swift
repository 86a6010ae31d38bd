import Foundation

/// A number that identifies the calling thread while it runs.
///
/// `pthread_t` is an integer on Linux and a pointer on Apple platforms, so each gets its own
/// conversion; both compile only where they apply.
enum ThreadIdentity {
    static var current: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }
}
