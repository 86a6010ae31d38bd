@_spi(Testing) import Bindings
@_spi(Testing) import BindingsMarkup
import Dispatch
import Testing

/// A suite trait that proves a suite leaks nothing: the runtime's live-object counters
/// (``LiveCounters``) must be back at their starting values when the suite ends.
///
/// Counters are process-wide and Swift Testing runs suites in parallel, so suites with this trait
/// take turns: each holds a gate for its duration. Every top-level suite of the package takes the
/// trait (`EverySuiteTakesTheGateTests` checks), so the counters a suite compares move only because
/// of its own tests.
public struct LiveObjectsCheck: SuiteTrait, TestScoping {
    /// Applies to the suite as a whole, not to each test.
    public var isRecursive: Bool { false }

    /// Creates the check.
    public init() {}

    /// Runs the suite alone and compares the live-object counts before and after.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await LiveObjectsGate.shared.enter()
        let before = LiveObjectsSnapshot()
        do {
            try await function()
        } catch {
            await LiveObjectsGate.shared.leave()
            throw error
        }
        // Bindings to views may hold a queued main-actor update for a moment.
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        let after = LiveObjectsSnapshot()
        await LiveObjectsGate.shared.leave()
        #expect(after == before, "live objects changed over the suite \(test.name)")
    }
}

extension Trait where Self == LiveObjectsCheck {
    /// Checks that the suite ends with as many live observations, bindings and observer registrars
    /// as it started with.
    public static var checksLiveObjects: Self { LiveObjectsCheck() }
}

/// The runtime's and the view kit's live-object counts at one moment.
public struct LiveObjectsSnapshot: Equatable, CustomStringConvertible, Sendable {
    /// Live `@Observed` property storages.
    public let observerRegistrars = LiveCounters.observerRegistrars.value
    /// Live observations.
    public let observations = LiveCounters.observations.value
    /// Live bindings.
    public let bindings = LiveCounters.bindings.value
    /// Live views.
    public let views = View.liveCount

    /// Takes a snapshot now.
    public init() {}

    /// The counts, for failure messages.
    public var description: String {
        "observer registrars \(observerRegistrars), observations \(observations), bindings \(bindings), views \(views)"
    }
}

/// Lets one checked suite run at a time.
actor LiveObjectsGate {
    static let shared = LiveObjectsGate()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

