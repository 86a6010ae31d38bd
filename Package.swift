// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Bindings",
    products: [
        .library(name: "Bindings", targets: ["Bindings"]),
        .library(name: "BindingsMarkup", targets: ["BindingsMarkup"]),
    ],
    targets: [
        .target(name: "Bindings"),
        .target(name: "BindingsMarkup", dependencies: ["Bindings"]),
        .testTarget(name: "BindingsTests", dependencies: ["Bindings", "AllocationCounting"]),
        .testTarget(name: "BindingsMarkupTests", dependencies: ["BindingsMarkup", "AllocationCounting"], resources: [.copy("Fixtures")]),
        // Counts Swift heap allocations per thread, so tests can prove hot paths allocate nothing.
        .target(name: "AllocationCounting", path: "Tests/AllocationCounting"),
    ],
    swiftLanguageModes: [.v6]
)
