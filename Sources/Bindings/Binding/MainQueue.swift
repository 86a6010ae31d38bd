import Dispatch

/// Tells whether code runs on the main queue, which is where the main actor runs its jobs.
///
/// `Thread.isMainThread` is not a reliable test for main-actor isolation (under `swift test` the
/// main actor may drain on another thread), but a queue-specific value set on the main queue is
/// visible exactly while the main queue, and so the main actor, runs code. An observer that may be
/// called on any thread asks it to act at once on the main actor, or else hop there.
public enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue.
    ///
    /// Asked once per binding update, so it asks libdispatch directly: the overlay's
    /// `getSpecific(key:)` unboxes the value through generic code at several times the cost. The
    /// overlay keys the value by the key object's address, and only the main queue has one.
    public static var isCurrent: Bool {
        withExtendedLifetime(key) {
            queueSpecific(Unmanaged.passUnretained(key).toOpaque()) != nil
        }
    }

    /// Returns once the main queue has run everything queued on it before the call.
    ///
    /// A change made on another thread reaches its views on the main actor a moment later; once the
    /// change is made, `await MainQueue.settle()` waits for that delivery, so a test (or a command
    /// reading the screen) sees the views as they are after it.
    @MainActor
    public static func settle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}

/// libdispatch's `dispatch_get_specific`, which the Swift overlay marks unavailable in favour of
/// its generic wrapper.
@_silgen_name("dispatch_get_specific")
private func queueSpecific(_ key: UnsafeRawPointer) -> UnsafeMutableRawPointer?

/// Whether one delivery runs on the main queue, asked at most once however many bindings it
/// reaches: the question costs a queue-specific lookup.
struct MainQueueCheck {
    private var answer: Bool?

    mutating func isCurrent() -> Bool {
        if let answer { return answer }
        let current = MainQueue.isCurrent
        answer = current
        return current
    }
}
