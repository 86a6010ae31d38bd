#if GTK
/// A failure the benchmark reports on standard error before exiting with status 1.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
#endif
