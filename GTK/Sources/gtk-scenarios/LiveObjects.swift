@_spi(Testing) import BindingsGTK
@_spi(Testing) import BindingsMarkup
@_spi(Testing) import Bindings

/// The live objects of the kit and the backend: a window closed frees its views, bindings,
/// observations, presenters and hosts.
@MainActor
struct LiveObjects {
    let counts: [(name: String, value: Int)]

    init() {
        counts = [
            ("views", View.liveCount),
            ("bindings", LiveCounters.bindings.value),
            ("observations", LiveCounters.observations.value),
            ("presenters", PresenterCounts.live),
            ("hosts", HostCounts.live),
        ]
    }

    /// Each count's change since `baseline`, such as `views +0, bindings +0, …`.
    func difference(from baseline: LiveObjects) -> String {
        zip(counts, baseline.counts).map { now, before in
            let change = now.value - before.value
            return "\(now.name) \(change >= 0 ? "+" : "")\(change)"
        }.joined(separator: ", ")
    }
}
