import Bindings
import BindingsTestSupport
import Dispatch
import Foundation
import Testing

/// A target whose `text` setter holds the thread that sets "first" until the test lets it go, so a
/// stale value can be made to land after a newer one.
final class GatedTarget: KeyValueCoding, @unchecked Sendable {
    // @unchecked: `stored` is @Observed; the semaphores are thread-safe.
    @Observed var stored: String? = nil
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)

    var text: String? {
        get { stored }
        set {
            if newValue == "first" {
                entered.signal()
                release.wait()
            }
            stored = newValue
        }
    }

    static var computedKeys: [String: ComputedKey] {
        ["text": ComputedKey(\GatedTarget.text, dependsOn: "stored")]
    }
}

/// An owner whose title bindings follow.
final class DirectOwner: KeyValueCoding, @unchecked Sendable {
    @Observed var title: String? = "a"
}

/// A binding reading one property of its owner is handed each new value, and never ends on a
/// stale one, whichever threads change the owner.
@Suite(.checksLiveObjects) struct DirectSourceBindingTests {
    /// A value set late, after a newer one was applied on another thread, does not stay: the
    /// binding sees that a newer value came and reads the owner again.
    @Test func aStaleSetIsCorrected() throws {
        let owner = DirectOwner()
        let target = GatedTarget()
        let binding = try target.bind("text", to: owner, "title", delivery: .synchronous)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            owner.title = "first"
            done.signal()
        }
        target.entered.wait()
        owner.title = "second"
        #expect(target.stored == "second")
        target.release.signal()
        done.wait()
        #expect(target.stored == "second")
        withExtendedLifetime(binding) {}
    }

    /// Sets racing on four threads, each delivered on its own thread: the target ends on the
    /// owner's final value, a stale value never lands last.
    @Test func racingWritersEndOnTheLatestValue() throws {
        for round in 0..<20 {
            let owner = DirectOwner()
            // A model follows the owner on the writing threads (a view would be set on the main actor).
            let follower = Pharmacy()
            let binding = try follower.bind("name", to: owner, "title", delivery: .synchronous)
            onThreads(4) { thread in
                for step in 0..<500 { owner.title = "\(round)-\(thread)-\(step)" }
            }
            #expect(follower.name == owner.title)
            #expect(owner.observerCount(forKey: "title") == 1)
            withExtendedLifetime(binding) {}
        }
    }
}
