// swift-tools-version: 6.1
// The benchmark suite lives in its own package so that the library keeps zero dependencies.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "BindingsBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Bindings", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // The cases and their anchors, shared by the benchmark suite and the profiling executable.
        .target(
            name: "BenchmarkCases",
            dependencies: [
                .product(name: "Bindings", package: "Bindings"),
                .product(name: "BindingsMarkup", package: "Bindings"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                "HeapBytes",
            ],
            swiftSettings: strict
        ),
        // The allocator's count of bytes in use, for the memory rows (`ProfileCase memory`).
        .target(name: "HeapBytes"),
        .executableTarget(
            name: "BindingsBenchmarks",
            dependencies: [
                "BenchmarkCases",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/BindingsBenchmarks",
            swiftSettings: strict,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Loops one case without the harness, for `valgrind --tool=callgrind`.
        .executableTarget(
            name: "ProfileCase",
            dependencies: ["BenchmarkCases"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
