/// One technology's implementation of one case: set up once (not measured), then run many times.
///
/// Views belong to the main actor, so workloads do too.
@MainActor
public protocol Workload: AnyObject, Sendable {
    /// Performs the case's operation `count` times, each time on the next input row.
    func run(_ count: Int)

    /// The texts the case's labels show now: after the same runs every technology must show the same.
    var labelTexts: [String?] { get }

    /// Counts the case reports besides time and memory, by name (such as `cellsCreated`).
    var counters: [String: Int] { get }
}

extension Workload {
    /// None.
    public var counters: [String: Int] { [:] }
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
    /// A plain Swift class with a `didSet`: the floor under `direct`, which sets the view kit's label.
    case plain

    /// The technologies a case has unless it says otherwise: the library and its anchors.
    public static let anchored: [Technology] = [.bindings, .direct, .closures, .openCombine, .observation]
}

/// How a case is measured.
public enum Measurement: Sendable {
    /// Many iterations, each performing the operation 1,000 times (the suite's scaling factor).
    case repeated
    /// One iteration performing the operation `operations` times (one scroll through the rows),
    /// reporting the workload's `counters` by these names.
    case once(operations: Int, counters: [String])
    /// Iterations of one operation each (`scalingFactor: .one`), as many as the harness's time
    /// allows: operations over 100,000 rows, which take milliseconds each.
    case single

    /// The operations run before a measured loop (`ProfileCase`): enough to fill first-use caches.
    public var warmUpOperations: Int {
        if case .single = self { 1 } else { 64 }
    }

    /// The operations `ProfileCase time` runs once to learn how many fit in a round.
    public var calibrationOperations: Int {
        if case .single = self { 1 } else { 1_000 }
    }

    /// How many operations `ProfileCase check` runs before comparing the labels: once, and past
    /// a cycle of the 64 rows (twice for a single operation, which cycles through nothing).
    public var checkRuns: [Int] {
        if case .single = self { [1, 2] } else { [1, 66] }
    }
}

/// One case of the suite, implemented once per technology.
public struct BenchmarkCase: Sendable {
    /// The case's name in benchmark names and in the table, such as `reuse-raw`.
    public let id: String
    /// The technologies that implement the case.
    public let technologies: [Technology]
    /// How the case is measured.
    public let measurement: Measurement
    /// Another case whose Bindings workload must show the same labels, for cases without a direct
    /// workload to check against (the markup cases check each other).
    public let sameLabelsAs: String?
    /// Builds the workload of a technology.
    public let make: @MainActor @Sendable (Technology) -> any Workload

    /// A case measured with `measurement` in `technologies` (the library and its anchors by default).
    init(id: String, technologies: [Technology] = Technology.anchored, measurement: Measurement = .repeated,
         sameLabelsAs: String? = nil, make: @escaping @MainActor @Sendable (Technology) -> any Workload) {
        self.id = id
        self.technologies = technologies
        self.measurement = measurement
        self.sameLabelsAs = sameLabelsAs
        self.make = make
    }

    /// The benchmark name of one technology's workload: `<case>/<technology>`.
    public func benchmarkName(_ technology: Technology) -> String {
        "\(id)/\(technology.rawValue)"
    }
}
