import Dispatch

/// Tells whether code runs on the main queue, which is where the main actor runs its jobs.
///
/// `Thread.isMainThread` is not a reliable test for main-actor isolation (under `swift test` the
/// main actor may drain on another thread), but a queue-specific value set on the main queue is
/// visible exactly while the main queue, and so the main actor, runs code.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) ?? false }
}
