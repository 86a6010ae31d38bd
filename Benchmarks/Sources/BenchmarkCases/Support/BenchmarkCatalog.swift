/// Every case, in table order.
public enum BenchmarkCatalog {
    /// The cases.
    public static let cases: [BenchmarkCase] = [
        BenchmarkCase(id: "one-change", make: OneChange.make),
        BenchmarkCase(id: "reuse-raw") { CellReuse.make($0, formatting: .raw) },
        BenchmarkCase(id: "reuse-formatted") { CellReuse.make($0, formatting: .formatted) },
        BenchmarkCase(id: "create-release", make: BindingLifecycle.make),
        BenchmarkCase(id: "markup-parse", technologies: [.bindings], sameLabelsAs: "markup-code") { _ in MarkupParse() },
        BenchmarkCase(id: "markup-instantiate", technologies: [.bindings], sameLabelsAs: "markup-code") { _ in
            MarkupInstantiate()
        },
        BenchmarkCase(id: "markup-code", technologies: [.bindings]) { _ in MarkupCode() },
        BenchmarkCase(
            id: "scroll", technologies: [.bindings, .direct],
            measurement: .once(operations: Scrolling.rowCount, counters: Scrolling.counters), make: Scrolling.make),
        BenchmarkCase(id: "unrelated-0") { UnrelatedObservers.make($0, unrelated: 0) },
        BenchmarkCase(id: "unrelated-10000") { UnrelatedObservers.make($0, unrelated: 10_000) },
        BenchmarkCase(id: "set-label", technologies: [.bindings, .plain], make: SetLabel.make),
        BenchmarkCase(id: "create-label", technologies: [.bindings, .plain], make: CreateLabel.make),
        BenchmarkCase(id: "model-one-change", make: ModelOneChange.make),
        BenchmarkCase(id: "model-reuse", make: ModelReuse.make),
        BenchmarkCase(id: "model-bind-unbind", make: ModelBindUnbind.make),
        BenchmarkCase(id: "diff-100k", technologies: [.bindings, .direct], measurement: .single) {
            IDDifference.make($0, change: .filter)
        },
        BenchmarkCase(id: "sort-diff-100k", technologies: [.bindings, .direct], measurement: .single) {
            IDDifference.make($0, change: .sort)
        },
        BenchmarkCase(id: "table-filter-100k", technologies: [.bindings, .direct, .plain], measurement: .single,
                      make: TableFilter.make),
    ]

    /// The case named `id`, if any.
    public static func named(_ id: String) -> BenchmarkCase? {
        cases.first { $0.id == id }
    }
}
