/// One technology's implementation of one case: set up once (not measured), then run many times.
public protocol Workload: AnyObject {
    /// Performs the case's operation `count` times, each time on the next input row.
    func run(_ count: Int)

    /// The texts the case's labels show now: after the same runs every technology must show the same.
    var labelTexts: [String?] { get }
}

/// A way of keeping views in step with a model: the library, or an anchor it is measured against.
public enum Technology: String, CaseIterable, Sendable {
    /// This library: `@Observed` properties and bindings.
    case bindings = "Bindings"
    /// Hand-written MVC code that sets each label itself: the limit.
    case direct
    /// Hand-written closures called from the model's `didSet`.
    case closures
    /// OpenCombine: `@Published` and `sink` / `assign`.
    case openCombine = "OpenCombine"
    /// Swift Observation: `@Observable` and `withObservationTracking`, re-registered after each change.
    case observation = "Observation"
}

/// One case of the suite, implemented once per technology.
public struct BenchmarkCase: Sendable {
    /// The case's name in benchmark names and in the table, such as `reuse-raw`.
    public let id: String
    /// Builds the workload of a technology.
    public let make: @Sendable (Technology) -> any Workload

    /// The benchmark name of one technology's workload: `<case>/<technology>`.
    public func benchmarkName(_ technology: Technology) -> String {
        "\(id)/\(technology.rawValue)"
    }
}

/// Every case that can be measured today, in table order.
///
/// Cases 4 (markup: parse, instantiate, build in code) and 5 (scrolling 1,000,000 rows) need the
/// view kit and the markup compiler and are added here when those land; see `Benchmarks/README.md`.
public enum BenchmarkCatalog {
    /// The cases.
    public static let cases: [BenchmarkCase] = [
        BenchmarkCase(id: "one-change", make: OneChange.make),
        BenchmarkCase(id: "reuse-raw") { CellReuse.make($0, formatting: .raw) },
        BenchmarkCase(id: "reuse-formatted") { CellReuse.make($0, formatting: .formatted) },
        BenchmarkCase(id: "create-release", make: BindingLifecycle.make),
        BenchmarkCase(id: "unrelated-0") { UnrelatedObservers.make($0, unrelated: 0) },
        BenchmarkCase(id: "unrelated-10000") { UnrelatedObservers.make($0, unrelated: 10_000) },
    ]

    /// The case named `id`, if any.
    public static func named(_ id: String) -> BenchmarkCase? {
        cases.first { $0.id == id }
    }
}
